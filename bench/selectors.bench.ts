import { filterKeys } from '../store/librarySelectors.ts';
import { SOUNDS_PER_PAGE } from '../store/libraryFiltersSlice.ts';
import { median } from './pageVisit.ts';

const CATEGORIES = ['ambient', 'arcade', 'game', 'misc', 'notification', 'system', 'ui'];
const WORDS = ['click', 'coin', 'pop', 'buzz', 'chime', 'swoosh', 'tap', 'ring', 'drop', 'blip'];

/** A synthetic catalogue of `size` keys shaped like ours (`category/word_n`). */
function syntheticKeys(size: number): string[] {
  return Array.from({ length: size }, (_, i) => `${CATEGORIES[i % CATEGORIES.length]}/${WORDS[(i * 7) % WORDS.length]}_${i}`);
}

/** How many times each size is timed; the sizes take turns, so a busy moment of the machine falls on all of them. */
const ROUNDS = 21;

/**
 * A keystroke's work on the library page: filter the whole key list by the query and category, then
 * cut out one page. Over 1k, 10k and 100k keys, with the growth ratio between sizes (1.0 = linear).
 */
export type SelectorTiming = { keys: number; ms: number; growthOfLinear: number | null };
export type SelectorsResult = { timings: SelectorTiming[]; lines: string[] };

export function selectorsBench(): SelectorsResult {
  const lines = [`selectors: keys      filter+page ms (median of ${ROUNDS}, the sizes in turn)   per 1k keys`];
  const sizes = [1_000, 10_000, 100_000];
  const keySets = sizes.map(syntheticKeys);
  const keystroke = (keys: readonly string[]) => filterKeys(keys, 'co', 'ui').slice(0, SOUNDS_PER_PAGE);
  keySets.forEach(keystroke); // compiled before it is timed
  const times = sizes.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    keySets.forEach((keys, index) => {
      const start = performance.now();
      keystroke(keys);
      times[index].push(performance.now() - start);
    });
  }
  const timings: SelectorTiming[] = [];
  sizes.forEach((size, index) => {
    const ms = median(times[index]);
    const previous = timings.at(-1);
    const growthOfLinear = previous ? ms / previous.ms / (size / previous.keys) : null;
    const growth = growthOfLinear === null ? '' : `, growth x${growthOfLinear.toFixed(2)} of linear`;
    lines.push(`           ${String(size).padStart(7)}   ${ms.toFixed(3).padStart(10)}   ${((ms / size) * 1000).toFixed(4)}${growth}`);
    timings.push({ keys: size, ms, growthOfLinear });
  });
  lines.push(`           a page renders ${SOUNDS_PER_PAGE} cards whatever the catalogue's size (SoundGrid maps the page's keys only)`);
  return { timings, lines };
}
