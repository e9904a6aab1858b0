/**
 * A sound's addresses, written once (src/sfx/soundAddress.ts): the file names synth gave the catalogue,
 * the hashes the CLI checks and the worker verifies, and the self-hosted paths all read from it agree.
 */
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../../src/sfx/catalogue.ts';
import { soundSha256 } from '../../../src/sfx/cli/soundSha256.ts';
import { cdnFileOf, hashInFileName, localFileOf, soundOfLocalFile } from '../../../src/sfx/soundAddress.ts';
import { expectedHashFor } from '../../../sw/verify.ts';

const entries = Object.entries(soundCatalogue) as [keyof typeof soundSha256, { src: string }][];

describe('a sound address', () => {
  it("is the catalogue's file name for every sound, from its full SHA-256", () => {
    expect(entries).toHaveLength(72);
    for (const [name, { src }] of entries) {
      expect(cdnFileOf(name, soundSha256[name])).toBe(src);
      expect(hashInFileName(src)).toBe(soundSha256[name].slice(0, 7));
    }
  });

  it('gives each self-hosted copy a path that names its sound again, and the worker the hash to check it by', () => {
    for (const [name] of entries) {
      expect(soundOfLocalFile(localFileOf(name))).toBe(name);
      expect(expectedHashFor(new URL(`https://site.test/base/sounds/${localFileOf(name)}`), 'local-audio', '/base/')).toBe(soundSha256[name].slice(0, 7));
    }
  });

  it('names no sound for a path that is not a copy', () => {
    expect(['ui/copy', 'UI/Copy.mp3', '../ui/copy.mp3', 'ui/copy.mp3.html', 'a/b/c.mp3', 'ui/copy.5b2f0c1.mp3x'].map(soundOfLocalFile)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(hashInFileName('ui/copy.mp3')).toBeUndefined();
  });
});
