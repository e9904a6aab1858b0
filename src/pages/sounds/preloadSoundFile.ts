import { getSoundInfo } from 'react-sfx';
import { SITE_CDN_URL } from '../../config/base.ts';

const asked = new Set<string>();

/**
 * Starts the request for a built-in sound's file as a visitor reaches for its card, beside the library's
 * fetching code rather than after it: a `<link rel="preload" as="fetch">` for the very address the loader
 * then fetches (the site's CDN base and the catalogue's file name; the site has no self-hosted copies), which
 * the browser hands to that fetch instead of asking again. Without it the file's request waited for the
 * code's round trip, 150 ms or more on a phone. Only for a sound the library is about to fetch (never loaded,
 * nothing under way, the browser online: offline, the site renders it), and once a page visit per sound, so
 * no preload goes unused.
 */
export function preloadSoundFile(key: string): void {
  const info = getSoundInfo(key);
  if (!info || asked.has(key) || navigator.onLine === false) return;
  asked.add(key);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous'; // as fetch() asks: CORS mode, credentials only to the same origin
  link.href = `${SITE_CDN_URL}/${info.src}`;
  document.head.append(link);
}
