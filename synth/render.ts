import { categories } from './categories.ts';
import reference from './catalogue-reference.json' with { type: 'json' };
import { hashSeed, createRng } from './dsp/rng.ts';
import { masterSound } from './encode/master.ts';
import { encodeMp3 } from './encode/mp3.ts';
import type { Signal } from './dsp/buffer.ts';
import { variantOffsetLu } from './variants.ts';

/** The keys of the catalogue, in the reference's order. */
export const catalogueKeys = Object.keys(reference.sounds);

/** The duration the catalogue reference gives a sound. */
export function referenceSeconds(key: string): number {
  const seconds = (reference.sounds as Record<string, number>)[key];
  if (seconds === undefined) throw new Error(`"${key}" is not in the catalogue reference`);
  return seconds;
}

/** `limitedDb`: the deepest gain reduction mastering's limiter applied to reach the loudness target. */
export type RenderedSound = { key: string; category: string; name: string; signal: Signal; limitedDb: number; mp3: Uint8Array };

/** Renders, masters and encodes one catalogue sound ("category/name"). Deterministic: seeded by its key. */
export async function renderSound(key: string): Promise<RenderedSound> {
  const [category, name] = key.split('/');
  const settings = categories[category];
  const recipe = settings?.recipes[name];
  if (!recipe) throw new Error(`No recipe for "${key}"`);
  const raw = recipe.render(createRng(hashSeed(key)));
  const loop = recipe.loop ?? false;
  const seconds = recipe.seconds ?? referenceSeconds(key);
  const targetDb = settings.targetDb + variantOffsetLu(name);
  const { signal, limitedDb } = masterSound(raw, { seconds, loop, targetDb });
  const mp3 = await encodeMp3(signal, { quality: settings.quality, loop });
  return { key, category, name, signal, limitedDb, mp3 };
}
