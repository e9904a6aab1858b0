/**
 * Taking the catalogue offline. Files are fetched through the service worker, whose CacheFirst route
 * stores each complete file (Workbox does the bookkeeping); each file is stored whole or not at all,
 * so a reload or a dropped network part-way leaves a sound cache that is merely incomplete.
 */
const CONCURRENCY = 4;

export type SaveProgress = { done: number; total: number };

export type SaveResult = { saved: number; failed: number; total: number; cancelled: boolean };

/** Whether a worker controls this page (only then do fetched files land in the offline cache). */
export function canSaveOffline(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller) && typeof caches !== 'undefined';
}

/** Whether the file at `url` is in one of the page's caches. */
export async function isCachedOffline(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return Boolean(await caches.match(new URL(url, location.href).href));
}

async function fetchWhole(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, { signal });
    await response.arrayBuffer(); // read to the end: the worker stores the file once it is complete
    return response.ok;
  } catch {
    return false; // offline, aborted or refused: counted, and the next file is tried
  }
}

/** Fetches every url a few at a time, reporting progress; stops early when `signal` aborts. */
export async function saveForOffline(urls: readonly string[], signal: AbortSignal, onProgress: (progress: SaveProgress) => void): Promise<SaveResult> {
  let next = 0;
  let done = 0;
  let saved = 0;
  const worker = async () => {
    while (next < urls.length && !signal.aborted) {
      const url = urls[next++];
      if (await fetchWhole(url, signal)) saved += 1;
      done += 1;
      onProgress({ done, total: urls.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, urls.length) }, worker));
  return { saved, failed: done - saved, total: urls.length, cancelled: signal.aborted };
}

/** Space used and available for this site, in bytes, when the browser tells. */
export async function storageUsage(): Promise<{ usage: number; quota: number } | undefined> {
  const estimate = await navigator.storage?.estimate?.();
  return estimate?.usage !== undefined && estimate.quota !== undefined ? { usage: estimate.usage, quota: estimate.quota } : undefined;
}

/** Asks the browser to keep the cache under storage pressure; true when granted. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
