/**
 * A catalogue sound reshaped (pitch, length, brightness, a new seed) and mastered as synth masters the
 * catalogue: the Sound Studio renders its exports with it, and react-sfx/synth its customSound()s, so a line
 * of code plays exactly what the studio exported.
 */
import { type Signal, sampleCount } from './dsp/buffer.ts';
import { preRolledLoop } from './dsp/loop.ts';
import { resample } from './dsp/resample.ts';
import { createRng, hashSeed } from './dsp/rng.ts';
import { stretch } from './dsp/stretch.ts';
import { tilt } from './dsp/tilt.ts';
import { type SoundSource, masterFor } from './source.ts';
import { pow } from './dsp/math.ts';
import { type StudioShape, isDefaultShape } from './shape.ts';

/** A recipe's raw render and whether it drew on its random numbers (only then does a seed matter). */
export type RawRender = { raw: Signal; usesRandomness: boolean };

/** The recipe's seed for a studio seed: 0 keeps the catalogue's (the hash of the key), others vary it. */
export function recipeSeed(source: SoundSource, seed: number): number {
  return seed === 0 ? source.seed : hashSeed(`${source.key}#${seed}`);
}

/** Renders the recipe exactly as synth does, counting whether it asked for random numbers. */
export function renderRecipe(source: SoundSource, seed: number): RawRender {
  const rng = createRng(recipeSeed(source, seed));
  let draws = 0;
  const raw = source.recipe.render(() => {
    draws += 1;
    return rng();
  });
  return { raw, usesRandomness: draws > 0 };
}

/** Extra input a loop is processed with, so the stretched end can be cross-faded into its start. */
const LOOP_EXTRA_SECONDS = 1;
const LOOP_SEAM_SECONDS = 0.4;

/**
 * Pitch by resampling (a tape sped up by 2^(semitones/12)), then WSOLA to give it the asked length:
 * the two together move pitch without changing length and length without changing pitch.
 */
function pitchAndLength(signal: Signal, shape: StudioShape): Signal {
  const ratio = pow(2, shape.pitch / 12);
  const faster = resample(signal, ratio);
  return stretch(faster, shape.length * ratio, Math.round(signal.length * shape.length));
}

/**
 * A loop is processed with its own end before its start (a pre-roll, as the catalogue renders its beds), then
 * closed into that pre-roll again with an equal-power seam (preRolledLoop).
 */
function reshapeLoop(raw: Signal, shape: StudioShape, seconds: number): Signal {
  const extra = Math.min(raw.length, sampleCount(LOOP_EXTRA_SECONDS));
  const extended = new Float32Array(extra + raw.length);
  extended.set(raw.subarray(raw.length - extra));
  extended.set(raw, extra);
  const shaped = tilt(pitchAndLength(extended, shape), shape.bright);
  const overlap = Math.min(LOOP_SEAM_SECONDS, seconds * shape.length * 0.25);
  // The loop starts where the raw loop's start landed; its seam takes the pre-roll's last `overlap` s.
  return preRolledLoop(shaped.subarray(Math.round(extra * shape.length) - sampleCount(overlap)), seconds * shape.length, overlap, 0);
}

/**
 * A studio sound: the raw render reshaped (pitch, length, brightness) and then mastered by synth's own
 * master, to `length` times the catalogue length. At the default shape nothing is reshaped, so the
 * samples are the catalogue's, before encoding.
 */
export function renderCustom(source: SoundSource, raw: Signal, shape: StudioShape): Signal {
  if (isDefaultShape({ ...shape, seed: 0 })) return masterFor(source, raw.slice());
  const shaped = source.loop ? reshapeLoop(raw, shape, source.seconds) : tilt(pitchAndLength(raw, shape), shape.bright);
  return masterFor(source, shaped, source.seconds * shape.length);
}
