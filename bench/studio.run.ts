/**
 * The studio section alone, on the site already built in dist/ (run `npm run build` first):
 *   npx tsx --tsconfig tsconfig.node.json bench/studio.run.ts
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';
import { studioBench } from './studio.bench.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

if (!existsSync(`${DIST}studio/index.html`)) {
  console.error('studio: build the site first (npm run build)');
  process.exit(1);
}
const site = await startServer({ root: DIST, port: 0, host: '127.0.0.1' });
try {
  console.log((await studioBench(site.url)).lines.join('\n'));
} finally {
  await site.close();
}
