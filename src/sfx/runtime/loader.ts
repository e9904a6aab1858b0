import { LOCAL_CHECK_TIMEOUT_MS } from '../constants.ts';
import { getCDNUrl } from './cdn.ts';
import { getSoundInfo } from './catalogueLookup.ts';
import { getLocalSoundsPath } from './localSounds.ts';

// For loading.ts, which imports this module on first use and needs no other part of the catalogue.
export { isLibrarySoundName } from './catalogueLookup.ts';

function statusError(response: Response): Error {
  return new Error(`Failed loading audio file with status: ${response.status}`);
}

/** A self-hosted copy is usable when HEAD answers ok within the time-out with an audio content type. */
async function hasLocalCopy(path: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOCAL_CHECK_TIMEOUT_MS);
  try {
    const response = await fetch(path, { method: 'HEAD', signal: controller.signal });
    return response.ok && (response.headers.get('content-type') ?? '').toLowerCase().startsWith('audio');
  } catch {
    return false; // no copy, offline, or too slow: the CDN serves it
  } finally {
    clearTimeout(timer);
  }
}

async function fetchLocal(path: string): Promise<Blob | undefined> {
  try {
    if (!(await hasLocalCopy(path))) return undefined;
    const response = await fetch(path);
    if (!response.ok) throw statusError(response);
    return await response.blob();
  } catch (error) {
    console.warn('Error loading local sound, falling back to CDN', error);
    return undefined;
  }
}

async function fetchCustom(name: string): Promise<Blob> {
  try {
    const response = await fetch(name);
    if (!response.ok) throw statusError(response);
    return await response.blob();
  } catch (error) {
    throw new Error(`Failed to load custom sound "${name}"`, { cause: error });
  }
}

async function fetchFromCdn(name: string, src: string): Promise<Blob> {
  try {
    const response = await fetch(`${getCDNUrl()}/${src}`);
    if (!response.ok) throw statusError(response);
    return await response.blob();
  } catch (error) {
    throw new Error(`Failed to fetch sound "${name}" from CDN`, { cause: error });
  }
}

/**
 * Fetches a sound's file as a blob. A built-in sound comes from a self-hosted copy under
 * /sounds/<category>/<name>.mp3 (setLocalSoundsPath) when there is one, else from the CDN; any other
 * name is a URL.
 */
export async function fetchSoundBlob(name: string): Promise<Blob> {
  const info = getSoundInfo(name);
  if (!info) return fetchCustom(name);
  const localPath = getLocalSoundsPath();
  const local = localPath === false ? undefined : await fetchLocal(`${localPath}/${name}.mp3`);
  return local ?? fetchFromCdn(name, info.src);
}
