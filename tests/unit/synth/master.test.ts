// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CEILING_DB, MAX_LIMIT_DB, master, masterSound } from '../../../synth/encode/master.ts';
import { maxLoudness } from '../../../synth/encode/loudness.ts';

const RATE = 44100;
const sine = (seconds: number, amplitude = 1, hz = 1000) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / RATE));
const peakOf = (signal: Float32Array) => signal.reduce((max, v) => Math.max(max, Math.abs(v)), 0);

describe('master', () => {
  it('matches the loudness target and keeps peaks under the ceiling', () => {
    const out = master(sine(0.5, 0.01), { seconds: 0.5, loop: false, targetDb: -21 });
    expect(maxLoudness(out)).toBeCloseTo(-21, 1);
    const loud = master(sine(0.5, 1), { seconds: 0.5, loop: false, targetDb: -2 });
    expect(20 * Math.log10(peakOf(loud))).toBeLessThanOrEqual(CEILING_DB);
  });

  it('reaches the target under the ceiling by limiting a brief peak, leaving the rest of the sound untouched', () => {
    // A tone with a 2 ms burst on top: only the burst needs to come down for the tone to reach -12 LUFS.
    const raw = sine(0.5, 0.1);
    sine(0.002, 0.15, 2000).forEach((value, i) => (raw[5000 + i] += value));
    const { signal, limitedDb } = masterSound(raw, { seconds: 0.5, loop: false, targetDb: -12 });
    expect(maxLoudness(signal)).toBeCloseTo(-12, 1);
    expect(20 * Math.log10(peakOf(signal))).toBeLessThanOrEqual(CEILING_DB + 1e-4);
    expect(limitedDb).toBeGreaterThan(1);
    // Away from the burst the tone is only scaled: 18 dB above the same sound mastered 18 LU lower, unlimited.
    const quiet = master(raw, { seconds: 0.5, loop: false, targetDb: -30 });
    const ratioDb = 20 * Math.log10(peakOf(signal.subarray(12000, 20000)) / peakOf(quiet.subarray(12000, 20000)));
    expect(Math.abs(ratioDb - 18)).toBeLessThan(0.3);
  });

  it('never limits more than MAX_LIMIT_DB: a click too quiet for its target stays short of it, not flattened', () => {
    const click = new Float32Array(4410);
    click.set(sine(0.002, 1, 3000));
    const { signal, limitedDb } = masterSound(click, { seconds: 0.1, loop: false, targetDb: -3 });
    expect(limitedDb).toBeLessThanOrEqual(MAX_LIMIT_DB + 1e-6);
    expect(maxLoudness(signal)).toBeLessThan(-6);
    expect(20 * Math.log10(peakOf(signal))).toBeLessThanOrEqual(CEILING_DB + 1e-4);
  });

  it('fades a one-shot in over 2 ms and out over 5 ms, and cuts it to length', () => {
    const out = master(sine(1, 0.5), { seconds: 0.4, loop: false, targetDb: -12 });
    expect(out.length).toBe(0.4 * RATE);
    expect(out[0]).toBe(0);
    expect(peakOf(out.subarray(0, 40))).toBeLessThan(0.5 * peakOf(out));
    expect(peakOf(out.subarray(88, 200))).toBeGreaterThan(0.9 * peakOf(out));
    expect(Math.abs(out[out.length - 1])).toBeLessThan(1e-3);
    expect(peakOf(out.subarray(out.length - 220 - 100, out.length - 220))).toBeGreaterThan(0.9 * peakOf(out));
  });

  it('starts a one-shot on its sound: leading silence is cut', () => {
    const raw = new Float32Array(RATE);
    raw.set(sine(0.5, 0.5), RATE / 2);
    const out = master(raw, { seconds: 0.5, loop: false, targetDb: -12 });
    const onset = out.findIndex((v) => Math.abs(v) > 10 ** (-50 / 20));
    expect(onset).toBeLessThan(0.002 * RATE);
  });

  it('leaves a loop unfaded and continuous across its seam', () => {
    const out = master(sine(1, 0.5, 100), { seconds: 1, loop: true, targetDb: -12 });
    expect(peakOf(out.subarray(0, 300))).toBeGreaterThan(0.5 * peakOf(out));
    const step = Math.abs(out[0] - out[out.length - 1]);
    expect(step).toBeLessThan((2 * Math.PI * 100 * peakOf(out)) / RATE + 1e-3);
  });

  it('removes DC, also from a silent tail after an offset note', () => {
    const raw = new Float32Array(RATE);
    raw.fill(0.5, 0, RATE / 4);
    raw.set(sine(0.25, 0.3), 0);
    const out = master(raw, { seconds: 1, loop: false, targetDb: -12 });
    expect(peakOf(out.subarray(RATE / 2))).toBeLessThan(1e-3);
  });
});
