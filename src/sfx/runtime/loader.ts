/**
 * The fetching half of a sound's life, imported on its first load (or the first fetchSoundBlob call), so
 * a page that only shows sound buttons does not download it. Whatever else it imports that the entry
 * imports too, bundlers split into one more chunk every app loads up front: so it imports only the
 * catalogue (an app that uses only the hooks downloads that with the loader), and the entry hands it
 * the decode.
 */
import { getSoundInfo, isLibrarySoundName } from './catalogueLookup.ts';
import type { RuntimeCore } from './core.ts';
import { LOCAL_CHECK_TIMEOUT_MS, loadDeadline, untilAborted } from './loadTimeout.ts';
import type { EngineSound, createEngineSound } from './engine.ts';
import type { SoundEntry } from './registry.ts';

/** Custom sources larger than this stream through html5 audio instead of being decoded whole. */
const STREAMING_THRESHOLD_BYTES = 4_000_000;

/**
 * Files at least this large (the 22 s beds, long custom sounds) start playing from their opening while
 * the whole file decodes: decoding a bed takes about 20 ms here, its opening (3 to 4 s of it) about 4 ms.
 * The opening is the file's first OPENING_BYTES, or a 32nd of a larger file, so that it lasts through the
 * whole decode even on a device that decodes only a few dozen times faster than real time.
 */
const OPENING_FROM_BYTES = 65_536;
const OPENING_BYTES = 16_384;
const OPENING_SHARE = 1 / 32;

/** Where a runtime fetches from, and how long a fetch may take. */
type Sources = Pick<RuntimeCore, 'cdnUrl' | 'localSoundsPath' | 'loadTimeout'>;

/** Fetches a file; a response that is not ok fails with the spec's text. */
async function fetchBlob(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Failed loading audio file with status: ${response.status}`);
  return response.blob();
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
    return (await hasLocalCopy(path, signal)) ? await fetchBlob(path, signal) : undefined;
  } catch (error) {
    console.warn('Error loading local sound, falling back to CDN', error);
    return undefined;
  }
}

/** Fails with `message`, the failure's own error as its cause. */
async function orFail<T>(promise: Promise<T>, message: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

async function fetchWithin({ cdnUrl, localSoundsPath }: Sources, name: string, signal: AbortSignal): Promise<Blob> {
  const info = getSoundInfo(name);
  if (!info) return orFail(fetchBlob(name, signal), `Failed to load custom sound "${name}"`);
  const local = localSoundsPath === false ? undefined : await fetchLocal(`${localSoundsPath}/${name}.mp3`, signal);
  return local ?? orFail(fetchBlob(`${cdnUrl}/${info.src}`, signal), `Failed to fetch sound "${name}" from CDN`);
}

/**
 * Fetches a sound's file as a blob, from the runtime's sources as they are now. A built-in sound comes
 * from a self-hosted copy under `{local path}/<category>/<name>.mp3` when there is one, else from the
 * CDN; any other name is a URL. The fetch fails once the load time-out passes, or
 * when `signal` aborts if one is given.
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

/**
 * Whether an audio context may start now. Before the visitor's first gesture it may not, and creating
 * one logs a browser warning, so decoding waits for that gesture (fetching does not).
 */
function audioAllowed(): boolean {
  if (typeof navigator === 'undefined') return false;
  return navigator.userActivation?.hasBeenActive ?? true;
}

/**
 * One load of a sound within the load time-out: its file fetched (aborted when the time-out passes) into
 * an object URL, then, once audio may start, `decode`d; a decode that outlasts the time-out is given up,
 * so the load always ends. A long file loads once its opening has decoded (`create` is the engine's
 * createEngineSound); its whole decode follows, and a failure of it then fails the sound (soundLife.ts).
 */
export async function fetchAndDecode(runtime: RuntimeCore, entry: SoundEntry, decode: () => Promise<EngineSound>, create: typeof createEngineSound): Promise<void> {
  const deadline = loadDeadline(entry.name, runtime.loadTimeout);
  try {
    const blob = await fetchWithin(runtime, entry.name, deadline.signal); // aborted at the deadline: rejects with the spec's text
    entry.streaming = !isLibrarySoundName(entry.name) && blob.size > STREAMING_THRESHOLD_BYTES;
    entry.objectUrl = URL.createObjectURL(blob);
    if (!audioAllowed()) return; // decoded at the first gesture (soundLife.ts's prepareAudio)
    if (!entry.streaming && blob.size >= OPENING_FROM_BYTES) {
      // The opening decodes first, then the whole file (createEngineSound starts it); the object URL of
      // the opening is not needed once it has decoded (howler keeps the buffer).
      const openingUrl = URL.createObjectURL(blob.slice(0, Math.max(OPENING_BYTES, Math.round(blob.size * OPENING_SHARE))));
      const revoke = () => URL.revokeObjectURL(openingUrl);
      entry.opening = create(openingUrl, false, undefined, decode).catch(decode);
      entry.opening.then(revoke, revoke);
    }
    await untilAborted(entry.opening ?? decode(), deadline.signal);
  } finally {
    deadline.clear();
  }
}
