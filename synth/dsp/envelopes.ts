import { SAMPLE_RATE, type Signal } from './buffer.ts';
import { cos, exp } from './math.ts';

/** Attack (linear, s), then exponential decay with time constant `decay` (s): struck and plucked sounds. */
export function percussive(attack: number, decay: number): (t: number) => number {
  return (t) => (t < attack ? t / attack : exp(-(t - attack) / decay));
}

/** Attack, hold at 1, then a linear release to 0 ending at `seconds`. */
export function attackHoldRelease(attack: number, release: number, seconds: number): (t: number) => number {
  return (t) => {
    if (t < attack) return t / attack;
    if (t > seconds - release) return Math.max(0, (seconds - t) / release);
    return 1;
  };
}

/** Piecewise-linear envelope through [time, gain] points; held flat outside them. */
export function breakpoints(points: [number, number][]): (t: number) => number {
  return (t) => {
    if (t <= points[0][0]) return points[0][1];
    for (let i = 1; i < points.length; i++) {
      const [t1, g1] = points[i];
      if (t <= t1) {
        const [t0, g0] = points[i - 1];
        return g0 + ((g1 - g0) * (t - t0)) / (t1 - t0);
      }
    }
    return points[points.length - 1][1];
  };
}

/** Applies an envelope in place. */
export function envelope(signal: Signal, gainAt: (t: number) => number): Signal {
  for (let i = 0; i < signal.length; i++) signal[i] *= gainAt(i / SAMPLE_RATE);
  return signal;
}

/** Amplitude modulation in place: 1 - depth/2 * (1 - cos), at `rate` Hz. */
export function tremolo(signal: Signal, rate: number, depth: number): Signal {
  for (let i = 0; i < signal.length; i++) {
    signal[i] *= 1 - (depth / 2) * (1 - cos((2 * Math.PI * rate * i) / SAMPLE_RATE));
  }
  return signal;
}
