import { describe, expect, it } from 'vitest';
import { measureLibrarySize } from '../../bench/librarySize.bench.ts';

/** react-sounds 1.0.25's ESM build is 3.9 KB gzip; ours carries the typed 72-entry catalogue too. */
const BUDGET_BYTES = 6 * 1024;

describe('the package entry as an app bundles it', () => {
  it(`is at most ${BUDGET_BYTES} bytes minified and gzipped, without react and howler, in one chunk`, async () => {
    const { chunks, totalGzip } = await measureLibrarySize();
    expect(chunks).toHaveLength(1);
    expect(totalGzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
