import { SAMPLE_RATE, type Signal } from '../dsp/buffer.ts';
import { exp } from '../dsp/math.ts';

/**
 * A look-ahead peak limiter: it turns the gain down smoothly just before a peak that would pass the ceiling
 * and lets it back up afterwards. It changes the level envelope, not the waveform, so a click's transient
 * keeps its shape (a waveshaper bends every peak and adds harmonics). The ramp is as long as the look-ahead.
 */
const LOOKAHEAD_SECONDS = 0.0015;
const RELEASE_SECONDS = 0.04;

/** Per sample, the gain that would bring it exactly to the ceiling (1 where it is already under). */
function neededGain(signal: Signal, ceiling: number): Float64Array {
  const gain = new Float64Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    const magnitude = Math.abs(signal[i]);
    gain[i] = magnitude > ceiling ? ceiling / magnitude : 1;
  }
  return gain;
}

/**
 * min(1, values[i .. i+width)) for each i: each peak's gain reaches back over the look-ahead. One pass from the
 * end with the window's candidates in a queue (each smaller than the one before it), not a scan per sample.
 */
function forwardMin(values: Float64Array, width: number): Float64Array {
  const out = new Float64Array(values.length);
  const queue = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  for (let i = values.length - 1; i >= 0; i--) {
    while (tail > head && values[queue[tail - 1]] >= values[i]) tail--;
    queue[tail++] = i;
    if (queue[head] >= i + width) head++;
    out[i] = Math.min(1, values[queue[head]]);
  }
  return out;
}

/**
 * The gain envelope: a moving average over the look-ahead of the forward minimum (so every sample's own need
 * is met: each averaged term already covers it), then a release that recovers no faster than a one-pole.
 */
function gainEnvelope(needed: Float64Array, width: number): Float64Array {
  const held = forwardMin(needed, width);
  const out = new Float64Array(needed.length);
  const release = 1 - exp(-1 / (RELEASE_SECONDS * SAMPLE_RATE));
  let sum = 0;
  let previous = 1;
  for (let i = 0; i < needed.length; i++) {
    sum += held[i] - (i >= width ? held[i - width] : 0);
    const attack = (sum + Math.max(0, width - 1 - i)) / width;
    previous = Math.min(attack, previous + (1 - previous) * release);
    out[i] = previous;
  }
  return out;
}

/**
 * Limits `signal` in place to `ceiling` (linear). `applied` (1 per sample to start) is multiplied by the gain
 * used, so repeated passes leave the whole reduction there.
 */
export function limitPeaks(signal: Signal, ceiling: number, applied: Float64Array): void {
  const needed = neededGain(signal, ceiling);
  let over = false;
  for (let i = 0; i < needed.length && !over; i++) over = needed[i] !== 1;
  if (!over) return;
  const envelope = gainEnvelope(needed, Math.max(1, Math.round(LOOKAHEAD_SECONDS * SAMPLE_RATE)));
  for (let i = 0; i < signal.length; i++) {
    signal[i] *= envelope[i];
    applied[i] *= envelope[i];
  }
}
