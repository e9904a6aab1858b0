import { filterKeys } from '../store/librarySelectors.ts';
import { SOUNDS_PER_PAGE } from '../store/libraryFiltersSlice.ts';

const CATEGORIES = ['ambient', 'arcade', 'game', 'misc', 'notification', 'system', 'ui'];
const WORDS = ['click', 'coin', 'pop', 'buzz', 'chime', 'swoosh', 'tap', 'ring', 'drop', 'blip'];

/** A synthetic catalogue of `size` keys shaped like ours (`category/word_n`). */
function syntheticKeys(size: number): string[] {
  return Array.from({ length: size }, (_, i) => `${CATEGORIES[i % CATEGORIES.length]}/${WORDS[(i * 7) % WORDS.length]}_${i}`);
}

/** Median time of `run` over `rounds` rounds, in ms. */
function median(rounds: number, run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * A keystroke's work on the library page: filter the whole key list by the query and category, then
 * cut out one page. Over 1k, 10k and 100k keys, with the growth ratio between sizes (1.0 = linear).
 */
export type SelectorTiming = { keys: number; ms: number; growthOfLinear: number | null };
export type SelectorsResult = { timings: SelectorTiming[]; lines: string[] };

export function selectorsBench(): SelectorsResult {
  const lines = ['selectors: keys      filter+page ms (median of 15)   per 1k keys'];
  const timings: SelectorTiming[] = [];
  let previous: { size: number; ms: number } | undefined;
  for (const size of [1_000, 10_000, 100_000]) {
    const keys = syntheticKeys(size);
    const ms = median(15, () => filterKeys(keys, 'co', 'ui').slice(0, SOUNDS_PER_PAGE));
    const growthOfLinear = previous ? ms / previous.ms / (size / previous.size) : null;
    const growth = growthOfLinear === null ? '' : `, growth x${growthOfLinear.toFixed(2)} of linear`;
    lines.push(`           ${String(size).padStart(7)}   ${ms.toFixed(3).padStart(10)}   ${((ms / size) * 1000).toFixed(4)}${growth}`);
    timings.push({ keys: size, ms, growthOfLinear });
    previous = { size, ms };
  }
  lines.push(`           a page renders ${SOUNDS_PER_PAGE} cards whatever the catalogue's size (SoundGrid maps the page's keys only)`);
  return { timings, lines };
}
