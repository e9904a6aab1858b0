import { describe, expect, it } from 'vitest';
import { measureLibrarySize, upFront } from '../../bench/librarySize.bench.ts';
import { LIBRARY_SIZE_BUDGETS } from '../../scripts/pack/sizeBudgets.ts';

// The budgets and why they are what they are: scripts/pack/sizeBudgets.ts (the package README states them).
const BUDGET_BYTES = LIBRARY_SIZE_BUDGETS.all;
const USE_SOUND_BUDGET_BYTES = LIBRARY_SIZE_BUDGETS.useSound;

describe('the package entry as an app bundles it', () => {
  it(`loads at most ${BUDGET_BYTES} bytes minified and gzipped up front, without react and howler`, async () => {
    const { chunks } = await measureLibrarySize();
    const loaded = upFront(chunks);
    expect(loaded[0].fileName).toBe('react-sfx.js');
    expect(loaded.reduce((sum, chunk) => sum + chunk.gzip, 0)).toBeLessThanOrEqual(BUDGET_BYTES);
    // The Howl wrapper comes with the first sound, as howler does.
    const onFirstUse = chunks.filter((chunk) => !loaded.includes(chunk)).map((chunk) => chunk.fileName);
    expect(onFirstUse.join(' ')).toMatch(/howlSound/);
    // So does the fetching code: fetchSoundBlob imports it on its first call, like the first load.
    expect(onFirstUse.join(' ')).toMatch(/loader/);
  });

  it(`costs an app that uses only useSound at most ${USE_SOUND_BUDGET_BYTES} bytes up front`, async () => {
    const { chunks } = await measureLibrarySize(['useSound']);
    const loaded = upFront(chunks);
    expect(loaded.reduce((sum, chunk) => sum + chunk.gzip, 0)).toBeLessThanOrEqual(USE_SOUND_BUDGET_BYTES);
    const all = upFront((await measureLibrarySize()).chunks).reduce((sum, chunk) => sum + chunk.gzip, 0);
    expect(loaded.reduce((sum, chunk) => sum + chunk.gzip, 0)).toBeLessThan(all); // tree-shaking leaves the rest out
  });
});
