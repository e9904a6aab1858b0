// sw.ts, built with Workbox: keep every sound once it has been fetched, for offline use.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// The CDN base you gave setCDNUrl (or the default one). Match by URL: fetch() requests have no
// 'audio' destination.
const SOUND_CDN = 'https://cdn.example.com/react-sfx/v1/';

registerRoute(
  ({ url }) => url.href.startsWith(SOUND_CDN),
  // CDN file names carry a content hash, so a cached file never goes stale.
  new CacheFirst({
    cacheName: 'react-sfx-sounds',
    plugins: [
      // Only complete responses: a 206 or an opaque answer must not be stored.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);
