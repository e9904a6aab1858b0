/**
 * The docs search's keystroke-to-results times on the existing build (dist/).
 *   npx tsx --tsconfig tsconfig.node.json bench/docsSearch.run.ts
 */
import { onBuiltSite } from './builtSite.ts';
import { docsSearchBench } from './docsSearch.bench.ts';

await onBuiltSite(async (siteUrl) => {
  const result = await docsSearchBench(siteUrl);
  console.log(result.lines.join('\n'));
  console.log(JSON.stringify(result, null, 2));
}, 'docs/index.html');
