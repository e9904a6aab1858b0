import type { Signal } from './dsp/buffer.ts';
import { encodeMp3 } from './encode/mp3.ts';
import { masterFor, renderRaw, soundSource } from './source.ts';

export { catalogueKeys, referenceSeconds } from './source.ts';

export type RenderedSound = { key: string; category: string; name: string; signal: Signal; mp3: Uint8Array };

/** Renders, masters and encodes one catalogue sound ("category/name"). Deterministic: seeded by its key. */
export async function renderSound(key: string): Promise<RenderedSound> {
  const source = soundSource(key);
  const signal = masterFor(source, renderRaw(source));
  const mp3 = await encodeMp3(signal, { quality: source.quality, loop: source.loop });
  return { key, category: source.category, name: source.name, signal, mp3 };
}
