import { SAMPLE_RATE, dbToGain, peak, type Signal, sampleCount } from '../dsp/buffer.ts';
import { biquad } from '../dsp/filters.ts';
import { activeRms } from './loudness.ts';

/** Highest sample level we allow out of mastering; MP3 overshoot stays well under -1 dBFS. */
export const CEILING_DB = -3;
const FADE_IN_SECONDS = 0.002;
const FADE_OUT_SECONDS = 0.005;

/** One-shots start on their first audible sample: leading near-silence (under -60 dB re peak) is cut. */
function trimLead(signal: Signal): Signal {
  const threshold = peak(signal) * 1e-3;
  const first = signal.findIndex((value) => Math.abs(value) > threshold);
  return first > 0 ? signal.subarray(first) : signal;
}

function fitLength(signal: Signal, seconds: number): Signal {
  const out = new Float32Array(sampleCount(seconds));
  out.set(signal.subarray(0, out.length));
  return out;
}

/**
 * Band-limits to 20 Hz-15 kHz. The highpass removes DC and sub-sonic drift everywhere (subtracting the
 * mean would leave a silent tail sitting at an offset). MP3 drops what lies above ~16 kHz anyway; cutting
 * it before loudness matching keeps the decoded level on target. A loop is filtered with its own end in
 * front, so the filters start already settled and the seam stays continuous.
 */
function bandLimit(signal: Signal, loop: boolean): Signal {
  const lead = loop ? Math.min(8192, signal.length) : 0;
  const input = new Float32Array(lead + signal.length);
  input.set(signal.subarray(signal.length - lead), 0);
  input.set(signal, lead);
  const filtered = biquad(biquad(biquad(input, 'highpass', 20), 'lowpass', 15000), 'lowpass', 15000);
  return filtered.subarray(lead);
}

/** Raised-cosine fades: no click at either end. */
function fade(signal: Signal): void {
  const fadeIn = Math.round(FADE_IN_SECONDS * SAMPLE_RATE);
  const fadeOut = Math.round(FADE_OUT_SECONDS * SAMPLE_RATE);
  for (let i = 0; i < fadeIn; i++) signal[i] *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeIn);
  for (let i = 0; i < fadeOut; i++) signal[signal.length - 1 - i] *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeOut);
}

/** Soft knee: samples above the knee are bent smoothly towards the ceiling, never past it. */
function softLimit(signal: Signal, ceiling: number): void {
  const knee = ceiling * 0.7;
  const room = ceiling - knee;
  for (let i = 0; i < signal.length; i++) {
    const magnitude = Math.abs(signal[i]);
    if (magnitude > knee) signal[i] = Math.sign(signal[i]) * (knee + room * Math.tanh((magnitude - knee) / room));
  }
}

/**
 * Turns a raw render into a catalogue sound: band-limited (no DC), lead trimmed (one-shots), exact length,
 * fades (one-shots), loudness matched to `targetDb` active RMS, peaks held under CEILING_DB.
 */
export function master(raw: Signal, options: { seconds: number; loop: boolean; targetDb: number }): Signal {
  const signal = bandLimit(fitLength(options.loop ? raw : trimLead(raw), options.seconds), options.loop);
  if (!options.loop) fade(signal);
  if (peak(signal) === 0) return signal;
  const ceiling = dbToGain(CEILING_DB);
  for (let pass = 0; pass < 4; pass++) {
    const gain = dbToGain(options.targetDb - activeRms(signal));
    for (let i = 0; i < signal.length; i++) signal[i] *= gain;
    if (peak(signal) <= ceiling) break;
    softLimit(signal, ceiling);
  }
  if (peak(signal) > ceiling) softLimit(signal, ceiling);
  return signal;
}
