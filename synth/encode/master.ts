import { SAMPLE_RATE, dbToGain, peak, type Signal, sampleCount } from '../dsp/buffer.ts';
import { biquad } from '../dsp/filters.ts';
import { limitPeaks } from './limiter.ts';
import { maxLoudness } from './loudness.ts';
import { cos, log10 } from '../dsp/math.ts';

/** Highest sample level we allow out of mastering; MP3 overshoot stays well under -1 dBFS. */
export const CEILING_DB = -3;
/** The most gain reduction the limiter may apply to a sound, in dB: beyond it transients audibly flatten. */
export const MAX_LIMIT_DB = 3;
const FADE_IN_SECONDS = 0.002;
const FADE_OUT_SECONDS = 0.005;

/** One-shots start on their first audible sample: leading near-silence (under -60 dB re peak) is cut. */
function trimLead(signal: Signal): Signal {
  const threshold = peak(signal) * 1e-3;
  let first = 0;
  while (first < signal.length && !(Math.abs(signal[first]) > threshold)) first++;
  return first > 0 && first < signal.length ? signal.subarray(first) : signal;
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
  return bandLimitAfter(loop ? loopLead(signal) : signal.subarray(0, 0), signal);
}

/** How much of a loop's end is filtered in front of it (bandLimit): its last 8192 samples, 0.19 s. */
export const LOOP_LEAD = 8192;

/** The end of a loop that mastering filters in front of it: its last LOOP_LEAD samples (all of a shorter one). */
export function loopLead(loop: Signal): Signal {
  return loop.subarray(Math.max(0, loop.length - LOOP_LEAD));
}

/** `signal` band-limited with `lead` filtered in front of it (and dropped). */
function bandLimitAfter(lead: Signal, signal: Signal): Signal {
  const input = new Float32Array(lead.length + signal.length);
  input.set(lead);
  input.set(signal, lead.length);
  return biquad(biquad(biquad(input, 'highpass', 20), 'lowpass', 15000), 'lowpass', 15000).subarray(lead.length);
}

/**
 * The start of a mastered loop, from the loop's last LOOP_LEAD samples and its start, at the gain its whole
 * was mastered with (which only the whole tells: synth/loopGains.ts keeps the catalogue's). Sample for sample
 * the mastered loop's start, since a loop is band-limited with its end in front and, when the limiter left it
 * alone, scaled by that one gain.
 */
export function masterLoopStart(lead: Signal, start: Signal, gain: number): Signal {
  const signal = bandLimitAfter(lead, start);
  for (let i = 0; i < signal.length; i++) signal[i] *= gain;
  return signal;
}

/** Raised-cosine fades: no click at either end. */
function fade(signal: Signal): void {
  const fadeIn = Math.round(FADE_IN_SECONDS * SAMPLE_RATE);
  const fadeOut = Math.round(FADE_OUT_SECONDS * SAMPLE_RATE);
  for (let i = 0; i < fadeIn; i++) signal[i] *= 0.5 - 0.5 * cos((Math.PI * i) / fadeIn);
  for (let i = 0; i < fadeOut; i++) signal[signal.length - 1 - i] *= 0.5 - 0.5 * cos((Math.PI * i) / fadeOut);
}

/**
 * Turns a raw render into a catalogue sound: band-limited (no DC), lead trimmed (one-shots), exact length,
 * fades (one-shots), matched to `targetDb` maximum momentary loudness (see loudness.ts), peaks held under
 * CEILING_DB by a look-ahead limiter. Limiting a click lowers its loudness a little, so gain and limiter take
 * turns until both hold. `limitedDb` is the deepest gain reduction the limiter applied.
 */
export function masterSound(raw: Signal, options: MasterOptions): { signal: Signal; limitedDb: number; gain?: number } {
  const signal = bandLimit(fitLength(options.loop ? raw : trimLead(raw), options.seconds), options.loop);
  if (!options.loop) fade(signal);
  if (peak(signal) === 0) return { signal, limitedDb: 0 };
  const ceiling = dbToGain(options.ceilingDb ?? CEILING_DB);
  const applied = new Float64Array(signal.length).fill(1);
  const gains: number[] = [];
  for (let pass = 0; pass < 8; pass++) {
    const gain = cappedGain(signal, options.targetDb, ceiling, applied);
    gains.push(gain);
    for (let i = 0; i < signal.length; i++) signal[i] *= gain;
    if (peak(signal) <= ceiling * 1.0001) break;
    limitPeaks(signal, ceiling, applied);
  }
  // The last pass may have ended on a gain step; the ceiling is the promise, loudness the aim.
  if (peak(signal) > ceiling) limitPeaks(signal, ceiling, applied);
  const limitedDb = -20 * log10(lowest(applied));
  // `gain`: the one gain that made the sound, when the limiter did not touch it (see masterLoopStart).
  return { signal, limitedDb, gain: gains.length === 1 && limitedDb === 0 ? gains[0] : undefined };
}

/** The deepest gain the limiter applied anywhere (1: none). (Loops, not reduce with a callback: mastering runs cold on a device.) */
function lowest(applied: Float64Array): number {
  let low = 1;
  for (let i = 0; i < applied.length; i++) low = Math.min(low, applied[i]);
  return low;
}

/**
 * The gain towards the target, held back where reaching it would take the limiter deeper than MAX_LIMIT_DB
 * in all: a click whose loudness lives in its transient would otherwise be flattened to a thud. Such a sound
 * lands under its target, which tells us its category's target is too high.
 */
function cappedGain(signal: Signal, targetDb: number, ceiling: number, applied: Float64Array): number {
  const wanted = dbToGain(targetDb - maxLoudness(signal));
  const deepest = lowest(applied);
  // After gain g the limiter must take the peak down by ceiling / (g * peak), on top of what it already did.
  const allowed = ((ceiling / peak(signal)) * deepest) / dbToGain(-MAX_LIMIT_DB);
  return Math.min(wanted, allowed);
}

export type MasterOptions = { seconds: number; loop: boolean; targetDb: number; ceilingDb?: number };

/** The mastered signal alone (see masterSound). */
export function master(raw: Signal, options: MasterOptions): Signal {
  return masterSound(raw, options).signal;
}
