// @vitest-environment node
/** synth's additive oscillators, which sum sines by recurrences: the same sound as the formulas they stand for. */
import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../../../synth/dsp/buffer.ts';
import { partials } from '../../../synth/dsp/oscillators.ts';
import { harmonics } from '../../../synth/recipes/uiToneHelpers.ts';

/** The largest difference between a signal and the formula, sample by sample. */
const worstError = (signal: Float32Array, formula: (i: number) => number) => {
  let worst = 0;
  for (let i = 0; i < signal.length; i++) worst = Math.max(worst, Math.abs(signal[i] - formula(i)));
  return worst;
};

describe("synth's additive oscillators", () => {
  it('partials: each partial decays on its own, as gain e^(-t/decay) sin(2π f t), over a 2 s bell and up to 15 kHz', () => {
    const list = [
      { ratio: 1, gain: 1, decay: 0.8 },
      { ratio: 2.76, gain: 0.4, decay: 0.3 },
      { ratio: 29, gain: 0.1, decay: 2 }, // 14.5 kHz
      { ratio: 50, gain: 5, decay: 1 }, // above Nyquist: left out
    ];
    const bell = partials(500, 2, list);
    expect(bell.length).toBe(2 * SAMPLE_RATE);
    const formula = (i: number) =>
      list.slice(0, 3).reduce((sum, { ratio, gain, decay }) => sum + gain * Math.exp(-i / SAMPLE_RATE / decay) * Math.sin((2 * Math.PI * 500 * ratio * i) / SAMPLE_RATE), 0);
    expect(worstError(bell, formula)).toBeLessThan(1e-6); // float32's own rounding is 6e-8 of full scale
  });

  it('harmonics: harmonic k + 1 at gains[k], as the sum of sin((k + 1) 2π f t)', () => {
    const gains = [0.45, 1, 0.9, 0.8, 0.45, 0.35, 0.25, 0.16, 0.1];
    const tone = harmonics(196, 1, gains);
    const formula = (i: number) => gains.reduce((sum, gain, k) => sum + gain * Math.sin(((k + 1) * 2 * Math.PI * 196 * i) / SAMPLE_RATE), 0);
    expect(worstError(tone, formula)).toBeLessThan(1e-5); // the phase is summed sample by sample, as before
  });
});
