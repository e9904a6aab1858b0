/**
 * For the bench sections run alone (bench/*.run.ts): serves the existing build (dist/) on 127.0.0.1 for
 * the time of `measure`, or exits with a message when there is no build.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/serve.mjs';

export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** Runs `measure` against the served build; `page` is a file the build must hold (a route's HTML). */
export async function onBuiltSite(measure: (siteUrl: string) => Promise<void>, page = 'index.html'): Promise<void> {
  if (!existsSync(`${DIST}${page}`)) {
    console.error(`dist/${page} is missing: build the site first (npm run build).`);
    process.exit(1);
  }
  const site = await startServer({ root: DIST, port: 0, host: '127.0.0.1' });
  try {
    await measure(site.url);
  } finally {
    await site.close();
  }
}
