/**
 * Lighthouse alone, on the site already built in dist/ (run `npm run build` first):
 *   npx tsx --tsconfig tsconfig.node.json bench/lighthouse.run.ts [/route ...]
 * Prints the table and failing audits, then the result as JSON.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';
import { lighthouseBench, lighthouseLines } from './lighthouse.bench.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/sounds', '/docs', '/studio'];

if (!existsSync(`${DIST}index.html`)) {
  console.error('lighthouse: build the site first (npm run build)');
  process.exit(1);
}
const site = await startServer({ root: DIST, port: 0, host: '127.0.0.1' });
try {
  const result = await lighthouseBench(site.url, ROUTES);
  console.log(lighthouseLines(result).join('\n'));
  console.log(JSON.stringify(result, null, 2));
} finally {
  await site.close();
}
