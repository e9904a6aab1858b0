/**
 * Prerendering: after Vite has written index.html's script and style tags, each page of the site is
 * rendered to HTML by the server build of src/app/prerender.tsx (built first, see package.json "build")
 * and written as its own file (index.html, sounds/index.html, docs/index.html, 404.html) with its meta tags
 * and, on #root, the route it was rendered for (data-route): the browser hydrates a page only at its own
 * address, and renders afresh where a host answered with another page's HTML.
 * - The site's one stylesheet (vite.config.ts: cssCodeSplit off, about 6 KB gzip) is inlined into every
 *   page: the HTML is styled before any script runs, and first paint waits for no other request.
 * - The scripts (the entry and every chunk the page needs to hydrate, in parallel) are requested once
 *   the page has painted: on a slow connection they would otherwise share the bandwidth with the HTML
 *   that is the first paint (Lighthouse mobile, /docs: FCP 2.0 s with them in the head, 0.9 s after).
 * - The docs pages' sections become the docs' search index (search-index.json, scripts/search-documents.ts).
 * The files exist before vite-plugin-pwa builds the worker, so its precache manifest lists them.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { type SearchDocument, searchDocuments } from './search-documents.ts';
import { escapeMarkup } from '../src/lib/markup.ts';

/** The docs' search documents (scripts/search-documents.ts), written beside the pages and precached. */
export const SEARCH_INDEX_FILE = 'search-index.json';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

type PrerenderModule = {
  PRERENDERED_PAGES: readonly { path: string; file: string; module: string }[];
  renderPage: (path: string) => Promise<string>;
  headFor: (path: string) => { title: string; tags: string };
  routeMarkerFor: (path: string) => string;
};

const ROOT_MARK = '<div id="root"><!-- prerender:root --></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="([^"]+\.css)">/g;
const HEAD_MARK = /<!-- prerender:head[^>]*-->/;
const TITLE = /<title>[^<]*<\/title>/;

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const found = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.facadeModuleId === resolve(module),
  );
  if (!found) throw new Error(`prerender: no chunk in the bundle for ${module} (is it still lazily routed?)`);
  return found;
}

/** The page chunk and every chunk it imports statically, minus what the HTML already loads. */
function pageAssets(bundle: OutputBundle, page: OutputChunk, template: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(page);
  if (styles.size > 0) throw new Error(`prerender: ${page.fileName} has its own CSS; the build should have one stylesheet`);
  return { scripts: [...scripts].filter((file) => !template.includes(`/${file}"`)) };
}

/** Puts the stylesheets index.html links into a <style> element, and drops the files nothing else needs. */
function inlineStylesheets(bundle: OutputBundle, template: string, base: string): string {
  return template.replace(STYLESHEET_LINK, (_link, href: string) => {
    const file = href.startsWith(base) ? href.slice(base.length) : href;
    const css = bundle[file];
    if (css?.type !== 'asset') throw new Error(`prerender: ${file} is not in the bundle`);
    Reflect.deleteProperty(bundle, file); // removing an output is how Rollup-style bundles drop a file
    return `<style>${String(css.source).replaceAll('</style', '<\\/style')}</style>`;
  });
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The inline script that loads the page's scripts after its first paint (a frame after, or 200 ms at
 * the latest, for a page opened in a background tab where frames wait).
 */
function scriptsAfterPaint(entry: string, chunks: readonly string[]): string {
  const link = "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)";
  const script = `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)`;
  return (
    `<script>(function(){var done=false;function load(){if(done)return;done=true;` +
    `${JSON.stringify(chunks)}.forEach(function(h){${link}});${script}}` +
    `requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,200)})()</script>`
  );
}

type PageParts = { root: string; route: string; head: ReturnType<PrerenderModule['headFor']>; assets: ReturnType<typeof pageAssets> };


function pageHtml(template: string, base: string, { root, route, head, assets }: PageParts) {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const chunks = assets.scripts.map((file) => `${base}${file}`).filter((file) => file !== entry[1]);
  // Replacer functions, so a `$&` or `$'` in the page (a code sample) is not taken for a replacement pattern.
  return template
    .replace(entry[0], '')
    .replace(TITLE, () => `<title>${head.title}</title>`)
    .replace(HEAD_MARK, () => head.tags)
    .replace(ROOT_MARK, () => `<div id="root" data-route="${escapeMarkup(route)}">${root}</div>`)
    .replace('</body>', () => `  ${scriptsAfterPaint(entry[1], chunks)}\n  </body>`);
}

export function prerenderPlugin({ serverEntry }: { serverEntry: string }): Plugin {
  let base = '/';
  return {
    name: 'react-sfx:prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const entry = resolve(serverEntry);
        if (!existsSync(entry)) throw new Error(`prerender: ${serverEntry} is missing: run the server build first (npm run build)`);
        const server = (await import(pathToFileURL(entry).href)) as PrerenderModule;
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') throw new Error('prerender: index.html is not in the bundle');
        const template = inlineStylesheets(bundle, html.source, base);
        if (!template.includes(ROOT_MARK) || !HEAD_MARK.test(template)) throw new Error('prerender: index.html lost its markers');
        const search: SearchDocument[] = [];
        for (const page of server.PRERENDERED_PAGES) {
          const assets = pageAssets(bundle, chunkOf(bundle, page.module), template);
          const parts = { root: await server.renderPage(page.path), route: server.routeMarkerFor(page.path), head: server.headFor(page.path), assets };
          if (page.path === '/docs' || page.path.startsWith('/docs/')) search.push(...searchDocuments(page.path, parts.root));
          const source = pageHtml(template, base, parts);
          if (page.file === 'index.html') html.source = source;
          else this.emitFile({ type: 'asset', fileName: page.file, source });
        }
        this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_FILE, source: JSON.stringify(search) });
      },
    },
  };
}
