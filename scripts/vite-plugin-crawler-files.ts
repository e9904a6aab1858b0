/**
 * sitemap.xml and robots.txt, written into the client build from the server build of src/app/prerender.tsx
 * (the one scripts/vite-plugin-prerender.ts renders the pages with): the same list of pages, the same
 * route meta (which pages are indexable) and the same canonical URLs, with the site origin and base the
 * build was made for.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

type CrawlerFilesModule = { prerenderedCrawlerFiles: () => Readonly<Record<string, string>> };

export function crawlerFilesPlugin({ serverEntry }: { serverEntry: string }): Plugin {
  return {
    name: 'react-sfx:crawler-files',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async generateBundle() {
      const entry = resolve(serverEntry);
      if (!existsSync(entry)) throw new Error(`crawler files: ${serverEntry} is missing: run the server build first (npm run build)`);
      const server = (await import(pathToFileURL(entry).href)) as CrawlerFilesModule;
      for (const [fileName, source] of Object.entries(server.prerenderedCrawlerFiles())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
