import { SAMPLE_RATE, type Signal, sampleCount } from '../dsp/buffer.ts';
import { breakpoints, envelope } from '../dsp/envelopes.ts';
import { band, biquad, type Cutoff } from '../dsp/filters.ts';
import { whiteNoise } from '../dsp/noise.ts';
import { type Frequency, glide, partials, tone, type Waveform } from '../dsp/oscillators.ts';
import type { Rng } from '../dsp/rng.ts';
import { cos, exp, sin } from '../dsp/math.ts';

/** Shared shapes for the tonal and whooshing ui cues (recipes/uiTones.ts). */

/** Raised-cosine fade over the last `fraction` of a signal, so a ringing tail reaches true silence. */
export function fadeTail(signal: Signal, fraction: number): Signal {
  const length = Math.max(1, Math.round(signal.length * fraction));
  const start = signal.length - length;
  for (let i = start; i < signal.length; i++) signal[i] *= 0.5 + 0.5 * cos((Math.PI * (i - start)) / length);
  return signal;
}

export type NoteShape = {
  /** Linear attack, s. */
  attack: number;
  /** Time constant of the exponential decay after attack + hold, s. */
  decay: number;
  /** Total length, s; the last 30% fades to silence. */
  seconds: number;
  /** Flat hold after the attack, s. */
  hold?: number;
  waveform?: Waveform;
};

/** Attack, optional hold, exponential decay: the envelope of a soft struck or plucked tone. */
function noteEnvelope(shape: NoteShape): (t: number) => number {
  const { attack, decay, hold = 0 } = shape;
  return (t) => (t < attack ? t / attack : t < attack + hold ? 1 : exp(-(t - attack - hold) / decay));
}

/** A single oscillator note (fixed or gliding pitch) with a soft attack and an exponential decay to silence. */
export function pluck(frequency: Frequency, shape: NoteShape): Signal {
  const signal = tone({ frequency, seconds: shape.seconds, waveform: shape.waveform ?? 'sine' });
  return fadeTail(envelope(signal, noteEnvelope(shape)), 0.3);
}

/** A bell or mallet: sine partials [ratio, gain], upper ones dying faster, with a short attack and a faded tail. */
export function bell(frequency: number, shape: NoteShape, list: [number, number][]): Signal {
  const signal = partials(
    frequency,
    shape.seconds,
    list.map(([ratio, gain]) => ({ ratio, gain, decay: shape.decay / Math.sqrt(ratio) })),
  );
  const attack = sampleCount(shape.attack);
  for (let i = 0; i < attack; i++) signal[i] *= i / attack;
  return fadeTail(signal, 0.3);
}

/** A band-limited harmonic tone: `gains[k]` is the level of harmonic k + 1 (additive, so no aliasing). */
export function harmonics(frequency: number, seconds: number, gains: number[], vibrato = 0, rate = 0): Signal {
  const out = new Float32Array(sampleCount(seconds));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    // sin((k + 1) phase) by the Chebyshev recurrence: sin(k x) = 2 cos x sin((k - 1) x) - sin((k - 2) x).
    const twice = 2 * cos(phase);
    let value = 0;
    for (let k = 0, before = 0, last = sin(phase), next; k < gains.length; k++) {
      value += gains[k] * last;
      next = twice * last - before;
      before = last;
      last = next;
    }
    out[i] = value;
    phase += (2 * Math.PI * frequency * (1 + vibrato * sin(2 * Math.PI * rate * t))) / SAMPLE_RATE;
  }
  return out;
}

/** Noise band-passed around a moving centre (Q `q`), limited to [low, high] Hz, shaped by breakpoints. */
export function swish(
  rng: Rng,
  seconds: number,
  centre: Cutoff,
  q: number,
  level: [number, number][],
  limits: [number, number] = [20, 16000],
): Signal {
  const noise = band(whiteNoise(rng, seconds), limits[0], limits[1]);
  return envelope(biquad(noise, 'bandpass', centre, q), breakpoints(level));
}

/** A soft low thump: a sine gliding down from `from` to `to` Hz, 2 ms attack, exponential decay. */
export function thump(from: number, to: number, decay: number, seconds = decay * 7): Signal {
  return pluck(glide(from, to, seconds * 0.5), { attack: 0.002, decay, seconds });
}
