// @vitest-environment node
/**
 * Perceived loudness of the 72 files as users' decoders give them (ffmpeg): BS.1770-4 maximum momentary
 * loudness (short-term for the beds), see synth/encode/loudness.ts. A category must sound like one set, and
 * a family's soft, medium and hard must be heard in that order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { maxLoudness } from '../../../synth/encode/loudness.ts';
import { decodeCatalogueFiles } from '../../utils/decodeMp3.ts';
import { peakOf } from '../../utils/audioChecks.ts';

const STRENGTHS = ['soft', 'medium', 'hard'];
const STRENGTH = /(?:^|_)(soft|medium|hard)(?=_|$)/;
const loudness = new Map<string, number>();
const peaks = new Map<string, number>();

beforeAll(() => {
  for (const [key, { samples }] of decodeCatalogueFiles()) {
    peaks.set(key, peakOf(samples));
    if (key !== 'misc/silence') loudness.set(key, maxLoudness(samples));
  }
}, 120_000);

function byCategory(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of loudness.keys()) groups.set(key.split('/')[0], [...(groups.get(key.split('/')[0]) ?? []), key]);
  return groups;
}

const spread = (keys: string[]) => {
  const values = keys.map((key) => loudness.get(key) ?? NaN);
  return Math.max(...values) - Math.min(...values);
};

/** Families: keys that differ only in their strength word, e.g. ui/button_{}_double -> soft and hard. */
function families(): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const key of loudness.keys()) {
    const match = STRENGTH.exec(key);
    if (!match) continue;
    const family = key.replace(STRENGTH, (whole) => whole.replace(match[1], '{}'));
    out.set(family, (out.get(family) ?? new Map<string, string>()).set(match[1], key));
  }
  return out;
}

describe('perceived loudness of the catalogue', () => {
  it('measures every sound but misc/silence as audible', () => {
    expect(loudness.size).toBe(71);
    for (const [key, value] of loudness) expect(value, key).toBeGreaterThan(-40);
  });

  it('keeps each category within 4 LU among names without a strength, and within 6 LU in all', () => {
    for (const [category, keys] of byCategory()) {
      expect(spread(keys.filter((key) => !STRENGTH.test(key))), category).toBeLessThanOrEqual(4);
      expect(spread(keys), category).toBeLessThanOrEqual(6);
    }
  });

  it('orders every family soft < medium < hard, at least 1.5 LU apart', () => {
    const found = families();
    expect([...found.keys()].sort()).toEqual(['ui/button_{}', 'ui/button_{}_double', 'ui/keystroke_{}']);
    for (const [family, members] of found) {
      const levels = STRENGTHS.filter((s) => members.has(s)).map((s) => loudness.get(members.get(s) ?? '') ?? NaN);
      expect(levels.length, family).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], family).toBeGreaterThanOrEqual(1.5);
    }
  });

  it('keeps every decoded peak under -1 dBFS', () => {
    expect(peaks.size).toBe(72);
    for (const [key, value] of peaks) expect(20 * Math.log10(value), key).toBeLessThan(-1);
  });
});
