import { categories } from './categories.ts';
import { sounds as referenceSounds } from './catalogue-reference.json' with { type: 'json' };
import { type Signal, sampleCount } from './dsp/buffer.ts';
import { createRng, hashSeed } from './dsp/rng.ts';
import { loopLead, masterLoopStart, masterSound } from './encode/master.ts';
import { LOOP_GAINS } from './loopGains.ts';
import type { Recipe } from './recipe.ts';
import { variantOffsetLu } from './variants.ts';

/**
 * The part of rendering that needs no encoder: a recipe, its seed and its mastering. Kept apart from
 * render.ts (which loads the MP3 encoder) so the Sound Studio's worker can run it in the browser and
 * load the encoder only when a visitor exports.
 */

/** The keys of the catalogue, in the reference's order. */
export const catalogueKeys = Object.keys(referenceSounds);

/** The duration the catalogue reference gives a sound. */
export function referenceSeconds(key: string): number {
  const seconds = (referenceSounds as Record<string, number>)[key];
  if (seconds === undefined) throw new Error(`"${key}" is not in the catalogue reference`);
  return seconds;
}

/** What makes one catalogue sound: its recipe, mastered length, loop flag and category settings. */
export type SoundSource = {
  key: string;
  category: string;
  name: string;
  recipe: Recipe;
  seconds: number;
  loop: boolean;
  /** The catalogue's own seed: the FNV hash of the key. */
  seed: number;
  /** Loudness target in LUFS: the category's, moved for a `_soft`/`_hard` variant (synth/variants.ts). */
  targetDb: number;
  quality: number;
};

/** The source of a catalogue sound ("category/name"); throws for a key without a recipe. */
export function soundSource(key: string): SoundSource {
  const [category, name] = key.split('/');
  const settings = categories[category];
  const recipe = settings?.recipes[name];
  if (!recipe) throw new Error(`No recipe for "${key}"`);
  const seconds = recipe.seconds ?? referenceSeconds(key);
  return { key, category, name, recipe, seconds, loop: recipe.loop ?? false, seed: hashSeed(key), targetDb: settings.targetDb + variantOffsetLu(name), quality: settings.quality };
}

/** The raw render of a source's recipe with `seed` (its own by default). */
export function renderRaw(source: SoundSource, seed = source.seed): Signal {
  return source.recipe.render(createRng(seed));
}

/**
 * Masters a raw render of `source` to `seconds` (its catalogue length by default), with how deep the
 * limiter had to go (`limitedDb`) to reach the loudness target.
 */
export function masterSoundFor(source: SoundSource, raw: Signal, seconds = source.seconds): { signal: Signal; limitedDb: number; gain?: number } {
  return masterSound(raw, { seconds, loop: source.loop, targetDb: source.targetDb });
}

/** The mastered signal alone (see masterSoundFor). */
export function masterFor(source: SoundSource, raw: Signal, seconds = source.seconds): Signal {
  return masterSoundFor(source, raw, seconds).signal;
}

/**
 * The first `seconds` of a mastered loop, sample for sample the start of masterFor(source, renderRaw(source)),
 * rendered without the rest where its recipe gives an opening (the ambient beds): what a player can start on
 * while the whole renders. Its gain is the whole's, from the catalogue's table (synth/loopGains.ts).
 */
export function renderLoopStart(source: SoundSource, seconds: number): Signal {
  const gain = LOOP_GAINS[source.key];
  if (gain === undefined) throw new Error(`"${source.key}" is not a loop the catalogue mastered with one gain`);
  const length = sampleCount(seconds);
  const [lead, start] = source.recipe.opening?.(createRng(source.seed), seconds) ?? wholeLoop(renderRaw(source));
  return masterLoopStart(lead, start.subarray(0, length), gain);
}

/** A whole loop as its opening: its end (the lead mastering filters in front of it) and itself. */
function wholeLoop(loop: Signal): [Signal, Signal] {
  return [loopLead(loop), loop];
}
