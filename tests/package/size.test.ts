import { describe, expect, it } from 'vitest';
import { measureLibrarySize } from '../../bench/librarySize.bench.ts';

/** react-sounds 1.0.25's ESM build is 3.9 KB gzip; ours carries the typed 72-entry catalogue too. */
const BUDGET_BYTES = 6 * 1024;

describe('the package entry as an app bundles it', () => {
  it(`loads at most ${BUDGET_BYTES} bytes minified and gzipped up front, without react and howler`, async () => {
    const { chunks } = await measureLibrarySize();
    const [entry, ...onFirstUse] = chunks;
    expect(entry.fileName).toBe('react-sfx.js');
    expect(entry.gzip).toBeLessThanOrEqual(BUDGET_BYTES);
    // The fetching code (with the catalogue's file names, unless the app imports the catalogue itself)
    // and the Howl wrapper come with the first sound, as howler does.
    expect(onFirstUse.map((chunk) => chunk.fileName).join(' ')).toMatch(/fetching/);
  });
});
