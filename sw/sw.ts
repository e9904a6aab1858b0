/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback, RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { PAGES } from '../src/config/paths.ts';
import { AUDIO_CACHE, LOCAL_SOUNDS_CACHE, OUTDATED_AUDIO_CACHES, STUDIO_CODE_CACHE, type RouteKind, cdnPrefix, offlineShellFor, pageFileFor, routeFor } from './routes.ts';
import { SITE_CDN_DIR } from '../src/config/siteFiles.mjs';
import { type CacheCheck, audioCheck, cachedUrlsOf, isPrecacheFile, isStudioCode, verifiedForCache } from './verify.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The site's base path ('/' or '/react-sfx/'): the worker's scope, which UpdatePrompt registers from Vite's base. */
const BASE = new URL(self.registration.scope).pathname;
/** The CDN base the site was built with (VITE_SFX_CDN_URL), as in src/app/configureSounds.ts. */
const CDN_BASE: string = import.meta.env.VITE_SFX_CDN_URL || `${BASE}${SITE_CDN_DIR}`;
/** Room for the whole catalogue (72) and then some; the oldest entries go first. */
const MAX_AUDIO_ENTRIES = 200;

/**
 * Every cache checks what it is given before storing it (sw/verify.ts). On a route it runs while the page already
 * has the response (Workbox caches in the background): the page never waits for it, and gets a refused one as it came.
 */
const verifyBeforeCaching = (check: CacheCheck): WorkboxPlugin => ({
  cacheWillUpdate: ({ request, response }) => verifiedForCache(check, new URL(request.url), response),
});

// The build's files are fetched on install, each by a name or revision that changes with its content; the check
// keeps a portal's or a host's HTML page, answered 200 for a script or the search index, out of the precache: the
// install then fails, the current worker stays, and the next visit tries again.
addPlugins([verifyBeforeCaching(isPrecacheFile)]);
// No "clean URLs": Workbox would answer '/index' with index.html, '/404' with 404.html and '/docs/index' with
// docs/index.html, 200 where the server says 404. Pages are the navigation route's (pageFileFor) to answer.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();
// The first worker takes charge of the open page at once, so sounds played on the first visit are
// cached too; later versions still wait for the visitor's Reload (registerType 'prompt').
clientsClaim();

const audioPlugins = (kind: 'cdn-audio' | 'local-audio'): WorkboxPlugin[] => [
  verifyBeforeCaching(audioCheck(kind, BASE)),
  new ExpirationPlugin({ maxEntries: MAX_AUDIO_ENTRIES, purgeOnQuotaError: true }),
];

/** Every route asks the one decision function (sw/routes.ts), so the unit tests cover what runs here. */
const matches = (kind: RouteKind) => ({ request, url }: RouteMatchCallbackOptions) =>
  routeFor({ url, method: request.method, mode: request.mode }, CDN_BASE, self.location.origin, BASE) === kind;

registerRoute(matches('cdn-audio'), new CacheFirst({ cacheName: AUDIO_CACHE, plugins: audioPlugins('cdn-audio') }));
// Content-hashed like the CDN's files; a new build's encoder has a new name, and the old one ages out. Only
// JavaScript is kept: a 200 HTML page kept under the encoder's name failed every MP3 export for good (issue 25).
registerRoute(
  matches('studio-code'),
  new CacheFirst({ cacheName: STUDIO_CODE_CACHE, plugins: [verifyBeforeCaching(isStudioCode), new ExpirationPlugin({ maxEntries: 2 })] }),
);
registerRoute(matches('local-audio'), new StaleWhileRevalidate({ cacheName: LOCAL_SOUNDS_CACHE, plugins: audioPlugins('local-audio') }));
// File-like paths never reach this route (routeFor), so an .mp3 or a CDN URL never gets a page.
const pageHandlers = new Map<string, RouteHandlerCallback>();
const isPrecached = (file: string) => getCacheKeyForURL(file) !== undefined;
const PAGE_PATHS = Object.values(PAGES).map((page) => page.path);
/** Answers with the precached page `file`. */
function precachedPage(file: string, options: Parameters<RouteHandlerCallback>[0]): Promise<Response> {
  let handler = pageHandlers.get(file);
  if (!handler) pageHandlers.set(file, (handler = createHandlerBoundToURL(file)));
  return handler(options);
}
registerRoute(matches('navigation'), async (options) => {
  // A page left out of the precache: the network's, else (offline) a precached page that renders it afresh.
  const shell = offlineShellFor(options.url.pathname, isPrecached, PAGE_PATHS, BASE);
  if (shell) {
    try {
      return await fetch(options.request);
    } catch {
      return precachedPage(shell, options);
    }
  }
  const file = pageFileFor(options.url.pathname, isPrecached, BASE);
  const page = await precachedPage(file, options);
  // An address the site does not know is answered with the not-found page, and says so, as the host does.
  if (file !== '404.html') return page;
  return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
});

/** Keeps what passes `check` of `from`'s entries, in `to` (the same cache, or the one that replaces it). */
async function keepVerified(from: Cache, to: Cache, check: CacheCheck): Promise<void> {
  for (const request of await from.keys()) {
    const response = await from.match(request);
    const kept = response && (await verifiedForCache(check, new URL(request.url), response));
    if (kept && from !== to) await to.put(request, kept);
    if (!kept && from === to) await from.delete(request);
  }
}

/**
 * What an earlier worker cached is checked as this one checks it. Sounds move to this one's caches if they pass,
 * the rest are dropped with the old caches (a visitor who saved every sound for offline keeps them); the encoder
 * cache keeps its name, and loses whatever is not the encoder (an HTML page an older worker kept under its name).
 */
async function checkEarlierCaches(): Promise<void> {
  for (const [oldName, newName] of Object.entries(OUTDATED_AUDIO_CACHES)) {
    if (!(await caches.has(oldName))) continue;
    const [from, to] = await Promise.all([caches.open(oldName), caches.open(newName)]);
    await keepVerified(from, to, audioCheck(newName === AUDIO_CACHE ? 'cdn-audio' : 'local-audio', BASE));
    await caches.delete(oldName);
  }
  if (await caches.has(STUDIO_CODE_CACHE)) {
    const studioCode = await caches.open(STUDIO_CODE_CACHE);
    await keepVerified(studioCode, studioCode, isStudioCode);
  }
}
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(checkEarlierCaches()));

/** A sound the page could not decode leaves the caches, so the next press fetches it afresh. */
async function evictSound(name: string): Promise<void> {
  const urls = cachedUrlsOf(name, cdnPrefix(CDN_BASE, self.location.origin), self.location.origin, BASE);
  const open = await Promise.all([AUDIO_CACHE, LOCAL_SOUNDS_CACHE].map((cacheName) => caches.open(cacheName)));
  await Promise.all(open.flatMap((cache) => urls.map((url) => cache.delete(url))));
}

/**
 * The studio's encoder failed to import: whatever the cache holds under its name goes, so the next export fetches
 * it afresh. The page cannot name the file (its hash is known only to the chunk that imports it), and the cache
 * holds nothing else: the encoder, and at most an older build's, which ages out anyway.
 */
async function evictStudioCode(): Promise<void> {
  if (!(await caches.has(STUDIO_CODE_CACHE))) return;
  const cache = await caches.open(STUDIO_CODE_CACHE);
  await Promise.all((await cache.keys()).map((request) => cache.delete(request)));
}

/** Runs `evict`, then answers on the message's port (if it came with one): the page then knows the entry is gone. */
function evicting(event: ExtendableMessageEvent, evict: Promise<void>): void {
  const done = evict.then(
    () => event.ports[0]?.postMessage('evicted'),
    () => event.ports[0]?.postMessage('failed'),
  );
  event.waitUntil(done);
}

// The page decides when a waiting worker takes over (registerType 'prompt'), and tells of sounds and code that failed.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data.type === 'SOUND_FAILED' && 'name' in data && typeof data.name === 'string') evicting(event, evictSound(data.name));
  if (data.type === 'STUDIO_CODE_FAILED') evicting(event, evictStudioCode());
});
