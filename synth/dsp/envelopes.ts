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

/**
 * Piecewise-linear envelope through [time, gain] points (in time order); held flat outside them. It is read
 * forwards in time, sample after sample, so each call goes on from the segment the last one ended in rather
 * than searching from the first (an earlier time searches afresh): the same segment, the same arithmetic.
 */
export function breakpoints(points: [number, number][]): (t: number) => number {
  let j = 1;
  return (t) => {
    if (t <= points[0][0]) return points[0][1];
    if (t <= points[j - 1][0]) j = 1;
    while (j < points.length && t > points[j][0]) j++;
    if (j === points.length) return points[j - 1][1];
    const from = points[j - 1]; // (indexed, not destructured: this runs per sample)
    const to = points[j];
    return from[1] + ((to[1] - from[1]) * (t - from[0])) / (to[0] - from[0]);
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
