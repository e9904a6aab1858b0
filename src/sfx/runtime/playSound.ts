import type { SoundName, SoundOptions } from '../types.ts';

import { checkPlayOptions } from './sound.ts';
import type { RuntimeCore } from './model.ts';

/**
 * Plays a sound without a hook (loading it first if needed). Resolves once it starts; does nothing
 * while the runtime's sounds are disabled, unless `forceSoundEnabled`. The sound is released when it ends.
 */
export async function playSound(runtime: RuntimeCore, name: SoundName, options: SoundOptions & { forceSoundEnabled?: boolean } = {}): Promise<void> {
  const sound = runtime.sound(name);
  const release = sound.claim();
  try {
    checkPlayOptions(options);
    await sound.play(Symbol(name), options);
  } catch (error) {
    console.error('Failed to play sound', error);
    throw error;
  } finally {
    release(); // a sounding play keeps the sound alive until it ends
  }
}
