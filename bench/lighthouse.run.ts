/**
 * Lighthouse alone, on the site already built in dist/ (run `npm run build` first):
 *   npx tsx --tsconfig tsconfig.node.json bench/lighthouse.run.ts [/route ...]
 * Prints the table and failing audits, then the result as JSON.
 */
import { onBuiltSite } from './builtSite.ts';
import { lighthouseBench, lighthouseLines } from './lighthouse.bench.ts';

const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/sounds', '/docs', '/studio'];

await onBuiltSite(async (siteUrl) => {
  const result = await lighthouseBench(siteUrl, ROUTES);
  console.log(lighthouseLines(result).join('\n'));
  console.log(JSON.stringify(result, null, 2));
});
