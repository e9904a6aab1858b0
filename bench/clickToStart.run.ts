/**
 * Click to audio start on /sounds alone, on the existing build (dist/), three runs:
 *   npx tsx --tsconfig tsconfig.node.json bench/clickToStart.run.ts
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';
import { clickToStart, clickToStartLines } from './clickToStart.bench.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

if (!existsSync(`${DIST}index.html`)) {
  console.error('dist/index.html is missing: build the site first (npm run build).');
  process.exit(1);
}

const site = await startServer({ root: DIST, port: 0, host: '127.0.0.1' });
try {
  for (let run = 0; run < 3; run++) console.log(clickToStartLines(await clickToStart(site.url)).join('\n'));
} finally {
  await site.close();
}
