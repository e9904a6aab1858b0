import type { Signal } from './buffer.ts';
import { cos } from './math.ts';

/** 23 ms frames overlapping by half: long enough for a 100 Hz tone's period to fit in twice. */
const FRAME = 1024;
const HOP = FRAME / 2;
/** How far (samples) a frame may move from its nominal place to line up with the one before it. */
const TOLERANCE = 160;
/** The coarse search runs on a copy with one sample in DECIMATE: a 22 s bed stretches in about 0.1 s. */
const DECIMATE = 4;
/** Periodic Hann: at half overlap the windows sum to exactly 1, so a steady signal keeps its level. */
const WINDOW = Float32Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * cos((2 * Math.PI * i) / FRAME));

/** Cross-correlation over `length` samples from `a` and from `b`, every `step`th sample. */
function correlation(signal: Signal, a: number, b: number, length: number, step: number): number {
  const end = Math.min(length, signal.length - Math.max(a, b));
  let sum = 0;
  for (let j = 0; j < end; j += step) sum += signal[a + j] * signal[b + j];
  return sum;
}

/** Sums of DECIMATE samples: a crude lowpass, enough to find where waveforms line up. */
function decimate(signal: Signal): Signal {
  const out = new Float32Array(Math.ceil(signal.length / DECIMATE));
  for (let i = 0; i < signal.length; i++) out[Math.floor(i / DECIMATE)] += signal[i];
  return out;
}

type Search = { signal: Signal; coarse: Signal };

/** The best of the starts from..to (every `step`th) to overlap the waveform the last frame left at `natural`. */
function bestOf(signal: Signal, natural: number, range: [number, number, number], length: number, sampleStep: number): number {
  let [best, bestScore] = [Math.max(0, range[0]), -Infinity];
  for (let start = Math.max(0, range[0]); start <= range[1]; start += range[2]) {
    const score = correlation(signal, natural, start, length, sampleStep);
    if (score > bestScore) [bestScore, best] = [score, start];
  }
  return best;
}

/**
 * The start near `nominal` whose first half (the part the previous frame overlaps) best matches the
 * waveform that frame would have gone on with: found on the decimated copy, then refined at full rate.
 */
function bestStart({ signal, coarse }: Search, natural: number, nominal: number): number {
  const reach = TOLERANCE / DECIMATE;
  const centre = Math.round(nominal / DECIMATE);
  const rough = bestOf(coarse, Math.round(natural / DECIMATE), [centre - reach, centre + reach, 1], HOP / DECIMATE, 1);
  return bestOf(signal, natural, [rough * DECIMATE - DECIMATE + 1, rough * DECIMATE + DECIMATE - 1, 1], HOP, 2);
}

/**
 * Changes a signal's length by `factor` without changing its pitch (WSOLA: overlap-added frames read
 * `1 / factor` as fast as they are written, each moved by up to TOLERANCE samples to where its waveform
 * lines up with the one before it, so tones stay continuous). Envelopes and timing stretch; frequencies stay.
 * The first frame is written flat from its start, so an attack is not faded in.
 */
export function stretch(signal: Signal, factor: number, length = Math.round(signal.length * factor)): Signal {
  if (factor === 1 && length === signal.length) return signal.slice();
  const search: Search = { signal, coarse: decimate(signal) };
  const out = new Float32Array(length + FRAME);
  const analysisHop = HOP / factor;
  let previous = 0;
  for (let k = 0; k * HOP < length; k++) {
    const start = k === 0 ? 0 : bestStart(search, previous + HOP, Math.round(k * analysisHop));
    const count = Math.min(FRAME, signal.length - start);
    for (let j = 0; j < count; j++) out[k * HOP + j] += signal[start + j] * (k === 0 && j < HOP ? 1 : WINDOW[j]);
    previous = start;
  }
  return out.slice(0, length);
}
