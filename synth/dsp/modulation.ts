import type { Rng } from './rng.ts';
import { cos } from './math.ts';

/** A control curve: a value (usually 0..1) as a function of time in seconds. */
export type Curve = (t: number) => number;

/** Wraps a time into [0, period). */
function wrap(t: number, period: number): number {
  return ((t % period) + period) % period;
}

/**
 * A smooth random wander in [0, 1] that repeats exactly every `loopSeconds`: about `rate` random knots
 * per second (rounded so a whole number fit the loop), joined by cosine interpolation. For swells,
 * burble and flutter in seamless loops.
 */
export function loopingWander(rng: Rng, loopSeconds: number, rate: number): Curve {
  const count = Math.max(2, Math.round(loopSeconds * rate));
  const knots = Array.from({ length: count }, () => rng());
  const spacing = loopSeconds / count;
  return (t) => {
    const x = wrap(t, loopSeconds) / spacing;
    const i = Math.floor(x);
    const a = knots[i % count];
    const b = knots[(i + 1) % count];
    return a + (b - a) * (0.5 - 0.5 * cos(Math.PI * (x - i)));
  };
}

/**
 * Raised-cosine swells (each `[centre s, width s, height]`) summed on a circle `loopSeconds` long, so a
 * swell near the end runs on into the start: gusts, waves.
 */
export function loopingSwells(loopSeconds: number, swells: [number, number, number][]): Curve {
  return (t) => {
    let sum = 0;
    for (let k = 0; k < swells.length; k++) {
      const swell = swells[k]; // [centre, width, height], indexed: this runs per sample
      let d = Math.abs(wrap(t - swell[0], loopSeconds));
      d = Math.min(d, loopSeconds - d);
      if (d < swell[1] / 2) sum += swell[2] * (0.5 + 0.5 * cos((2 * Math.PI * d) / swell[1]));
    }
    return sum;
  };
}

/** Samples a curve every `step` seconds over [0, seconds] and returns a fast linear interpolation of it. */
export function tabulate(curve: Curve, seconds: number, step = 0.005): Curve {
  const table = Float64Array.from({ length: Math.ceil(seconds / step) + 2 }, (_, i) => curve(i * step));
  return (t) => {
    const x = Math.min(Math.max(t / step, 0), table.length - 1.001);
    const i = Math.floor(x);
    return table[i] + (table[i + 1] - table[i]) * (x - i);
  };
}
