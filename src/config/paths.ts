/**
 * The one page table: every page of the site with its router path and its module under src/pages. The
 * router (src/app/router.tsx), the prerender (src/app/prerender.tsx, which writes each page to
 * `<path>/index.html`) and `paths` read it; what search engines show for each page is in pageMeta.ts, keyed
 * by the same names (the type requires one for every page), so the entry chunk carries no descriptions.
 * Adding a page is adding a row here, its meta there, and its module.
 */
export type Page = {
  /** The router path: '/' or '/a' or '/a/b', lower case, no trailing slash. */
  readonly path: string;
  /** The page's module under src/pages, without its extension; it exports a component of the file's name. */
  readonly module: string;
};

export const PAGES = {
  home: { path: '/', module: 'home/HomePage' },
  sounds: { path: '/sounds', module: 'sounds/SoundsPage' },
  docs: { path: '/docs', module: 'docs/DocsPage' },
  docsApi: { path: '/docs/api', module: 'docs/api/ApiReferencePage' },
  docsUseSound: { path: '/docs/use-sound', module: 'docs/guides/UseSoundGuidePage' },
  docsReactSounds: { path: '/docs/react-sounds', module: 'docs/guides/ReactSoundsGuidePage' },
  docsSelfHosting: { path: '/docs/self-hosting', module: 'docs/self-hosting/SelfHostingPage' },
  docsNextjs: { path: '/docs/nextjs', module: 'docs/guides/NextjsGuidePage' },
  docsTroubleshooting: { path: '/docs/troubleshooting', module: 'docs/guides/TroubleshootingPage' },
  docsAccessibility: { path: '/docs/accessibility', module: 'docs/guides/AccessibilityPage' },
  docsChangelog: { path: '/docs/changelog', module: 'docs/changelog/ChangelogPage' },
  studio: { path: '/studio', module: 'studio/StudioPage' },
} as const satisfies Readonly<Record<string, Page>>;

export type PageKey = keyof typeof PAGES;

/** Every route path of the site, by page; components link with these, never with string literals. */
export const paths = Object.fromEntries(Object.entries(PAGES).map(([key, page]) => [key, page.path])) as {
  readonly [Key in PageKey]: (typeof PAGES)[Key]['path'];
};

/** The route of every address the site does not know: they all render the not-found page. */
export const NOT_FOUND_ROUTE = '*';

/** A router path without its trailing slashes ('/docs/' is '/docs'), the root staying '/': the site's one trim. */
export const trimPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Which route renders a router path: one of `paths`, or NOT_FOUND_ROUTE. As the router matches: '/docs/'
 * and '/DOCS' are '/docs'.
 */
export function routeOf(pathname: string): string {
  const path = trimPath(pathname).toLowerCase();
  return Object.values<string>(paths).includes(path) ? path : NOT_FOUND_ROUTE;
}

/**
 * Set on <html> by the home page's HTML, before its first paint, when it was sent for another address: the
 * service worker answers offline with it for the pages it does not precache (the docs'), and a host that
 * rewrites every address to index.html answers with it for every page. Its content (another page's) is hidden
 * until the app has rendered the page asked for (src/main.tsx); src/styles.css hides it.
 */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';
