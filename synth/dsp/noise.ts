import { type Signal, sampleCount } from './buffer.ts';
import type { Rng } from './rng.ts';

/** Uniform white noise in [-1, 1). */
export function whiteNoise(rng: Rng, seconds: number): Signal {
  const out = new Float32Array(sampleCount(seconds));
  for (let i = 0; i < out.length; i++) out[i] = rng() * 2 - 1;
  return out;
}

/** Pink (1/f) noise by Paul Kellet's economical filter, scaled to roughly unit peak. */
export function pinkNoise(rng: Rng, seconds: number): Signal {
  const out = new Float32Array(sampleCount(seconds));
  let b0 = 0, b1 = 0, b2 = 0;
  for (let i = 0; i < out.length; i++) {
    const white = rng() * 2 - 1;
    b0 = 0.99765 * b0 + white * 0.099046;
    b1 = 0.963 * b1 + white * 0.2965164;
    b2 = 0.57 * b2 + white * 1.0526913;
    out[i] = (b0 + b1 + b2 + white * 0.1848) * 0.25;
  }
  return out;
}

/** Brown (1/f^2) noise, leaky-integrated so it does not drift. */
export function brownNoise(rng: Rng, seconds: number): Signal {
  const out = new Float32Array(sampleCount(seconds));
  let last = 0;
  for (let i = 0; i < out.length; i++) {
    last = (last + 0.02 * (rng() * 2 - 1)) * 0.998;
    out[i] = last * 3.5;
  }
  return out;
}
