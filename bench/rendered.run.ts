/**
 * The rendered-sounds section alone, on the site already built in dist/ (run `npm run build` first):
 *   npx tsx --tsconfig tsconfig.node.json bench/rendered.run.ts
 */
import { onBuiltSite } from './builtSite.ts';
import { renderedBench } from './rendered.bench.ts';

await onBuiltSite(async (siteUrl) => console.log((await renderedBench(siteUrl)).lines.join('\n')), 'docs/index.html');
