/**
 * The library's size budgets, minified and gzipped, without react and howler: what an app loads up front
 * (tests/package/size.test.ts holds them; the package README states them from here). react-sounds 1.0.25's
 * ESM build is 3.9 KB gzip; react-sfx carries the typed 72-entry catalogue too. Issue 16 set 5.5 KiB for an
 * app that uses only useSound; issue 23 (react-sounds' shapes, use-sound's habits) raised the whole
 * entry's from 7 KiB, which left 25 B of room, to 7.5 KiB.
 */
export const LIBRARY_SIZE_BUDGETS = {
  /** Everything the package entry exports. */
  all: 7.5 * 1024,
  /** An app that imports only useSound (what tree-shaking leaves). */
  useSound: 5.5 * 1024,
  /**
   * react-sfx/synth in all: its entry, and the recipes, DSP, mastering and the studio's reshaping it loads on
   * the first render (issue 27 set 16 KB; KiB here, as the other budgets).
   */
  synth: 16 * 1024,
} as const;

/** `7.5 KiB` */
export const kib = (bytes: number): string => `${Number((bytes / 1024).toFixed(1))} KiB`;
