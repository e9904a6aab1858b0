import { describe, expect, it } from 'vitest';
import { SYNTH_ENTRY, measureLibrarySize, upFront } from '../../bench/librarySize.bench.ts';
import { LIBRARY_SIZE_BUDGETS } from '../../scripts/pack/sizeBudgets.ts';

// The budgets and why they are what they are: scripts/pack/sizeBudgets.ts (the package README states them).
const BUDGET_BYTES = LIBRARY_SIZE_BUDGETS.all;
const USE_SOUND_BUDGET_BYTES = LIBRARY_SIZE_BUDGETS.useSound;
const SYNTH_BUDGET_BYTES = LIBRARY_SIZE_BUDGETS.synth;

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

describe('react-sfx/synth as an app bundles it', () => {
  it(`weighs at most ${SYNTH_BUDGET_BYTES} bytes minified and gzipped in all, with its worker or without, and its renderer loads only when a sound is first rendered`, async () => {
    const { chunks, totalGzip, worker } = await measureLibrarySize(undefined, SYNTH_ENTRY);
    expect(totalGzip).toBeLessThanOrEqual(SYNTH_BUDGET_BYTES); // rendering on the page
    const loaded = upFront(chunks);
    // Rendering in the worker: the app's build bundles the worker with its own copy of the renderer.
    expect(worker?.fileName).toMatch(/renderWorker/);
    expect(loaded.reduce((sum, chunk) => sum + chunk.gzip, 0) + (worker?.gzip ?? Infinity)).toBeLessThanOrEqual(SYNTH_BUDGET_BYTES);
    // The entry (the worker's client and the page's fallback) and the few bytes of a sound's name it shares
    // with the main package; the recipes wait.
    expect(loaded.map((chunk) => chunk.fileName).join(' ')).not.toMatch(/renderOnDevice/);
    expect(loaded.reduce((sum, chunk) => sum + chunk.gzip, 0)).toBeLessThan(1536);
    expect(chunks.map((chunk) => chunk.fileName).join(' ')).toMatch(/renderOnDevice/);
  });

  it('adds nothing to the main entry: it holds no recipe and no DSP', async () => {
    const { chunks } = await measureLibrarySize();
    expect(chunks.map((chunk) => chunk.fileName).join(' ')).not.toMatch(/renderOnDevice|synth/i);
  });
});
