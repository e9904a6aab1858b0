import { SAMPLE_RATE, type Signal } from './buffer.ts';
import { cos, pow, sin } from './math.ts';

export type FilterType = 'lowpass' | 'highpass' | 'bandpass' | 'peaking' | 'notch';

/** A cutoff or centre frequency, fixed or varying with time in seconds. */
export type Cutoff = number | ((t: number) => number);

type Coefficients = { b0: number; b1: number; b2: number; a1: number; a2: number };

/** RBJ cookbook biquad coefficients (bandpass with 0 dB peak gain). */
function coefficients(type: FilterType, frequency: number, q: number, gainDb: number): Coefficients {
  const w0 = (2 * Math.PI * Math.min(frequency, SAMPLE_RATE * 0.49)) / SAMPLE_RATE;
  const cosW0 = cos(w0);
  const alpha = sin(w0) / (2 * q);
  const A = pow(10, gainDb / 40);
  // (Each coefficient on its own line, not [b0, b1, b2] = [...]: this runs every 32 samples of a sweep.)
  let b0: number, b1: number, b2: number;
  let a0 = 1 + alpha;
  let a2 = 1 - alpha;
  const a1 = -2 * cosW0;
  switch (type) {
    case 'lowpass':
      b0 = (1 - cosW0) / 2;
      b1 = 1 - cosW0;
      b2 = (1 - cosW0) / 2;
      break;
    case 'highpass':
      b0 = (1 + cosW0) / 2;
      b1 = -(1 + cosW0);
      b2 = (1 + cosW0) / 2;
      break;
    case 'bandpass':
      b0 = alpha;
      b1 = 0;
      b2 = -alpha;
      break;
    case 'notch':
      b0 = 1;
      b1 = -2 * cosW0;
      b2 = 1;
      break;
    case 'peaking':
      b0 = 1 + alpha * A;
      b1 = -2 * cosW0;
      b2 = 1 - alpha * A;
      a0 = 1 + alpha / A;
      a2 = 1 - alpha / A;
      break;
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

/**
 * Filters a signal into a new one with a biquad (Q default 0.707, gainDb for 'peaking').
 * A time-varying cutoff is re-evaluated every 32 samples, smooth enough for sweeps.
 */
export function biquad(signal: Signal, type: FilterType, cutoff: Cutoff, q = Math.SQRT1_2, gainDb = 0): Signal {
  const out = new Float32Array(signal.length);
  const cutoffAt = typeof cutoff === 'number' ? () => cutoff : cutoff;
  let { b0, b1, b2, a1, a2 } = coefficients(type, cutoffAt(0), q, gainDb);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  // The coefficients are locals, not fields read per sample: the loop runs fast even before the JIT warms up.
  for (let i = 0; i < signal.length; i++) {
    if (typeof cutoff !== 'number' && i % 32 === 0) ({ b0, b1, b2, a1, a2 } = coefficients(type, cutoffAt(i / SAMPLE_RATE), q, gainDb));
    const x = signal[i];
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1; x1 = x; y2 = y1; y1 = y;
    out[i] = y;
  }
  return out;
}

/** Band of noise or signal between `low` and `high` Hz (a 4th-order highpass then lowpass). */
export function band(signal: Signal, low: number, high: number): Signal {
  return biquad(biquad(biquad(biquad(signal, 'highpass', low), 'highpass', low), 'lowpass', high), 'lowpass', high);
}

/** A resonator: a narrow bandpass that rings at `frequency` when struck (higher q rings longer). */
export function resonate(signal: Signal, frequency: Cutoff, q: number): Signal {
  return biquad(signal, 'bandpass', frequency, q);
}
