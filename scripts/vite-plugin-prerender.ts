/**
 * Prerendering: after Vite has written index.html's script and style tags, each page of the site is
 * rendered to HTML by the server build of src/app/prerender.tsx (built first, see package.json "build")
 * and written as its own file (index.html, sounds/index.html, docs/index.html, 404.html) with its meta tags
 * and, on #root, the route it was rendered for (data-route): the browser hydrates a page only at its own
 * address, and renders afresh where a host answered with another page's HTML.
 * - Each page's stylesheets are inlined into it: the site's own (the entry's) and those of the page's chunks,
 *   not the other pages' (Vite splits CSS by chunk). The HTML is styled before any script runs, first paint
 *   waits for no other request, and a page carries none of the CSS it does not use. Another page's styles
 *   load with its chunk on a client-side navigation (Vite's preload helper), from the precache offline.
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
import { OTHER_PAGE_ATTRIBUTE } from '../src/config/paths.ts';

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

/**
 * The page chunk and every chunk it imports statically, minus what the HTML already loads; and their
 * stylesheets, in the order Vite's preload helper would link them (a chunk's imports' before its own).
 */
function pageAssets(bundle: OutputBundle, page: OutputChunk, template: string, inlined: ReadonlySet<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  visit(page);
  return {
    scripts: [...scripts].filter((file) => !template.includes(`/${file}"`)),
    styles: [...styles].filter((file) => !inlined.has(file)).map((file) => ({ file, css: cssSource(bundle, file) })),
  };
}

function cssSource(bundle: OutputBundle, file: string): string {
  const css = bundle[file];
  if (css?.type !== 'asset') throw new Error(`prerender: ${file} is not in the bundle`);
  return String(css.source);
}

/** A stylesheet inlined: its rules in a <style> element and, for a file a script names, the mark that it is there. */
const inlinedStylesheet = (css: string, href?: string) =>
  `<style>${css.replaceAll('</style', '<\\/style')}</style>${href === undefined ? '' : presentStylesheet(href)}`;

/**
 * index.html's stylesheets (the entry's) put into a <style> element. A file no script names is dropped;
 * one a lazy chunk lists among its dependencies stays, and the page marks it as present (pageHtml).
 */
function inlineStylesheets(bundle: OutputBundle, template: string, base: string): { template: string; inlined: Set<string> } {
  const inlined = new Set<string>();
  const inlinedTemplate = template.replace(STYLESHEET_LINK, (_link, href: string) => {
    const file = href.startsWith(base) ? href.slice(base.length) : href;
    inlined.add(file);
    const css = cssSource(bundle, file);
    const named = Object.values(bundle).some((output) => output.type === 'chunk' && output.code.includes(file));
    if (!named) Reflect.deleteProperty(bundle, file); // removing an output is how Rollup-style bundles drop a file
    return inlinedStylesheet(css, named ? `${base}${file}` : undefined);
  });
  return { template: inlinedTemplate, inlined };
}

/**
 * What tells Vite's preload helper that a stylesheet inlined into the page is there already: a disabled
 * <link> to it (a browser neither fetches nor applies a disabled stylesheet). The helper links a lazy
 * chunk's stylesheets unless a stylesheet link to them is in the document, and waits for them before the
 * chunk runs; without this, the page would fetch its own CSS again before it could hydrate.
 */
const presentStylesheet = (href: string) => `<link rel="stylesheet" href="${href}" disabled>`;

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

/**
 * The home page's guard, run before its first paint: at any address but the home page's own (the site's base,
 * with or without its trailing slash), the HTML is another page's stand-in, so its content is hidden
 * (OTHER_PAGE_ATTRIBUTE) until the app renders the page asked for. A visitor never sees the home page flash at
 * /docs offline, or at /sounds on a host that rewrites every address to index.html.
 */
function otherPageGuard(base: string): string {
  const addresses = JSON.stringify([...new Set([base, base.replace(/\/$/, '') || '/'])]);
  return `<script>if(${addresses}.indexOf(location.pathname)<0)document.documentElement.setAttribute(${JSON.stringify(OTHER_PAGE_ATTRIBUTE)},'')</script>`;
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
    .replace('</head>', () => `${route === '/' ? otherPageGuard(base) : ''}${assets.styles.map(({ file, css }) => inlinedStylesheet(css, `${base}${file}`)).join('')}\n  </head>`)
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
        const { template, inlined } = inlineStylesheets(bundle, html.source, base);
        if (!template.includes(ROOT_MARK) || !HEAD_MARK.test(template)) throw new Error('prerender: index.html lost its markers');
        const search: SearchDocument[] = [];
        for (const page of server.PRERENDERED_PAGES) {
          const assets = pageAssets(bundle, chunkOf(bundle, page.module), template, inlined);
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
