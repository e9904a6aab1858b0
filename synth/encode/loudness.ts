/**
 * Loudness as the catalogue measures it: ITU-R BS.1770-4 K-weighted mean square, over a sliding window,
 * at its loudest, in LUFS. The window is 100 ms (EBU R128's momentary loudness), so a 20 ms click reads
 * as the quiet thing people hear, not as loud as a tone of the same RMS; beds longer than 5 s use 3 s (the
 * short-term loudness), since their level is what they hold, not their loudest instant. A window longer than
 * the sound is cut to the whole sound.
 * Convention: one channel with weight 1, -0.691 dB offset, so a 997 Hz sine peaking at -20 dBFS reads -23.0
 * LUFS. A mono file heard on two speakers reads 3 LU more in a stereo meter; spreads do not change.
 * Shared by the synthesiser (to master) and the tests (to check decoded files).
 */
import { kWeightedSquares } from './kWeighting.ts';
import { log10 } from '../dsp/math.ts';

const MOMENTARY_SECONDS = 0.1;
const SHORT_TERM_SECONDS = 3;
const LONG_SOUND_SECONDS = 5;

/** The sliding window this measure uses for a sound of `seconds`. */
export function loudnessWindowSeconds(seconds: number): number {
  return Math.min(seconds, seconds > LONG_SOUND_SECONDS ? SHORT_TERM_SECONDS : MOMENTARY_SECONDS);
}

/** Largest mean of `values` over any `width` consecutive samples (prefix sums keep it one pass). */
function maxWindowMean(values: Float64Array, width: number): number {
  let sum = 0;
  for (let i = 0; i < width; i++) sum += values[i];
  let best = sum;
  for (let i = width; i < values.length; i++) {
    sum += values[i] - values[i - width];
    if (sum > best) best = sum;
  }
  return Math.max(0, best) / width;
}

/** Maximum momentary (or, over 5 s, short-term) loudness in LUFS; -Infinity for silence. */
export function maxLoudness(samples: ArrayLike<number>, sampleRate = 44100): number {
  if (samples.length === 0) return -Infinity;
  const weighted = kWeightedSquares(samples, sampleRate);
  const width = Math.max(1, Math.round(loudnessWindowSeconds(samples.length / sampleRate) * sampleRate));
  const meanSquare = maxWindowMean(weighted, width);
  return meanSquare > 0 ? -0.691 + 10 * log10(meanSquare) : -Infinity;
}
