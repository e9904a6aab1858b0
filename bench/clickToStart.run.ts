/**
 * Click to audio start on /sounds alone, on the existing build (dist/), three runs:
 *   npx tsx --tsconfig tsconfig.node.json bench/clickToStart.run.ts
 */
import { onBuiltSite } from './builtSite.ts';
import { clickToStart, clickToStartLines } from './clickToStart.bench.ts';

await onBuiltSite(async (siteUrl) => {
  for (let run = 0; run < 3; run++) console.log(clickToStartLines(await clickToStart(siteUrl)).join('\n'));
});
