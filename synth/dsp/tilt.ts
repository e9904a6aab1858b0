import { SAMPLE_RATE, type Signal } from './buffer.ts';
import { exp, pow } from './math.ts';

/**
 * Where the tilt turns, two octaves apart: each stage is a gentle first-order shelf, and together they
 * make an even slope across the audible band. One pivot alone would leave a click (all its energy far
 * above the pivot) just louder, which mastering undoes, rather than brighter.
 */
const PIVOTS_HZ = [200, 800, 3200, 12800];

/** One stage: a one-pole lowpass splits the signal at `pivot`; lows and the rest are weighted and summed. */
function shelf(signal: Signal, pivot: number, db: number): Signal {
  const lowGain = pow(10, -db / 40);
  const highGain = pow(10, db / 40);
  const coefficient = 1 - exp((-2 * Math.PI * pivot) / SAMPLE_RATE);
  const out = new Float32Array(signal.length);
  let low = 0;
  for (let i = 0; i < signal.length; i++) {
    low += coefficient * (signal[i] - low);
    out[i] = low * lowGain + (signal[i] - low) * highGain;
  }
  return out;
}

/**
 * A spectral tilt of `db` from the lows to the highs (about db/8 per octave between 100 Hz and 16 kHz):
 * positive brightens, negative darkens, and no band is singled out.
 */
export function tilt(signal: Signal, db: number): Signal {
  if (db === 0) return signal.slice();
  return PIVOTS_HZ.reduce((out, pivot) => shelf(out, pivot, db / PIVOTS_HZ.length), signal);
}
