/**
 * The few transcendental functions synth needs, from +, -, *, / and sqrt alone. Those five are rounded
 * exactly by IEEE 754 in every JavaScript engine; Math.sin, Math.exp, `**` and the rest are not: Node 20
 * and Chromium 156 disagree in the last bit of Math.sin for about 3 inputs in 100, and of Math.exp and
 * `**` for about 1 in 10. A recipe that feeds such a bit through a resonance (ui/success_chime) then ends
 * in other samples. With these, a sound is the same samples wherever it is rendered: at build time in
 * Node, in the Sound Studio's worker, or by react-sfx/synth in any browser. Accurate to a few units in the
 * last place, far below anything audible.
 */

// π/2 in three parts; the first two have 33 significant bits, so k times them is exact for |k| < 2^20.
const HALF_PI_1 = 1.5707963267341256;
const HALF_PI_2 = 6.077100506303966e-11;
const HALF_PI_3 = 2.0222662487959506e-21;
const TWO_OVER_PI = 0.6366197723675814;
// ln 2 in two parts, the first with 33 significant bits.
const LN2_1 = 0.6931471803691238;
const LN2_2 = 1.9082149292705877e-10;

/** 1 / n! for n up to 18: the Taylor coefficients of sin, cos and exp. */
const F = new Float64Array(19).map((_, n, f) => (f[n] = n ? f[n - 1] / n : 1));

/**
 * sin r and cos r for |r| ≤ π/4: their series to the 17th and 18th power, by Horner's rule from the highest
 * term. Written out rather than looped: the same operations in the same order, so the same bits, and about
 * twice as fast before the JIT has warmed up, when a sound's first render spends much of its time here.
 */
const sinNear = (r: number, s = r * r) => r * (F[1] - s * (F[3] - s * (F[5] - s * (F[7] - s * (F[9] - s * (F[11] - s * (F[13] - s * (F[15] - s * F[17]))))))));
const cosNear = (r: number, s = r * r) => F[0] - s * (F[2] - s * (F[4] - s * (F[6] - s * (F[8] - s * (F[10] - s * (F[12] - s * (F[14] - s * (F[16] - s * F[18]))))))));

/** x - k π/2 for k = round(x 2/π): |r| ≤ π/4 (a little more past 2^20 π/2, where it stays exact to the bit). */
const reduced = (x: number, k: number) => x - k * HALF_PI_1 - k * HALF_PI_2 - k * HALF_PI_3;

export function sin(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  if (x === 0) return x; // -0 stays -0
  const k = Math.round(x * TWO_OVER_PI);
  const r = reduced(x, k);
  const q = k & 3; // k mod 4, negative k too (k is an integer far below 2^53)
  return q === 0 ? sinNear(r) : q === 1 ? cosNear(r) : q === 2 ? -sinNear(r) : -cosNear(r);
}

export function cos(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  const k = Math.round(x * TWO_OVER_PI);
  const r = reduced(x, k);
  const q = k & 3;
  return q === 0 ? cosNear(r) : q === 1 ? -sinNear(r) : q === 2 ? -cosNear(r) : sinNear(r);
}

/** 2^k for k from -1074 to 1023, exactly (every power of two in range is a float). */
const POWERS_OF_TWO = new Float64Array(2098);
for (let k = 0, up = 1, down = 1; k <= 1074; k++, up *= 2, down /= 2) {
  if (k <= 1023) POWERS_OF_TWO[1074 + k] = up;
  POWERS_OF_TWO[1074 - k] = down;
}
const twoTo = (k: number) => POWERS_OF_TWO[1074 + k];

export function exp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709.8) return Infinity;
  if (x < -745.2) return 0;
  const k = Math.round(x / Math.LN2);
  const r = x - k * LN2_1 - k * LN2_2; // |r| ≤ ln 2 / 2
  let sum = 0;
  for (let n = 18; n >= 0; n--) sum = F[n] + r * sum;
  const half = k >> 1; // 2^k in two steps: 2^1024 is not a float, e^709 is
  return sum * twoTo(half) * twoTo(k - half);
}

const view = new DataView(new ArrayBuffer(8));

export function log(x: number): number {
  if (Number.isNaN(x) || x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return Infinity;
  let shift = 0;
  if (x < 2.2250738585072014e-308) {
    x *= 18014398509481984; // 2^54: a subnormal made normal
    shift = -54;
  }
  view.setFloat64(0, x);
  const high = view.getUint32(0);
  let exponent = (high >>> 20) - 1023 + shift;
  view.setUint32(0, (high & 0x000fffff) | 0x3ff00000); // the mantissa, in [1, 2)
  let m = view.getFloat64(0);
  if (m > Math.SQRT2) {
    m /= 2;
    exponent += 1;
  }
  // log m = 2 atanh s, s = (m - 1) / (m + 1), |s| ≤ 0.172: 2 (s + s³/3 + … + s²¹/21).
  const s = (m - 1) / (m + 1);
  const square = s * s;
  let sum = 0;
  for (let n = 21; n >= 1; n -= 2) sum = 1 / n + square * sum;
  return exponent * LN2_1 + (exponent * LN2_2 + 2 * s * sum);
}

export const log10 = (x: number): number => log(x) / Math.LN10;

/**
 * x^y; an integer y up to 64 by multiplying, so a negative x keeps its sign and x² is x·x. Otherwise
 * e^(y log x): its relative error grows with |y log x|, to about 1e-15 for 10^(-120/20), still a
 * millionth of what a 24-bit sample can tell.
 */
export function pow(x: number, y: number): number {
  if (y === 0 || x === 1) return 1;
  if (Number.isInteger(y) && Math.abs(y) <= 64) {
    let result = 1;
    let base = y < 0 ? 1 / x : x;
    for (let n = Math.abs(y); n > 0; n >>= 1) {
      if (n & 1) result *= base;
      base *= base;
    }
    return result;
  }
  if (x === 0) return y > 0 ? 0 : Infinity;
  if (x < 0) return NaN;
  return exp(y * log(x));
}

export const hypot = (a: number, b: number): number => Math.sqrt(a * a + b * b);
