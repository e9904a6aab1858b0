/**
 * Benchmarks, printed as figures and ratios measured in one run (the machine is shared and noisy:
 * compare ratios, not absolute times across runs).
 *   npm run bench
 */
import { clickToStartBench } from './clickToStart.bench.ts';
import { librarySizeBench } from './librarySize.bench.ts';
import { selectorsBench } from './selectors.bench.ts';
import { synthBench } from './synth.bench.ts';

for (const bench of [synthBench, librarySizeBench, selectorsBench, clickToStartBench]) {
  console.log((await bench()).join('\n'));
}
