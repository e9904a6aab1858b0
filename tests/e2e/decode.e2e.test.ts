/**
 * The catalogue as visitors' browsers decode it: every file through Chromium's decodeAudioData, served
 * by our static server, compared with ffmpeg's decoding of the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { decodeCatalogueFiles } from '../utils/decodeMp3.ts';
import { siteAndBrowserForThisFile } from './harness.ts';

type Decoded = { key: string; sampleRate: number; length: number; onset: number; peak: number; head: number[] };

const run = siteAndBrowserForThisFile();

describe('decoding in Chromium', () => {
  it('decodes all 72 files gapless: exact length, sound within 5 ms, same samples as ffmpeg', async () => {
    const page = await run.browser.newPage();
    await page.goto(run.site.url);
    const sources = Object.entries(soundCatalogue).map(([key, info]) => ({ key, url: `/cdn/v1/${info.src}` }));
    const results: Decoded[] = await page.evaluate(async (list) => {
      const context = new OfflineAudioContext(1, 1, 44100);
      const out = [];
      for (const { key, url } of list) {
        const buffer = await context.decodeAudioData(await (await fetch(url)).arrayBuffer());
        const data = buffer.getChannelData(0);
        let onset = -1;
        let peak = 0;
        for (let i = 0; i < data.length; i++) {
          const magnitude = Math.abs(data[i]);
          if (onset < 0 && magnitude > 10 ** (-50 / 20)) onset = i;
          peak = Math.max(peak, magnitude);
        }
        out.push({ key, sampleRate: buffer.sampleRate, length: buffer.length, onset, peak, head: Array.from(data.subarray(0, 2048)) });
      }
      return out;
    }, sources);
    expect(results).toHaveLength(72);
    const references = decodeCatalogueFiles();
    for (const result of results) {
      const info = soundCatalogue[result.key as keyof typeof soundCatalogue];
      const reference = references.get(result.key)?.samples ?? new Float32Array();
      expect(result.sampleRate, result.key).toBe(44100);
      expect(result.length, result.key).toBe(reference.length);
      expect(Math.abs(result.length - info.duration * 44100), result.key).toBeLessThanOrEqual(1);
      expect(result.peak, result.key).toBeLessThan(10 ** (-1 / 20));
      if (result.key !== 'misc/silence') expect(result.onset, result.key).toBeLessThanOrEqual(220);
      const difference = result.head.reduce((max, value, i) => Math.max(max, Math.abs(value - reference[i])), 0);
      expect(difference, result.key).toBeLessThan(1e-3);
    }
  });
});
