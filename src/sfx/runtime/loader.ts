import { LOCAL_CHECK_TIMEOUT_MS } from '../constants.ts';
import { getSoundInfo } from './catalogueLookup.ts';
import type { RuntimeCore } from './core.ts';
import { loadDeadline } from './loadTimeout.ts';

/** Where a runtime fetches from, and how long a fetch may take. */
type Sources = Pick<RuntimeCore, 'cdnUrl' | 'localSoundsPath' | 'loadTimeout'>;

// For loading.ts, which imports this module on first use and needs no other part of the catalogue.
export { isLibrarySoundName } from './catalogueLookup.ts';

function statusError(response: Response): Error {
  return new Error(`Failed loading audio file with status: ${response.status}`);
}

/** A self-hosted copy is usable when HEAD answers ok within the time-out with an audio content type. */
async function hasLocalCopy(path: string, signal: AbortSignal): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOCAL_CHECK_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(path, { method: 'HEAD', signal: controller.signal });
    return response.ok && (response.headers.get('content-type') ?? '').toLowerCase().startsWith('audio');
  } catch {
    return false; // no copy, offline, or too slow: the CDN serves it
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

async function fetchLocal(path: string, signal: AbortSignal): Promise<Blob | undefined> {
  try {
    if (!(await hasLocalCopy(path, signal))) return undefined;
    const response = await fetch(path, { signal });
    if (!response.ok) throw statusError(response);
    return await response.blob();
  } catch (error) {
    console.warn('Error loading local sound, falling back to CDN', error);
    return undefined;
  }
}

async function fetchCustom(name: string, signal: AbortSignal): Promise<Blob> {
  try {
    const response = await fetch(name, { signal });
    if (!response.ok) throw statusError(response);
    return await response.blob();
  } catch (error) {
    throw new Error(`Failed to load custom sound "${name}"`, { cause: error });
  }
}

async function fetchFromCdn(cdnUrl: string, name: string, src: string, signal: AbortSignal): Promise<Blob> {
  try {
    const response = await fetch(`${cdnUrl}/${src}`, { signal });
    if (!response.ok) throw statusError(response);
    return await response.blob();
  } catch (error) {
    throw new Error(`Failed to fetch sound "${name}" from CDN`, { cause: error });
  }
}

async function fetchWithin({ cdnUrl, localSoundsPath }: Sources, name: string, signal: AbortSignal): Promise<Blob> {
  const info = getSoundInfo(name);
  if (!info) return fetchCustom(name, signal);
  const local = localSoundsPath === false ? undefined : await fetchLocal(`${localSoundsPath}/${name}.mp3`, signal);
  return local ?? fetchFromCdn(cdnUrl, name, info.src, signal);
}

/**
 * Fetches a sound's file as a blob, from the runtime's sources as they are now. A built-in sound comes
 * from a self-hosted copy under `{local path}/<category>/<name>.mp3` when there is one, else from the
 * CDN; any other name is a URL. The fetch fails once the load time-out passes, or when `signal` aborts
 * if one is given.
 */
export async function fetchSoundBlob(runtime: Sources, name: string, signal?: AbortSignal): Promise<Blob> {
  if (signal) return fetchWithin(runtime, name, signal);
  const deadline = loadDeadline(name, runtime.loadTimeout);
  try {
    return await fetchWithin(runtime, name, deadline.signal);
  } finally {
    deadline.clear();
  }
}
