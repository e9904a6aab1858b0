// @vitest-environment node
/**
 * Quality of the 72 generated files, as users' decoders see them (ffmpeg here; Chromium in e2e).
 * The files come from `npm run synth` (npm test runs it first when they are missing).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import reference from '../../../synth/catalogue-reference.json' with { type: 'json' };
import { soundCatalogue } from '../../../src/sfx/catalogue.ts';
import { type StreamInfo, decodeCatalogueFiles } from '../../utils/decodeMp3.ts';
import { meanOf, onsetSamples, peakOf, seam } from '../../utils/audioChecks.ts';

const CDN_DIR = join(import.meta.dirname, '../../../public/cdn/v1');
const entries = Object.entries(soundCatalogue);
const decoded = new Map<string, Float32Array>();
const streams = new Map<string, StreamInfo>();
function samplesOf(key: string): Float32Array {
  const samples = decoded.get(key);
  if (!samples) throw new Error(`${key} was not decoded`);
  return samples;
}
const LOOPS = entries.filter(([key]) => key.startsWith('ambient/')).map(([key]) => key);
const oneShots = entries.map(([key]) => key).filter((key) => !LOOPS.includes(key) && key !== 'misc/silence');

beforeAll(() => {
  for (const [key, file] of decodeCatalogueFiles()) {
    decoded.set(key, file.samples);
    streams.set(key, file.stream);
  }
}, 120_000);

describe('the generated catalogue', () => {
  it('has exactly the reference keys, each within 15% of its reference duration', () => {
    expect(Object.keys(soundCatalogue).sort()).toEqual(Object.keys(reference.sounds).sort());
    for (const [key, info] of entries) {
      const want = (reference.sounds as Record<string, number>)[key];
      expect(Math.abs(info.duration - want) / want, key).toBeLessThanOrEqual(0.15);
    }
  });

  it('names every file <category>/<name>.<first 7 hex of its SHA-256>.mp3', () => {
    for (const [key, info] of entries) {
      const bytes = readFileSync(join(CDN_DIR, info.src));
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 7);
      expect(info.src).toBe(`${key}.${hash}.mp3`);
    }
  });

  it('fits all 72 files in 1.35 MB', () => {
    const total = entries.reduce((sum, [, info]) => sum + statSync(join(CDN_DIR, info.src)).size, 0);
    expect(total).toBeLessThanOrEqual(1_350_000);
  });

  it('encodes mono 44.1 kHz MP3 whose decoded length is the catalogue duration (gapless tag honoured)', () => {
    for (const [key, info] of entries) {
      expect(streams.get(key), key).toEqual({ channels: 1, sampleRate: 44100, codec: 'mp3' });
      expect(Math.abs(samplesOf(key).length - info.duration * 44100), key).toBeLessThanOrEqual(1);
    }
  }, 60_000);

  it('keeps every sample under -1 dBFS and has no DC offset', () => {
    for (const [key, samples] of decoded) {
      expect(peakOf(samples), key).toBeLessThan(10 ** (-1 / 20));
      expect(Math.abs(meanOf(samples)), key).toBeLessThan(1e-3);
    }
  });

  it('starts every sound at once: above -50 dBFS within 5 ms', () => {
    for (const key of [...oneShots, ...LOOPS]) {
      const onset = onsetSamples(samplesOf(key));
      expect(onset, key).toBeGreaterThanOrEqual(0);
      expect(onset, key).toBeLessThanOrEqual(0.005 * 44100);
    }
  });

  it('fades one-shots in and out, so neither end clicks', () => {
    // An unfaded start would jump straight to the sound's level (-6 dBFS is 0.5); MP3 noise stays near 0.05.
    for (const key of oneShots) {
      const samples = samplesOf(key);
      expect(Math.abs(samples[0]), `${key} first sample`).toBeLessThan(0.05);
      expect(peakOf(samples.subarray(0, 8)), `${key} start`).toBeLessThan(0.1);
      expect(peakOf(samples.subarray(samples.length - 8)), `${key} end`).toBeLessThan(0.01);
    }
  });

  it('joins every ambient loop seamlessly: the seam jumps no more than neighbouring samples do', () => {
    expect(LOOPS).toHaveLength(5);
    for (const key of LOOPS) {
      // Decoded, each end carries the MP3's own coding error (rain's first sample: 0.024, three times its
      // RMS), so the seam is held to the 99.9th percentile of the file's steps here; the mastered samples'
      // seam, before encoding, is held to the 99th (loopStart.test.ts). A broken seam jumps far beyond both.
      const { jump, typicalStep } = seam(samplesOf(key), 99.9);
      expect(jump, key).toBeLessThanOrEqual(typicalStep);
    }
  });

  it('makes misc/silence digital silence', () => {
    expect(peakOf(samplesOf('misc/silence'))).toBe(0);
  });
});

describe('the gapless tag', () => {
  it('puts the decoded audio exactly where the rendered audio is: best cross-correlation lag 0', async () => {
    const { renderSound } = await import('../../../synth/render.ts');
    for (const key of ['ui/button_hard', 'ui/copy', 'arcade/coin', 'game/hit']) {
      const source = (await renderSound(key)).signal;
      const samples = samplesOf(key);
      let bestLag = 0;
      let best = -Infinity;
      for (let lag = -1200; lag <= 1200; lag++) {
        let sum = 0;
        for (let i = Math.max(0, -lag); i < Math.min(source.length, samples.length - lag, 4096); i++) sum += source[i] * samples[i + lag];
        if (sum > best) [best, bestLag] = [sum, lag];
      }
      expect(bestLag, key).toBe(0);
    }
  }, 60_000);
});
