import { SAMPLE_RATE, type Signal } from './buffer.ts';
import { biquad } from './filters.ts';

/** 4-point Catmull-Rom interpolation of `signal` at a fractional index; silence outside it. */
function cubicAt(signal: Signal, position: number): number {
  const i = Math.floor(position);
  const t = position - i;
  const y0 = signal[i - 1] ?? 0;
  const y1 = signal[i] ?? 0;
  const y2 = signal[i + 1] ?? 0;
  const y3 = signal[i + 2] ?? 0;
  return y1 + 0.5 * t * (y2 - y0 + t * (2 * y0 - 5 * y1 + 4 * y2 - y3 + t * (3 * (y1 - y2) + y3 - y0)));
}

/**
 * Plays `signal` `ratio` times as fast: every frequency times `ratio`, the length divided by it (a tape
 * sped up). Going up, what would land above Nyquist is filtered out first, or it would fold back down as
 * inharmonic whistles.
 */
export function resample(signal: Signal, ratio: number): Signal {
  if (ratio === 1) return signal.slice();
  const cutoff = (0.45 * SAMPLE_RATE) / ratio;
  const source = ratio > 1 ? biquad(biquad(signal, 'lowpass', cutoff), 'lowpass', cutoff) : signal;
  const out = new Float32Array(Math.floor(signal.length / ratio));
  for (let i = 0; i < out.length; i++) out[i] = cubicAt(source, i * ratio);
  return out;
}
