/**
 * Which strategy answers a request: kept apart from the worker so the decisions can be unit-tested.
 *   cdn-audio    files under the CDN base: content-hashed, so CacheFirst forever
 *   local-audio  self-hosted <base>sounds/<category>/<name>.mp3: may change in place, so stale-while-revalidate
 *   navigation   a page load: the page's precached prerendered HTML (never for file-like paths)
 *   studio-code  the Sound Studio's MP3 encoder chunk, left out of the precache (vite.config.ts): content-hashed,
 *                so CacheFirst once a visitor has exported, and MP3 export then works offline too
 *   network      everything else, including every HEAD (caches only hold GETs)
 */
import { pageFilesFor } from '../src/config/siteFiles.mjs';
import { soundOfLocalFile } from '../src/sfx/soundAddress.ts';
export type RouteKind = 'cdn-audio' | 'local-audio' | 'navigation' | 'studio-code' | 'network';

export type RouteRequest = { url: URL; method: string; mode: RequestMode | string };

/**
 * Audio cache names carry a version, so a change of policy starts from a clean cache. v2: only bytes that
 * match their content hash (sw/verify.ts); v1 could hold a truncated or substituted body for good.
 */
export const AUDIO_CACHE = 'react-sfx-audio-v2';
export const LOCAL_SOUNDS_CACHE = 'react-sfx-local-sounds-v2';
/** Earlier versions' caches, each with the one that replaces it: what passes the checks moves over. */
export const OUTDATED_AUDIO_CACHES: Readonly<Record<string, string>> = {
  'react-sfx-audio-v1': AUDIO_CACHE,
  'react-sfx-local-sounds-v1': LOCAL_SOUNDS_CACHE,
};

export const STUDIO_CODE_CACHE = 'react-sfx-studio-code-v1';
/** The encoder chunk's path below the site's base (its name is set in vite.config.ts, STUDIO_ENCODER_CHUNK). */
const STUDIO_ENCODER = /^assets\/studio-encoder-[\w-]+\.js$/;

/** Whether a path below the site's base is a self-hosted copy: `sounds/<category>/<name>.mp3` (soundAddress.ts). */
const isLocalSound = (path: string) => path.startsWith('sounds/') && soundOfLocalFile(path.slice('sounds/'.length)) !== undefined;
/** A last path segment with an extension: a file, never to be answered with the HTML shell. */
const FILE_LIKE = /\/[^/]*\.[^/]+$/;

/** The CDN base as an absolute URL prefix ending in '/'; a relative base is resolved against the origin. */
export function cdnPrefix(cdnBase: string, origin: string): string {
  return new URL(cdnBase.replace(/\/*$/, '/'), origin).href;
}

/** Whether navigating to this path may be answered with the app shell. */
function isShellPath(url: URL, cdnBase: string): boolean {
  return !FILE_LIKE.test(url.pathname) && !url.href.startsWith(cdnPrefix(cdnBase, url.origin));
}

/**
 * A path below the base that starts with another '/' ('//evil.com', which a browser also makes of '/\evil.com'):
 * no page of the site, whatever follows, but what a URL parser takes for another host's root. scripts/serve.mjs
 * answers it with the not-found page and 404; so does the worker, '//docs' and '//evil.com' alike.
 */
function isHostLike(path: string): boolean {
  return path.startsWith('/');
}

/** The path below the site's base ('/react-sfx/docs' -> 'docs'), or null for a path outside it. */
function belowBase(pathname: string, base: string): string | null {
  return pathname.startsWith(base) ? pathname.slice(base.length) : null;
}

/** A navigation's page below the base, without trailing slashes ('/react-sfx/docs/' -> 'docs'). */
function pageBelow(pathname: string, base: string): string {
  return (belowBase(pathname, base) ?? pathname).replace(/\/+$/, '');
}

/** `base` is the site's base path ('/' or '/react-sfx/'), the worker's scope. */
export function routeFor(request: RouteRequest, cdnBase: string, origin: string, base = '/'): RouteKind {
  if (request.method !== 'GET') return 'network';
  const { url } = request;
  if (url.href.startsWith(cdnPrefix(cdnBase, origin))) return url.pathname.endsWith('.mp3') ? 'cdn-audio' : 'network';
  if (url.origin !== origin) return 'network';
  const path = belowBase(url.pathname, base);
  if (path !== null && isLocalSound(path)) return 'local-audio';
  if (path !== null && STUDIO_ENCODER.test(path)) return 'studio-code';
  if (request.mode === 'navigate' && path !== null && (isHostLike(path) || isShellPath(url, cdnBase))) return 'navigation';
  return 'network';
}

/**
 * The precached page that answers a navigation to `pathname` (under the site's `base`): the first of
 * pageFilesFor's that is precached, as scripts/serve.mjs picks from the disk (its page, else 404.html, else
 * index.html). A host-like path ('//evil.com') names no page of the site.
 */
export function pageFileFor(pathname: string, isPrecached: (file: string) => boolean, base = '/'): string {
  const path = belowBase(pathname, base) ?? '';
  const files = pageFilesFor(isHostLike(path) ? '404' : pageBelow(pathname, base));
  return files.find(([file]) => isPrecached(file))?.[0] ?? 'index.html';
}

/**
 * A page of the site whose HTML the precache leaves out (the docs' pages, vite.config.ts): online it comes
 * from the network; offline, from the precached page nearest above it (the home page's for /docs and
 * /docs/api today), which renders the asked-for route afresh from the precached scripts (its #root names another
 * route). Null for a precached page or an address that is no page. `pagePaths` are the router paths of the page
 * table.
 */
export function offlineShellFor(pathname: string, isPrecached: (file: string) => boolean, pagePaths: readonly string[], base = '/'): string | null {
  const page = pageBelow(pathname, base).toLowerCase();
  if (page === '' || isPrecached(`${page}/index.html`) || !pagePaths.includes(`/${page}`)) return null;
  const segments = page.split('/');
  for (let depth = segments.length - 1; depth > 0; depth--) {
    const above = `${segments.slice(0, depth).join('/')}/index.html`;
    if (isPrecached(above)) return above;
  }
  return 'index.html';
}
