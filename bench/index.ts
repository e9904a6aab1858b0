/**
 * Benchmarks, printed as figures and ratios measured in one run (the machine is shared and noisy:
 * compare ratios, not absolute times across runs).
 *   npm run bench
 */
import { synthBench } from './synth.bench.ts';

const results = [await synthBench()];
for (const lines of results) console.log(lines.join('\n'));
