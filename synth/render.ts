import { categories } from './categories.ts';
import reference from './catalogue-reference.json' with { type: 'json' };
import { hashSeed, createRng } from './dsp/rng.ts';
import { master } from './encode/master.ts';
import { encodeMp3 } from './encode/mp3.ts';
import type { Signal } from './dsp/buffer.ts';

/** The keys of the catalogue, in the reference's order. */
export const catalogueKeys = Object.keys(reference.sounds);

/** The duration the catalogue reference gives a sound. */
export function referenceSeconds(key: string): number {
  const seconds = (reference.sounds as Record<string, number>)[key];
  if (seconds === undefined) throw new Error(`"${key}" is not in the catalogue reference`);
  return seconds;
}

export type RenderedSound = { key: string; category: string; name: string; signal: Signal; mp3: Uint8Array };

/** Renders, masters and encodes one catalogue sound ("category/name"). Deterministic: seeded by its key. */
export async function renderSound(key: string): Promise<RenderedSound> {
  const [category, name] = key.split('/');
  const settings = categories[category];
  const recipe = settings?.recipes[name];
  if (!recipe) throw new Error(`No recipe for "${key}"`);
  const raw = recipe.render(createRng(hashSeed(key)));
  const loop = recipe.loop ?? false;
  const signal = master(raw, { seconds: recipe.seconds ?? referenceSeconds(key), loop, targetDb: settings.targetDb });
  const mp3 = await encodeMp3(signal, { quality: settings.quality, loop });
  return { key, category, name, signal, mp3 };
}
