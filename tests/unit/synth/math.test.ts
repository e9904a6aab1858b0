// @vitest-environment node
/** synth's own sin, cos, exp, log, pow: within a few units in the last place of the engine's, over the ranges recipes use. */
import { describe, expect, it } from 'vitest';
import { cos, exp, hypot, log, log10, pow, sin } from '../../../synth/dsp/math.ts';

/** Units in the last place between a and b, at b's scale. */
const ulps = (a: number, b: number) => (a === b ? 0 : Math.abs(a - b) / (Number.EPSILON * Math.max(Math.abs(b), Number.MIN_VALUE)));

/** A spread of inputs from a fixed generator, so a failure repeats. */
function inputs(count: number, from: number, to: number): number[] {
  let state = 7;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return from + (state / 2147483648) * (to - from);
  });
}

const worst = (xs: number[], ours: (x: number) => number, engine: (x: number) => number) => Math.max(...xs.map((x) => ulps(ours(x), engine(x))));

describe("synth's math", () => {
  it('sin and cos: within 2 ulp where the value is not near zero, also for the phases of a 22 s bed at 15 kHz', () => {
    for (const xs of [inputs(20_000, -10, 10), inputs(20_000, 0, 2 * Math.PI * 15_000 * 23)]) {
      const away = (f: (x: number) => number) => xs.filter((x) => Math.abs(f(x)) > 1e-3);
      expect(worst(away(Math.sin), sin, Math.sin)).toBeLessThanOrEqual(2);
      expect(worst(away(Math.cos), cos, Math.cos)).toBeLessThanOrEqual(2);
      for (const x of xs) expect(Math.abs(sin(x) - Math.sin(x))).toBeLessThan(1e-15 * Math.max(1, Math.abs(x) / 1e4));
    }
    expect([sin(0), cos(0), sin(-0)]).toEqual([0, 1, -0]);
    expect([sin(Infinity), cos(NaN)]).toEqual([NaN, NaN]);
  });

  it('exp and log: within 2 ulp, and exact at their edges', () => {
    expect(worst(inputs(20_000, -700, 700), exp, Math.exp)).toBeLessThanOrEqual(2);
    expect(worst(inputs(20_000, 1e-300, 10), log, Math.log)).toBeLessThanOrEqual(2);
    expect(worst(inputs(20_000, 0.5, 2).filter((x) => Math.abs(x - 1) > 1e-3), log, Math.log)).toBeLessThanOrEqual(2);
    expect(worst([5e-324, 1e-310, 2.2e-308], log, Math.log)).toBeLessThanOrEqual(2); // subnormals
    expect([exp(0), exp(800), exp(-800), log(1), log(0), log(-1), log(Infinity)]).toEqual([1, Infinity, 0, 0, -Infinity, NaN, Infinity]);
    expect(worst(inputs(2_000, 1e-9, 1e9), log10, Math.log10)).toBeLessThanOrEqual(4);
  });

  it('pow: 10^(dB/20), 2^(cents/1200) and fractional powers within 16 ulp (e^(y log x)); integer powers by multiplying, sign kept', () => {
    expect(worst(inputs(5_000, -120, 40), (db) => pow(10, db / 20), (db) => 10 ** (db / 20))).toBeLessThanOrEqual(16);
    expect(worst(inputs(5_000, -4800, 4800), (cents) => pow(2, cents / 1200), (cents) => 2 ** (cents / 1200))).toBeLessThanOrEqual(16);
    expect(worst(inputs(5_000, 0, 1), (x) => pow(x, 1.2), (x) => x ** 1.2)).toBeLessThanOrEqual(4);
    expect([pow(-0.5, 2), pow(-2, 3), pow(3, -2), pow(0, 4), pow(0, 1.5), pow(7, 0), pow(-1, 0.5)]).toEqual([0.25, -8, 1 / 9, 0, 0, 1, NaN]);
    expect(hypot(3, 4)).toBe(5);
  });
});
