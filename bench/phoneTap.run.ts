/**
 * The phone's first tap alone, on the site already built in dist/ (run `npm run build` first):
 *   npx tsx --tsconfig tsconfig.node.json bench/phoneTap.run.ts
 */
import { onBuiltSite } from './builtSite.ts';
import { phoneTap } from './phoneTap.bench.ts';

await onBuiltSite(async (siteUrl) => console.log((await phoneTap(siteUrl)).lines.join('\n')), 'sounds/index.html');
