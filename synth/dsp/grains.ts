import { SAMPLE_RATE, type Signal } from './buffer.ts';
import type { Rng } from './rng.ts';
import { exp, pow, sin } from './math.ts';

/**
 * Grains written straight into a target signal, with no buffer per grain: thousands of drops, bubbles
 * or crackles cost only their own samples. Whatever falls past the end of the target is dropped.
 */

export type PingOptions = {
  /** Start, in seconds. */
  at: number;
  /** Starting frequency in Hz. */
  frequency: number;
  /** Exponential decay time constant in seconds. */
  decay: number;
  gain: number;
  /** Frequency ratio reached after one decay time constant (1 = steady; >1 rises like a bubble). */
  chirp?: number;
};

/** Adds a decaying (optionally chirping) sine grain: a drop, a bubble, a ping. Lasts ~7 time constants. */
export function addPing(target: Signal, options: PingOptions): void {
  const { at, frequency, decay, gain, chirp = 1 } = options;
  const start = Math.round(at * SAMPLE_RATE);
  const length = Math.min(target.length - start, Math.ceil(decay * 7 * SAMPLE_RATE));
  const fall = exp(-1 / (decay * SAMPLE_RATE));
  const rise = pow(chirp, 1 / (decay * SAMPLE_RATE));
  let step = (2 * Math.PI * frequency) / SAMPLE_RATE;
  let phase = 0;
  let level = gain;
  for (let i = Math.max(0, -start); i < length; i++) {
    target[start + i] += level * sin(phase);
    phase += step;
    step = Math.min(step * rise, Math.PI * 0.9);
    level *= fall;
  }
}

/** Adds a burst of white noise with an instant attack and exponential decay: a click, crackle or tick. */
export function addBurst(target: Signal, rng: Rng, options: { at: number; decay: number; gain: number }): void {
  const { at, decay, gain } = options;
  const start = Math.round(at * SAMPLE_RATE);
  const length = Math.min(target.length - start, Math.ceil(decay * 7 * SAMPLE_RATE));
  const fall = exp(-1 / (decay * SAMPLE_RATE));
  let level = gain;
  for (let i = Math.max(0, -start); i < length; i++) {
    target[start + i] += level * (rng() * 2 - 1);
    level *= fall;
  }
}
