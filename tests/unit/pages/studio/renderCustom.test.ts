// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderSound } from '../../../../synth/render.ts';
import { soundSource } from '../../../../synth/source.ts';
import { renderCustom, renderRecipe } from '../../../../src/pages/studio/worker/renderCustom.ts';
import { DEFAULT_SHAPE, type StudioShape } from '../../../../src/pages/studio/studioSettings.ts';

/** The strongest frequency (Hz) of a stretch of signal, by a plain DFT scan: enough to follow a pitch. */
function dominantHz(signal: Float32Array, from: number, to: number, start: number, length: number): number {
  let best = { hz: from, power: -1 };
  for (let hz = from; hz <= to; hz += 2) {
    let re = 0;
    let im = 0;
    for (let i = 0; i < length; i++) {
      const phase = (2 * Math.PI * hz * i) / 44100;
      re += signal[start + i] * Math.cos(phase);
      im += signal[start + i] * Math.sin(phase);
    }
    if (re * re + im * im > best.power) best = { hz, power: re * re + im * im };
  }
  return best.hz;
}

/** When (s) the signal has given `share` of its energy: follows the envelope and timing, whatever the pitch. */
function energyTime(signal: Float32Array, share: number): number {
  const total = signal.reduce((sum, value) => sum + value * value, 0);
  let sum = 0;
  for (let i = 0; i < signal.length; i++) {
    sum += signal[i] * signal[i];
    if (sum >= share * total) return i / 44100;
  }
  return signal.length / 44100;
}

const studio = (key: string, shape: Partial<StudioShape> = {}) => {
  const source = soundSource(key);
  return renderCustom(source, renderRecipe(source, shape.seed ?? 0).raw, { ...DEFAULT_SHAPE, ...shape });
};

describe('the studio render', () => {
  it.each(['ui/copy', 'notification/success', 'game/coin', 'ambient/heartbeat', 'arcade/power_up', 'ambient/rain'])(
    'at the default settings is exactly the catalogue render of %s, sample for sample',
    async (key) => {
      const catalogue = (await renderSound(key)).signal;
      const custom = studio(key);
      expect(custom.length).toBe(catalogue.length);
      expect(custom.every((value, i) => value === catalogue[i])).toBe(true);
    },
    60_000,
  );

  it('changes the pitch without the length, and the length without the pitch', () => {
    const original = studio('notification/success');
    const up = studio('notification/success', { pitch: 12 });
    const long = studio('notification/success', { length: 2 });
    expect(up.length).toBe(original.length);
    expect(long.length).toBe(original.length * 2);
    const f0 = dominantHz(original, 200, 4000, 2000, 4096);
    expect(dominantHz(up, 200, 8000, 2000, 4096) / f0).toBeCloseTo(2, 1);
    expect(dominantHz(long, 200, 4000, 4000, 4096) / f0).toBeCloseTo(1, 1);
    // The files are cut to length by the master anyway: the envelope shows whether the sound itself kept it.
    const timing = energyTime(original, 0.9);
    expect(energyTime(up, 0.9) / timing).toBeCloseTo(1, 1);
    expect(energyTime(long, 0.9) / timing).toBeCloseTo(2, 1);
  });

  it('tilts the spectrum with Brightness: brighter has more energy in the highs, darker less', () => {
    // Energy of the first difference over energy: a plain measure of how much of a signal is treble.
    const treble = (signal: Float32Array) =>
      signal.slice(1).reduce((sum, value, i) => sum + (value - signal[i]) ** 2, 0) / signal.reduce((sum, value) => sum + value * value, 0);
    const neutral = treble(studio('game/coin'));
    expect(treble(studio('game/coin', { bright: 24 }))).toBeGreaterThan(neutral * 1.25);
    expect(treble(studio('game/coin', { bright: -24 }))).toBeLessThan(neutral / 1.15);
  });

  it('gives the same samples for the same settings, and a new seed a different variation', () => {
    const shape = { pitch: 3, length: 1.2, bright: 4, seed: 7 };
    expect(studio('ui/copy', shape)).toEqual(studio('ui/copy', shape));
    expect(studio('ui/copy', { seed: 8 })).not.toEqual(studio('ui/copy'));
    expect(renderRecipe(soundSource('ui/copy'), 0).usesRandomness).toBe(true);
    expect(renderRecipe(soundSource('notification/success'), 0).usesRandomness).toBe(false);
  });

  it('keeps a reshaped ambient bed a loop of the stretched length that joins without a jump', () => {
    const bed = studio('ambient/heartbeat', { length: 1.5, pitch: -2 });
    expect(bed.length).toBe(Math.round(22 * 1.5 * 44100));
    const steps = bed.slice(1).map((value, i) => Math.abs(value - bed[i]));
    const largestStep = steps.reduce((a, b) => Math.max(a, b), 0);
    expect(Math.abs(bed[0] - bed[bed.length - 1])).toBeLessThanOrEqual(largestStep);
  }, 60_000);
});
