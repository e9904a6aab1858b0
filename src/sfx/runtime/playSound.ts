import type { SoundName, SoundOptions } from '../types.ts';
import { startPlay } from './playback.ts';
import { claimSound } from './registry.ts';

/**
 * Plays a sound without a hook (loading it first if needed). Resolves once it starts; does nothing
 * while sounds are disabled. The sound is released when it ends.
 */
export async function playSound(name: SoundName, options: SoundOptions = {}): Promise<void> {
  const release = claimSound(name);
  try {
    await startPlay(name, Symbol(name), options);
  } catch (error) {
    console.error('Failed to play sound', error);
    throw error;
  } finally {
    release(); // a sounding play keeps the sound alive until it ends
  }
}
