/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback, RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { PAGES } from '../src/config/paths.ts';
import { AUDIO_CACHE, LOCAL_SOUNDS_CACHE, OUTDATED_AUDIO_CACHES, STUDIO_CODE_CACHE, type RouteKind, cdnPrefix, isCacheableAudio, offlineShellFor, pageFileFor, routeFor } from './routes.ts';
import { cachedUrlsOf, expectedHashFor, isVerifiedAudio } from './verify.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The site's base path ('/' or '/react-sfx/'): the worker's scope, which UpdatePrompt registers from Vite's base. */
const BASE = new URL(self.registration.scope).pathname;
/** The CDN base the site was built with (VITE_SFX_CDN_URL), as in src/app/configureSounds.ts. */
const CDN_BASE: string = import.meta.env.VITE_SFX_CDN_URL || `${BASE}cdn/v1`;
/** Room for the whole catalogue (72) and then some; the oldest entries go first. */
const MAX_AUDIO_ENTRIES = 200;

// No "clean URLs": Workbox would answer '/index' with index.html, '/404' with 404.html and '/docs/index' with
// docs/index.html, 200 where the server says 404. Pages are the navigation route's (pageFileFor) to answer.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();
// The first worker takes charge of the open page at once, so sounds played on the first visit are
// cached too; later versions still wait for the visitor's Reload (registerType 'prompt').
clientsClaim();

/** A successful audio answer whose bytes are whole and hash to what its name says; else null. */
async function verified(url: URL, kind: 'cdn-audio' | 'local-audio', response: Response): Promise<Response | null> {
  if (!isCacheableAudio(response)) return null;
  const expected = expectedHashFor(url, kind, BASE);
  if (!expected) return null;
  const bytes = await response.clone().arrayBuffer();
  return (await isVerifiedAudio(bytes, response.headers, expected)) ? response : null;
}

/** Runs while the page already has the response (Workbox caches in the background): playback never waits. */
const onlyVerifiedAudio = (kind: 'cdn-audio' | 'local-audio'): WorkboxPlugin => ({
  cacheWillUpdate: ({ request, response }) => verified(new URL(request.url), kind, response),
});
const audioPlugins = (kind: 'cdn-audio' | 'local-audio'): WorkboxPlugin[] => [
  new CacheableResponsePlugin({ statuses: [200] }),
  onlyVerifiedAudio(kind),
  new ExpirationPlugin({ maxEntries: MAX_AUDIO_ENTRIES, purgeOnQuotaError: true }),
];

/** Every route asks the one decision function (sw/routes.ts), so the unit tests cover what runs here. */
const matches = (kind: RouteKind) => ({ request, url }: RouteMatchCallbackOptions) =>
  routeFor({ url, method: request.method, mode: request.mode }, CDN_BASE, self.location.origin, BASE) === kind;

registerRoute(matches('cdn-audio'), new CacheFirst({ cacheName: AUDIO_CACHE, plugins: audioPlugins('cdn-audio') }));
// Content-hashed like the CDN's files; a new build's encoder has a new name, and the old one ages out.
registerRoute(
  matches('studio-code'),
  new CacheFirst({ cacheName: STUDIO_CODE_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2 })] }),
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

/**
 * Sounds an earlier worker cached move to this one's caches if they pass its checks; the rest are dropped
 * with the old caches. A visitor who saved every sound for offline keeps them.
 */
async function migrateAudioCaches(): Promise<void> {
  for (const [oldName, newName] of Object.entries(OUTDATED_AUDIO_CACHES)) {
    if (!(await caches.has(oldName))) continue;
    const [from, to] = await Promise.all([caches.open(oldName), caches.open(newName)]);
    const kind = newName === AUDIO_CACHE ? 'cdn-audio' : 'local-audio';
    for (const request of await from.keys()) {
      const response = await from.match(request);
      const kept = response && (await verified(new URL(request.url), kind, response));
      if (kept) await to.put(request, kept);
    }
    await caches.delete(oldName);
  }
}
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(migrateAudioCaches()));

/** A sound the page could not decode leaves the caches, so the next press fetches it afresh. */
async function evict(name: string): Promise<void> {
  const urls = cachedUrlsOf(name, cdnPrefix(CDN_BASE, self.location.origin), self.location.origin, BASE);
  const open = await Promise.all([AUDIO_CACHE, LOCAL_SOUNDS_CACHE].map((cacheName) => caches.open(cacheName)));
  await Promise.all(open.flatMap((cache) => urls.map((url) => cache.delete(url))));
}

// The page decides when a waiting worker takes over (registerType 'prompt'), and tells of sounds that failed.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data.type === 'SOUND_FAILED' && 'name' in data && typeof data.name === 'string') event.waitUntil(evict(data.name));
});
