// @vitest-environment node
/** The loudness measure against what BS.1770-4 and EBU R128 state, not against its own output. */
import { describe, expect, it } from 'vitest';
import { HIGH_PASS_48K, SHELF_48K, kWeightingGainDb, resample } from '../../../synth/encode/kWeighting.ts';
import { maxLoudness } from '../../../synth/encode/loudness.ts';

const sine = (hz: number, amplitude: number, seconds: number, rate = 44100) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate));

describe('K-weighting', () => {
  it('gives back the standard 48 kHz coefficients when re-derived at 48 kHz', () => {
    for (const filter of [SHELF_48K, HIGH_PASS_48K]) {
      const again = resample(filter, 48000);
      for (const key of ['b0', 'b1', 'b2', 'a1', 'a2'] as const) expect(again[key]).toBeCloseTo(filter[key], 12);
    }
  });

  it('weights frequencies at 44.1 kHz as the standard filters do at 48 kHz', () => {
    for (const hz of [30, 100, 500, 1000, 2000, 4000, 10000, 15000]) {
      expect(kWeightingGainDb(hz, 44100), `${hz} Hz`).toBeCloseTo(kWeightingGainDb(hz, 48000), 1);
    }
  });
});

describe('maxLoudness', () => {
  it('reads a 997 Hz sine peaking at -20 dBFS as -23.0 LUFS, at 44.1 and 48 kHz', () => {
    expect(maxLoudness(sine(997, 0.1, 1))).toBeCloseTo(-23.0, 1);
    expect(maxLoudness(sine(997, 0.1, 1, 48000), 48000)).toBeCloseTo(-23.0, 1);
  });

  it('hears a 100 Hz tone quieter than a 1 kHz tone of equal RMS, by what K-weighting says (about 1.8 dB)', () => {
    const difference = maxLoudness(sine(1000, 0.3, 1)) - maxLoudness(sine(100, 0.3, 1));
    const standard = kWeightingGainDb(1000, 48000) - kWeightingGainDb(100, 48000);
    expect(difference).toBeCloseTo(standard, 1);
    expect(difference).toBeGreaterThan(1.5);
    expect(difference).toBeLessThan(2.1);
  });

  it('hears a 20 ms burst as quieter than a long tone of the same level: 100 ms window', () => {
    const long = sine(1000, 0.3, 1);
    const burst = new Float32Array(44100);
    burst.set(sine(1000, 0.3, 0.02));
    expect(maxLoudness(long) - maxLoudness(burst)).toBeCloseTo(10 * Math.log10(0.1 / 0.02), 1);
  });

  it('averages a sound shorter than the window over the whole sound', () => {
    expect(maxLoudness(sine(1000, 0.3, 0.05))).toBeCloseTo(maxLoudness(sine(1000, 0.3, 1)), 1);
  });

  it('uses a 3 s window over sounds longer than 5 s (short-term loudness)', () => {
    const bed = new Float32Array(6 * 44100);
    bed.set(sine(1000, 0.3, 1), 44100);
    expect(maxLoudness(sine(1000, 0.3, 1)) - maxLoudness(bed)).toBeCloseTo(10 * Math.log10(3), 1);
  });

  it('reads silence as -Infinity', () => {
    expect(maxLoudness(new Float32Array(4410))).toBe(-Infinity);
  });
});
