import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations fall back to the shell, except file-like paths: opening or downloading an mp3
// (or anything else with an extension) must never be answered with index.html.
const FILE_LIKE_PATHS = [/^\/cdn\//, /^\/sounds\/.*\.mp3(?:\?.*)?$/, /\/[^/?]*\.[^/?]+(?:\?.*)?$/];
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: FILE_LIKE_PATHS }));

// The page decides when a waiting worker takes over (registerType 'prompt').
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
