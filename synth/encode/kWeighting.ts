import { cos, hypot, log10, sin } from '../dsp/math.ts';
/**
 * ITU-R BS.1770-4 K-weighting: a high shelf (+4 dB above ~1.5 kHz, the head's acoustic effect) followed by
 * the RLB high-pass (~38 Hz). The standard gives both only as 48 kHz coefficients. Our files are 44.1 kHz, so
 * each biquad is taken back to its analog prototype with the inverse bilinear transform at 48 kHz and brought
 * forward with the bilinear transform at the wanted rate. At 48 kHz this gives the standard's numbers exactly;
 * at 44.1 kHz the response differs from the 48 kHz one only by the transform's warping near Nyquist.
 */
export type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

const STANDARD_RATE = 48000;

/** BS.1770-4 table 1 (pre-filter, the shelf) at 48 kHz. */
export const SHELF_48K: Biquad = {
  b0: 1.53512485958697, b1: -2.69169618940638, b2: 1.19839281085285, a1: -1.69065929318241, a2: 0.73248077421585,
};
/** BS.1770-4 table 2 (RLB weighting, the high-pass) at 48 kHz. */
export const HIGH_PASS_48K: Biquad = { b0: 1, b1: -2, b2: 1, a1: -1.99004745483398, a2: 0.99007225036621 };

/** Coefficients of c0 + c1 u + c2 u^2, where u = s / (2 fs), for the z-polynomial p0 + p1 z^-1 + p2 z^-2. */
function toAnalog(p0: number, p1: number, p2: number): [number, number, number] {
  // z^-1 = (1 - u) / (1 + u); multiplying through by (1 + u)^2 clears the fractions.
  return [p0 + p1 + p2, 2 * (p0 - p2), p0 - p1 + p2];
}

/** The z-polynomial of c0 + c1 u + c2 u^2 where u = r (1 - z^-1) / (1 + z^-1), times (1 + z^-1)^2. */
function toDigital([c0, c1, c2]: [number, number, number], r: number): [number, number, number] {
  return [c0 + c1 * r + c2 * r * r, 2 * (c0 - c2 * r * r), c0 - c1 * r + c2 * r * r];
}

/** The 48 kHz biquad `filter` re-derived for `sampleRate` through its analog prototype. */
export function resample(filter: Biquad, sampleRate: number): Biquad {
  // u = s / (2 * 48000) before, s = 2 * sampleRate * (1 - z^-1) / (1 + z^-1) after: u scales by this ratio.
  const r = sampleRate / STANDARD_RATE;
  const [n0, n1, n2] = toDigital(toAnalog(filter.b0, filter.b1, filter.b2), r);
  const [d0, d1, d2] = toDigital(toAnalog(1, filter.a1, filter.a2), r);
  return { b0: n0 / d0, b1: n1 / d0, b2: n2 / d0, a1: d1 / d0, a2: d2 / d0 };
}

/**
 * The K-weighted signal at `sampleRate`, each sample squared (what loudness averages): the shelf, then the
 * high-pass, in one pass (direct form I, in double precision: the high-pass pole sits very near 1).
 */
export function kWeightedSquares(samples: ArrayLike<number>, sampleRate: number): Float64Array {
  const shelf = resample(SHELF_48K, sampleRate);
  const high = resample(HIGH_PASS_48K, sampleRate);
  const out = new Float64Array(samples.length);
  // The high-pass's input history is the shelf's output history (y1, y2).
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0, z1 = 0, z2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i];
    const y = shelf.b0 * x + shelf.b1 * x1 + shelf.b2 * x2 - shelf.a1 * y1 - shelf.a2 * y2;
    const z = high.b0 * y + high.b1 * y1 + high.b2 * y2 - high.a1 * z1 - high.a2 * z2;
    x2 = x1; x1 = x; y2 = y1; y1 = y; z2 = z1; z1 = z;
    out[i] = z * z;
  }
  return out;
}

/** Magnitude of the K-weighting at `hz`, in dB: what the filters do to a steady sine of that frequency. */
export function kWeightingGainDb(hz: number, sampleRate: number): number {
  const w = (2 * Math.PI * hz) / sampleRate;
  let db = 0;
  for (const c of [resample(SHELF_48K, sampleRate), resample(HIGH_PASS_48K, sampleRate)]) {
    const num = hypot(c.b0 + c.b1 * cos(w) + c.b2 * cos(2 * w), c.b1 * sin(w) + c.b2 * sin(2 * w));
    const den = hypot(1 + c.a1 * cos(w) + c.a2 * cos(2 * w), c.a1 * sin(w) + c.a2 * sin(2 * w));
    db += 20 * log10(num / den);
  }
  return db;
}
