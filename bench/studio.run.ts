/**
 * The studio section alone, on the site already built in dist/ (run `npm run build` first):
 *   npx tsx --tsconfig tsconfig.node.json bench/studio.run.ts
 */
import { onBuiltSite } from './builtSite.ts';
import { studioBench } from './studio.bench.ts';

await onBuiltSite(async (siteUrl) => console.log((await studioBench(siteUrl)).lines.join('\n')), 'studio/index.html');
