/**
 * The library's size budgets, minified and gzipped, without react and howler: what an app loads up front
 * (tests/package/size.test.ts holds them; the package README states them from here). react-sounds 1.0.25's
 * ESM build is 3.9 KB gzip; react-sfx carries the typed 72-entry catalogue too. Issue 16 set 5.5 KiB for an
 * app that uses only useSound; issue 23 (react-sounds' shapes, use-sound's habits) raised the whole
 * entry's from 7 KiB, which left 25 B of room, to 7.5 KiB. Issue 27 brought the measure in line with an
 * app's build: whitespace is minified too (Vite's library mode keeps it, and the budgets above were first
 * held with it: 7,602 B and 4,971 B then, 6,661 B and 4,323 B measured this way).
 */
export const LIBRARY_SIZE_BUDGETS = {
  /** Everything the package entry exports. */
  all: 7.5 * 1024,
  /** An app that imports only useSound (what tree-shaking leaves). */
  useSound: 5.5 * 1024,
  /**
   * react-sfx/synth in all: its entry, and the recipes, DSP, mastering and the studio's reshaping it loads on
   * the first render, in its render worker or on the page (issue 27 set 16 KB).
   */
  synth: 16_000,
} as const;

/** `7.5 KiB` */
export const kib = (bytes: number): string => `${Number((bytes / 1024).toFixed(1))} KiB`;
