import { SAMPLE_RATE, type Signal } from './buffer.ts';

/** Where a tilt turns: below it the lows move one way, above it the highs the other. */
const PIVOT_HZ = 1000;

/**
 * A spectral tilt of `db`: highs raised by db/2 and lows lowered by db/2 (negative darkens). The signal
 * is split by a one-pole lowpass at the pivot into a low part and the rest, which are weighted and summed:
 * a gentle first-order slope, like a hi-fi tilt control, so no band is singled out.
 */
export function tilt(signal: Signal, db: number): Signal {
  if (db === 0) return signal.slice();
  const lowGain = 10 ** (-db / 40);
  const highGain = 10 ** (db / 40);
  const coefficient = 1 - Math.exp((-2 * Math.PI * PIVOT_HZ) / SAMPLE_RATE);
  const out = new Float32Array(signal.length);
  let low = 0;
  for (let i = 0; i < signal.length; i++) {
    low += coefficient * (signal[i] - low);
    out[i] = low * lowGain + (signal[i] - low) * highGain;
  }
  return out;
}
