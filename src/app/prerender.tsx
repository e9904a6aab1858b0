/**
 * The build's server entry (never shipped to browsers): renders each page to HTML with the same tree the
 * browser hydrates, waiting for the lazy page chunks. scripts/vite-plugin-prerender.ts writes the files.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { makeStore } from '../../store/store.ts';
import { SITE_BASE } from '../config/base.ts';
import { PAGES, routeOf } from '../config/paths.ts';
import { configureSounds } from './configureSounds.ts';
import { crawlerFiles } from './crawlerFiles.ts';
import { AppRoutes } from './router.tsx';
import { type RouteMeta, routeMetaFor } from './routeMeta.ts';
import { canonicalUrl } from './siteOrigin.ts';
import { SiteRoot } from './SiteRoot.tsx';
import { escapeMarkup } from '../lib/markup.ts';

/**
 * A page the build writes: its router path, its file in dist/, and the module of its lazy chunk. Each
 * page is a folder's index.html, so plain file hosts serve /docs (as /docs/) as well as clean-URL hosts do.
 */
export type PrerenderedPage = { path: string; file: string; module: string };

/** Any address the route table does not know renders the not-found page; this one stands for them all. */
const UNKNOWN_ADDRESS = '/404';

/** Every page of the table (src/config/paths.ts), each in its own folder, and the not-found page. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  ...Object.values(PAGES).map(({ path, module }) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, module: `src/pages/${module}.tsx` })),
  { path: UNKNOWN_ADDRESS, file: '404.html', module: 'src/pages/not-found/NotFoundPage.tsx' },
];

function noDownloadsWhilePrerendering(): never {
  throw new Error('Nothing is downloaded while prerendering');
}

/** The markup of #root for the page at `path`, with every lazy page resolved. */
export async function renderPage(path: string): Promise<string> {
  configureSounds();
  const store = makeStore({ saveFile: noDownloadsWhilePrerendering });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SiteRoot store={store}>
      <StaticRouter basename={SITE_BASE} location={`${SITE_BASE}${path.slice(1)}`}>
        <AppRoutes />
      </StaticRouter>
    </SiteRoot>,
    {
      // React would quietly leave a failing part to the browser: a page that cannot prerender fails the build.
      onError: (error) => void errors.push(error),
      // Never move a large boundary out of line behind a reveal script: the HTML must read without scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed: ${String(errors[0])}`);
  if (html.includes('<script')) throw new Error(`Prerendering ${path} left content behind a script`);
  return html;
}

/** The route a page was rendered for, written on its #root: the browser hydrates only a page of its own address. */
export const routeMarkerFor = (path: string): string => routeOf(path);


/** The link-preview image of every page, drawn by scripts/make-icons.mjs into public/. */
export const SOCIAL_CARD = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'The react-sfx logo, a speaker sending out sound waves, beside the name react-sfx and a waveform.',
} as const;

/** What search engines and link previews read: title, description, canonical URL, robots, Open Graph. */
export function headFor(path: string): { title: string; tags: string } {
  const meta: RouteMeta = routeMetaFor(path);
  const url = canonicalUrl(path);
  const content = (text: string) => `"${escapeMarkup(text)}"`;
  const tags = [
    `<meta name="description" content=${content(meta.description)} />`,
    `<meta name="robots" content=${content(meta.indexable ? 'index, follow' : 'noindex')} />`,
    // One page stands for every unknown address: it has no canonical URL of its own.
    ...(meta.indexable ? [`<link rel="canonical" href=${content(url)} />`] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="react-sfx" />`,
    `<meta property="og:title" content=${content(meta.title)} />`,
    `<meta property="og:description" content=${content(meta.description)} />`,
    `<meta property="og:url" content=${content(url)} />`,
    `<meta property="og:image" content=${content(canonicalUrl(SOCIAL_CARD.path))} />`,
    `<meta property="og:image:width" content="${SOCIAL_CARD.width}" />`,
    `<meta property="og:image:height" content="${SOCIAL_CARD.height}" />`,
    `<meta property="og:image:alt" content=${content(SOCIAL_CARD.alt)} />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
  return { title: escapeMarkup(meta.title), tags };
}

/** sitemap.xml and robots.txt for the pages above: scripts/vite-plugin-crawler-files.ts writes them into the build. */
export const prerenderedCrawlerFiles = (): Readonly<Record<string, string>> => crawlerFiles(PRERENDERED_PAGES.map((page) => page.path));
