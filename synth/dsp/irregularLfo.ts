import { SAMPLE_RATE, sampleCount } from './buffer.ts';
import { type Rng, between } from './rng.ts';
import { sin } from './math.ts';

/**
 * A wobbling low-frequency oscillator whose every cycle has its own random rate (between `minRate` and
 * `maxRate` Hz) and depth (between `minDepth` and 1): for warbles, throbs and uneven pulsing.
 * Returns a function of time in seconds giving a value in [-1, 1] (0 past `seconds`).
 */
export function irregularLfo(
  rng: Rng,
  seconds: number,
  minRate: number,
  maxRate: number,
  minDepth = 1,
): (t: number) => number {
  const values = new Float32Array(sampleCount(seconds));
  let phase = 0;
  let rate = between(rng, minRate, maxRate);
  let depth = between(rng, minDepth, 1);
  for (let i = 0; i < values.length; i++) {
    values[i] = depth * sin(2 * Math.PI * phase);
    phase += rate / SAMPLE_RATE;
    if (phase >= 1) {
      phase -= 1;
      rate = between(rng, minRate, maxRate);
      depth = between(rng, minDepth, 1);
    }
  }
  return (t) => values[Math.floor(t * SAMPLE_RATE)] ?? 0;
}
