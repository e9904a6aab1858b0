import type { Signal } from './dsp/buffer.ts';
import { encodeMp3 } from './encode/mp3.ts';
import { masterSoundFor, renderRaw, soundSource } from './source.ts';

export { catalogueKeys, referenceSeconds } from './source.ts';

/**
 * `limitedDb`: the deepest gain reduction mastering's limiter applied to reach the loudness target; `gain`:
 * the one gain that made the sound, when the limiter left it alone.
 */
export type RenderedSound = { key: string; category: string; name: string; signal: Signal; limitedDb: number; gain?: number; loop: boolean; mp3: Uint8Array };

/** Renders, masters and encodes one catalogue sound ("category/name"). Deterministic: seeded by its key. */
export async function renderSound(key: string): Promise<RenderedSound> {
  const source = soundSource(key);
  const { signal, limitedDb, gain } = masterSoundFor(source, renderRaw(source));
  const mp3 = await encodeMp3(signal, { quality: source.quality, loop: source.loop });
  return { key, category: source.category, name: source.name, signal, limitedDb, gain, loop: source.loop, mp3 };
}
