import { log10, pow } from './math.ts';
export const SAMPLE_RATE = 44100;

/** A mono signal at SAMPLE_RATE. */
export type Signal = Float32Array;

/** Number of samples in `seconds`. */
export function sampleCount(seconds: number): number {
  return Math.round(seconds * SAMPLE_RATE);
}

/** A silent signal `seconds` long. */
export function silence(seconds: number): Signal {
  return new Float32Array(sampleCount(seconds));
}

/** Adds `source * gain` into `target` starting at `atSeconds`; whatever falls past the end is dropped. */
export function mixInto(target: Signal, source: Signal, atSeconds = 0, gain = 1): Signal {
  const offset = sampleCount(atSeconds);
  const end = Math.min(target.length, offset + source.length);
  for (let i = Math.max(0, offset); i < end; i++) target[i] += source[i - offset] * gain;
  return target;
}

/** Sums signals into a new one as long as `seconds`. */
export function mix(seconds: number, parts: { signal: Signal; at?: number; gain?: number }[]): Signal {
  const out = silence(seconds);
  for (const part of parts) mixInto(out, part.signal, part.at ?? 0, part.gain ?? 1);
  return out;
}

/** Multiplies a signal in place by a function of time in seconds. */
export function shape(signal: Signal, gainAt: (t: number) => number): Signal {
  for (let i = 0; i < signal.length; i++) signal[i] *= gainAt(i / SAMPLE_RATE);
  return signal;
}

/** Multiplies a signal in place by a constant. */
export function scale(signal: Signal, gain: number): Signal {
  for (let i = 0; i < signal.length; i++) signal[i] *= gain;
  return signal;
}

/** Largest absolute sample value. */
export function peak(signal: Signal): number {
  let max = 0;
  for (let i = 0; i < signal.length; i++) max = Math.max(max, Math.abs(signal[i]));
  return max;
}

/** Converts decibels to a linear gain. */
export function dbToGain(db: number): number {
  return pow(10, db / 20);
}

/** Converts a linear gain to decibels (-Infinity for 0). */
export function gainToDb(gain: number): number {
  return 20 * log10(gain);
}

/** Frequency in Hz of a note name such as 'A4', 'C#5' or 'Eb3' (A4 = 440 Hz), optionally detuned in cents. */
export function note(name: string, cents = 0): number {
  const match = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  if (!match) throw new Error(`Not a note name: ${name}`);
  const steps: Record<string, number> = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  const semitones = steps[match[1]] + accidental + (Number(match[3]) - 4) * 12;
  return 440 * pow(2, (semitones * 100 + cents) / 1200);
}
