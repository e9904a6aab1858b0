/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback, RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { AUDIO_CACHE, LOCAL_SOUNDS_CACHE, type RouteKind, isCacheableAudio, pageFileFor, routeFor } from './routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The site's base path ('/' or '/react-sfx/'): the worker's scope, which UpdatePrompt registers from Vite's base. */
const BASE = new URL(self.registration.scope).pathname;
/** The CDN base the site was built with (VITE_SFX_CDN_URL), as in src/app/configureSounds.ts. */
const CDN_BASE: string = import.meta.env.VITE_SFX_CDN_URL || `${BASE}cdn/v1`;
/** Room for the whole catalogue (72) and then some; the oldest entries go first. */
const MAX_AUDIO_ENTRIES = 200;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes charge of the open page at once, so sounds played on the first visit are
// cached too; later versions still wait for the visitor's Reload (registerType 'prompt').
clientsClaim();

const onlyWholeAudio: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheableAudio(response) ? response : null),
};
const audioPlugins = (maxEntries: number): WorkboxPlugin[] => [
  new CacheableResponsePlugin({ statuses: [200] }),
  onlyWholeAudio,
  new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }),
];

/** Every route asks the one decision function (sw/routes.ts), so the unit tests cover what runs here. */
const matches = (kind: RouteKind) => ({ request, url }: RouteMatchCallbackOptions) =>
  routeFor({ url, method: request.method, mode: request.mode }, CDN_BASE, self.location.origin, BASE) === kind;

registerRoute(matches('cdn-audio'), new CacheFirst({ cacheName: AUDIO_CACHE, plugins: audioPlugins(MAX_AUDIO_ENTRIES) }));
registerRoute(matches('local-audio'), new StaleWhileRevalidate({ cacheName: LOCAL_SOUNDS_CACHE, plugins: audioPlugins(MAX_AUDIO_ENTRIES) }));
// File-like paths never reach this route (routeFor), so an .mp3 or a CDN URL never gets a page.
const pageHandlers = new Map<string, RouteHandlerCallback>();
const isPrecached = (file: string) => getCacheKeyForURL(file) !== undefined;
registerRoute(matches('navigation'), (options) => {
  const file = pageFileFor(options.url.pathname, isPrecached, BASE);
  let handler = pageHandlers.get(file);
  if (!handler) pageHandlers.set(file, (handler = createHandlerBoundToURL(file)));
  return handler(options);
});

// The page decides when a waiting worker takes over (registerType 'prompt').
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});
