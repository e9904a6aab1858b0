import { useEffect, useState } from 'react';
import { getCDNUrl, getSoundInfo, subscribeSoundEvents } from 'react-sfx';
import { isCachedOffline } from '../lib/offlineSounds.ts';
import { OFFLINE_CACHE_CHANGED } from './offlineEvents.ts';

/** The worker stores a played file just after handing it over; look again once it has had time. */
const AFTER_PLAY_CHECK_MS = 1000;

/** The URL a built-in sound is fetched from (its CDN file). */
export function offlineUrlOf(key: string): string | undefined {
  const info = getSoundInfo(key);
  return info ? `${getCDNUrl()}/${info.src}` : undefined;
}

/**
 * Whether a built-in sound is in the offline cache: checked on mount, after it loads (playing it online
 * caches it) and after "Save all". Undefined until known.
 */
export function useAvailableOffline(key: string): boolean | undefined {
  const [available, setAvailable] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const url = offlineUrlOf(key);
    if (!url) return undefined;
    let active = true;
    const check = () => void isCachedOffline(url).then((cached) => active && setAvailable(cached));
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeSoundEvents((event) => {
      if (event.name !== key || event.type !== 'loaded') return;
      clearTimeout(timer);
      timer = setTimeout(check, AFTER_PLAY_CHECK_MS);
    });
    window.addEventListener(OFFLINE_CACHE_CHANGED, check);
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener(OFFLINE_CACHE_CHANGED, check);
    };
  }, [key]);

  return available;
}
