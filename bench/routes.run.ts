/**
 * First-visit figures per route, memory after 30 previews, and what the JS of / is made of, on the
 * existing build (dist/), each as a table and then as JSON.
 *   npx tsx --tsconfig tsconfig.node.json bench/routes.run.ts
 */
import { DIST, onBuiltSite } from './builtSite.ts';
import { bundleBreakdown, bundleBreakdownLines } from './bundleReport.ts';
import { heapAfterSounds, heapAfterSoundsLines } from './heap.bench.ts';
import { routeMetrics, routeMetricsLines } from './routes.bench.ts';

await onBuiltSite(async (siteUrl) => {
  const started = performance.now();
  const routes = await routeMetrics(siteUrl);
  console.log(routeMetricsLines(routes).join('\n'));
  const heap = await heapAfterSounds(siteUrl);
  console.log(heapAfterSoundsLines(heap).join('\n'));
  const bundle = await bundleBreakdown(DIST, siteUrl);
  console.log(bundleBreakdownLines(bundle).join('\n'));
  const homeJs = routes.routes.find((r) => r.route === '/')?.js.gzip;
  if (homeJs) {
    const gap = ((bundle.totalGzip - homeJs) / homeJs) * 100;
    console.log(`         bundle total vs routes' JS for /: ${bundle.totalGzip} B vs ${homeJs} B gzip (${gap.toFixed(1)}%)`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`ran in ${seconds.toFixed(0)} s`);
  console.log(JSON.stringify({ routes, heap, bundle, seconds }, null, 2));
});
