/**
 * First-visit figures per route, memory after 30 previews, and what the JS of / is made of, on the
 * existing build (dist/), each as a table and then as JSON.
 *   npx tsx --tsconfig tsconfig.node.json bench/routes.run.ts
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';
import { bundleBreakdown, bundleBreakdownLines } from './bundleReport.ts';
import { heapAfterSounds, heapAfterSoundsLines } from './heap.bench.ts';
import { routeMetrics, routeMetricsLines } from './routes.bench.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

if (!existsSync(`${DIST}index.html`)) {
  console.error('dist/index.html is missing: build the site first (npm run build).');
  process.exit(1);
}

const site = await startServer({ root: DIST, port: 0, host: '127.0.0.1' });
try {
  const started = performance.now();
  const routes = await routeMetrics(site.url);
  console.log(routeMetricsLines(routes).join('\n'));
  const heap = await heapAfterSounds(site.url);
  console.log(heapAfterSoundsLines(heap).join('\n'));
  const bundle = await bundleBreakdown(DIST, site.url);
  console.log(bundleBreakdownLines(bundle).join('\n'));
  const homeJs = routes.routes.find((r) => r.route === '/')?.js.gzip;
  if (homeJs) {
    const gap = ((bundle.totalGzip - homeJs) / homeJs) * 100;
    console.log(`         bundle total vs routes' JS for /: ${bundle.totalGzip} B vs ${homeJs} B gzip (${gap.toFixed(1)}%)`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`ran in ${seconds.toFixed(0)} s`);
  console.log(JSON.stringify({ routes, heap, bundle, seconds }, null, 2));
} finally {
  await site.close();
}
