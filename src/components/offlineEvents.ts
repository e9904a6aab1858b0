/** Fired on window when sounds were added to the offline cache in bulk, so indicators look again. */
export const OFFLINE_CACHE_CHANGED = 'react-sfx:offline-cache-changed';

export function announceOfflineCacheChanged(): void {
  window.dispatchEvent(new Event(OFFLINE_CACHE_CHANGED));
}
