/**
 * The fetching half of a sound's life, imported on its first load (or the first fetchSoundBlob call), so
 * a page that only shows sound buttons does not download it. Whatever else it imports that the entry
 * imports too, bundlers split into one more chunk every app loads up front: so it imports only the
 * catalogue (an app that uses only the hooks downloads that with the loader), and the entry hands it
 * the decode.
 */
import { getSoundInfo, isLibrarySoundName } from './catalogueLookup.ts';

import { LOCAL_CHECK_TIMEOUT_MS, loadDeadline, untilAborted } from './loadTimeout.ts';
import type { createEngineSound, hasInteracted } from './engine.ts';
import type { EngineSound, RuntimeCore, RuntimeSound } from './model.ts';
import { RENDERED_SOUND_PREFIX, localFileOf } from '../soundAddress.ts';

/** Custom sources larger than this stream through html5 audio instead of being decoded whole. */
export const STREAMING_THRESHOLD_BYTES = 4_000_000;

/**
 * Files at least this large (the 22 s beds, long custom sounds) start playing from their opening while
 * the whole file decodes: decoding a bed takes about 20 ms here, its opening (3 to 4 s of it) about 4 ms.
 * The opening is the file's first OPENING_BYTES, or a 32nd of a larger file, so that it lasts through the
 * whole decode even on a device that decodes only a few dozen times faster than real time.
 */
export const OPENING_FROM_BYTES = 65_536;
export const OPENING_BYTES = 16_384;
export const OPENING_SHARE = 1 / 32;

/** Where a runtime fetches from, and how long a fetch may take. */
type Sources = Pick<RuntimeCore, 'cdnUrl' | 'localSoundsPath' | 'loadTimeout'>;

/**
 * A small file as a data: URL, which the player decodes at once, as react-sfx/synth hands over what it renders
 * (renderOnDevice.ts's playableFile): a Blob would cost the page's main thread a registration with the browser
 * and a fetch of its object URL (8-37 ms each for a one-shot in Chromium here). Undefined where the engine has
 * no base64 encoder of its own (Uint8Array.prototype.toBase64: Chromium 140, Firefox 133, Safari 18.2). Only
 * the media type is kept: howler reads no parameters.
 */
function dataUrlOf(bytes: Uint8Array, type: string): string | undefined {
  const { toBase64 } = Uint8Array.prototype as { toBase64?: (this: Uint8Array) => string };
  return toBase64 && `data:${type.split(';')[0].trim() || 'application/octet-stream'};base64,${toBase64.call(bytes)}`;
}

/**
 * Fetches a file; a response that is not ok fails with the spec's text, and so does one whose body cannot
 * be audio: empty, or typed as a page or data (a dev server's SPA fallback answers unknown paths with HTML).
 * With `play`, as the player takes it: a file under OPENING_FROM_BYTES (every one-shot) as a data: URL where
 * the engine can make one (see dataUrlOf), which saves a first play 15-70 ms here against a Blob's object URL;
 * none for one too large to decode whole (it streams from its address).
 */
async function fetchBlob(url: string, signal: AbortSignal): Promise<Blob>;
async function fetchBlob(url: string, signal: AbortSignal, play: true): Promise<Blob | string | undefined>;
async function fetchBlob(url: string, signal: AbortSignal, play?: true): Promise<Blob | string | undefined> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Failed loading audio file with status: ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  const notAudio = (what: string) => new Error(`${url} answered ${what}, not audio`);
  if (/html|json|xml|^text\//i.test(type)) throw notAudio(type);
  const length = Number(response.headers.get('content-length')); // 0 when not told
  // A file too large to decode whole streams from its address: the media element starts it while it
  // downloads, so the load time-out measures the first audible start, not the whole download.
  if (play && length > STREAMING_THRESHOLD_BYTES) {
    response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (play && length < OPENING_FROM_BYTES) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!bytes.byteLength) throw notAudio('an empty body');
    return (bytes.byteLength < OPENING_FROM_BYTES && dataUrlOf(bytes, type)) || new Blob([bytes], { type });
  }
  const blob = await response.blob();
  if (!blob.size) throw notAudio('an empty body');
  return blob;
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

/** A self-hosted copy fetched with `fetchFile` (fetchWithin's), or undefined when there is none or it fails. */
async function fetchLocal<T>(path: string, signal: AbortSignal, fetchFile: (url: string) => Promise<T>): Promise<T | undefined> {
  try {
    return (await hasLocalCopy(path, signal)) ? await fetchFile(path) : undefined;
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

/**
 * The sound's file and the address it came from. Failures name the sound and the address: a custom sound's
 * name is its address; a built-in one's CDN address is added to the spec's text. With `play`, the file as
 * the player takes it (see fetchBlob): a custom file over the streaming threshold is not downloaded (no
 * file): it plays from its address.
 */
async function fetchWithin(sources: Sources, name: string, signal: AbortSignal): Promise<[Blob, string]>;
async function fetchWithin(sources: Sources, name: string, signal: AbortSignal, play: true): Promise<[Blob | string | undefined, string]>;
async function fetchWithin({ cdnUrl, localSoundsPath }: Sources, name: string, signal: AbortSignal, play?: true): Promise<[Blob | string | undefined, string]> {
  const fetchFile = (url: string) => (play ? fetchBlob(url, signal, play) : fetchBlob(url, signal));
  const info = getSoundInfo(name);
  if (!info) return [await orFail(fetchFile(name), `Failed to load custom sound "${name}"`), name];
  const path = `${localSoundsPath}/${localFileOf(name)}`;
  const local = localSoundsPath === false ? undefined : await fetchLocal(path, signal, fetchFile);
  if (local) return [local, path];
  const url = `${cdnUrl}/${info.src}`;
  return [await orFail(fetchFile(url), `Failed to fetch sound "${name}" from CDN (${url})`), url];
}

/** In 'fallback' mode, the share of the load time-out a file may take before the sound is rendered instead. */
export const SYNTH_FETCH_SHARE = 0.5;

/** Where a sound rendered on the device comes from, in error messages. */
const RENDERED = 'react-sfx/synth';

/**
 * A catalogue sound this long or longer (the 22 s ambient beds) starts, when rendered, on the first
 * RENDERED_OPENINGS seconds of it, each rendered alone in a fraction of the whole's time (see
 * SoundSynth.renderStart): the shortest plays while the next renders, and so on to the whole. Each is four
 * times the one before, so each is ready before the one before runs out on a device that renders at least
 * five times faster than real time (Chromium here renders about 30 times faster: in its worker, rain's
 * first 0.5 s came in 36-52 ms, its whole in 670-980 ms).
 */
export const RENDERED_OPENING_FROM_SECONDS = 8;
export const RENDERED_OPENINGS: readonly number[] = [0.5, 2, 8];

/** The file of a sound (or of its opening) and where it came from; a rendered bed's later stretches and whole file, still rendering. */
type Playable = [file: Blob | string | undefined, src: string, later?: Promise<Blob | string>[]];

/** The promise, marked as handled: its failure is met where it is awaited, or not at all when it is not needed. */
const quiet = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => undefined);
  return promise;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A sound whose file and render both failed fails once, with both reasons (the later failure is the `cause`). */
const bothFailed = (fileError: unknown, renderFailure: unknown, cause: unknown) =>
  new Error(`${messageOf(fileError)}; rendering it on the device failed too: ${messageOf(renderFailure)}`, { cause });

/**
 * The sound's file for playing it: as fetchWithin, or rendered on the device by the runtime's synth
 * (react-sfx/synth) for a catalogue sound: in 'always' mode instead of any request; in 'fallback' mode when
 * the browser is offline, or when the file cannot be fetched within half the load's time, so that the render
 * has the other half. When the render fails too, the load fails once, with both reasons. With `opens`, a bed
 * renders its openings first (RENDERED_OPENINGS): the load has the first, and the rest come as `later`.
 */
async function playableWithin(runtime: RuntimeCore, name: string, signal: AbortSignal, opens: boolean): Promise<Playable> {
  const custom = name.startsWith(RENDERED_SOUND_PREFIX); // a customSound: nothing to fetch
  const synth = isLibrarySoundName(name) || custom ? runtime.synth : undefined;
  if (!synth) {
    if (custom) throw new Error(`Sound "${name}" is rendered on the device: give the runtime a synth (<SoundProvider synth={deviceSynth()}>, from react-sfx/synth)`);
    return fetchWithin(runtime, name, signal, true);
  }
  const render = async (): Promise<Playable> => {
    const src = `${RENDERED} (${name})`;
    const [first, ...rest] = opens ? RENDERED_OPENINGS.flatMap((seconds) => (synth.renderStart ? [quiet(synth.renderStart(name, seconds, signal))] : [])) : [];
    const whole = quiet(synth.render(name, signal)); // asked for last: the worker renders in turn
    try {
      if (first) return [await first, src, [...rest, whole]];
    } catch {
      // no opening: the sound starts on the whole file
    }
    return [await whole, src];
  };
  // Offline as the browser knows it, a request would only fail (and log its failure): render at once.
  if (synth.mode === 'always' || custom || globalThis.navigator?.onLine === false) return render();
  // 'short' mode renders all but the beds (which play their files), and fetches the file if the render fails.
  if (synth.mode === 'short' && (getSoundInfo(name)?.duration ?? Infinity) < RENDERED_OPENING_FROM_SECONDS) {
    try {
      return await render();
    } catch (failure) {
      signal.throwIfAborted();
      try {
        return await fetchWithin(runtime, name, signal, true);
      } catch (error) {
        throw bothFailed(error, failure, error);
      }
    }
  }
  const fetching = loadDeadline(name, runtime.loadTimeout * SYNTH_FETCH_SHARE);
  signal.addEventListener('abort', fetching.abort);
  try {
    return await fetchWithin(runtime, name, fetching.signal, true);
  } catch (error) {
    signal.throwIfAborted(); // given up, or out of time: nothing to render for
    try {
      return await render();
    } catch (failure) {
      throw bothFailed(error, failure, failure);
    }
  } finally {
    fetching.clear();
    signal.removeEventListener('abort', fetching.abort);
  }
}

/**
 * Fetches a sound's file as a blob, from the runtime's sources as they are now. A built-in sound comes
 * from a self-hosted copy under `{local path}/<category>/<name>.mp3` when there is one, else from the
 * CDN; any other name is a URL. The fetch fails once the load time-out passes, or
 * when `signal` aborts if one is given.
 */
export async function fetchSoundBlob(runtime: Sources, name: string, signal?: AbortSignal): Promise<Blob> {
  if (signal) return (await fetchWithin(runtime, name, signal))[0];
  const deadline = loadDeadline(name, runtime.loadTimeout);
  try {
    return (await fetchWithin(runtime, name, deadline.signal))[0];
  } finally {
    deadline.clear();
  }
}

/**
 * A custom sound's length before it decodes (decoding waits for the visitor's first gesture): read from
 * the file's metadata by a media element, which needs no audio context.
 */
function probeDuration(sound: RuntimeSound, url: string): void {
  if (typeof Audio === 'undefined') return;
  const audio = new Audio();
  audio.preload = 'metadata';
  audio.onloadedmetadata = () => {
    if (Number.isFinite(audio.duration)) sound.duration ??= audio.duration;
    audio.removeAttribute('src');
    audio.load(); // lets the browser free the element's decoder
    sound.notify();
  };
  audio.src = url;
}

/**
 * A sound that starts on its openings (a long file's first bytes, or a rendered bed's first seconds, shortest
 * first): each decodes and plays while the next is on its way, and the last hands over to the whole sound
 * (`decode`). An opening that fails to arrive or decode is passed over. An opening's object URL is given
 * back once it has decoded (howler keeps the buffer).
 */
function startOnOpenings(openings: Promise<Blob | string>[], create: typeof createEngineSound, decode: () => Promise<EngineSound>): Promise<EngineSound> {
  const stage = (index: number): Promise<EngineSound> =>
    index === openings.length
      ? decode()
      : openings[index]
          .then((file) => {
            const url = typeof file === 'string' ? file : URL.createObjectURL(file);
            const made = create(url, false, undefined, () => stage(index + 1));
            if (url !== file) quiet(made.finally(() => URL.revokeObjectURL(url)));
            return made;
          })
          .catch(() => stage(index + 1));
  return stage(0);
}

/**
 * One load of a sound within the load time-out: its file fetched (aborted when the time-out passes) into
 * an object URL, then, once audio may start, decoded (the sound's `decode`); a decode that outlasts the
 * time-out is given up, so the load always ends. A long file loads once its opening has decoded (`create`
 * is the engine's createEngineSound); its whole decode follows, and a failure of it then fails the sound
 * (sound.ts). A built-in sound's duration is known from the catalogue at once, and its watchers told.
 * Before the visitor's first gesture (`mayStart`, the engine's hasInteracted) decoding waits for it:
 * creating an audio context then logs a browser warning. Fetching does not wait.
 */
export async function fetchAndDecode(sound: RuntimeSound, create: typeof createEngineSound, mayStart: typeof hasInteracted): Promise<void> {
  const { name, runtime } = sound;
  const builtIn = isLibrarySoundName(name);
  sound.duration = getSoundInfo(name)?.duration;
  sound.notify();
  const deadline = loadDeadline(name, runtime.loadTimeout, () => sound.src);
  sound.abort = deadline.abort; // its last user let go (sound.ts)
  const decode = () => sound.decode();
  // A long catalogue sound rendered once audio may start begins on its openings (RENDERED_OPENINGS).
  const opens = mayStart() && (sound.duration ?? 0) >= RENDERED_OPENING_FROM_SECONDS;
  try {
    const [blob, src, later] = await playableWithin(runtime, name, deadline.signal, opens); // aborted at the deadline: rejects with the spec's text
    deadline.signal.throwIfAborted(); // given up as the file arrived
    sound.src = src;
    let renderFailure: unknown;
    // In the spec's words for a custom sound (whose name is its address) that cannot be loaded; a bed's whole
    // file that failed to render (below) fails with the render's own error.
    sound.decodeError = (cause) => (cause === renderFailure ? (cause as Error) : new Error(builtIn ? `Decoding audio data failed for sound "${name}" (${src})` : `Failed to load custom sound "${name}"`, { cause }));
    if (blob && later) {
      // A rendered bed: its whole file decodes (sound.decode) once rendered; meanwhile each stretch plays
      // while the next renders and decodes. A stretch that fails to render or decode is passed over.
      const whole = later.pop() as Promise<Blob | string>;
      const rendering: Promise<void> = whole.then((file) => {
        if (sound.rendering !== rendering) throw new Error(`Sound "${name}" was let go while it rendered`);
        sound.objectUrl = typeof file === 'string' ? file : URL.createObjectURL(file);
      }, (error: unknown) => {
        throw (renderFailure = error);
      });
      sound.rendering = quiet(rendering);
      sound.opening = startOnOpenings([Promise.resolve(blob), ...later], create, decode);
      await untilAborted(sound.opening, deadline.signal);
      return;
    }
    const rendered = src.startsWith(RENDERED);
    sound.streaming = !blob || (!builtIn && !rendered && typeof blob !== 'string' && blob.size > STREAMING_THRESHOLD_BYTES);
    // A rendered sound may come as a data: URL (its own address). Revoking one that is not an object URL does nothing.
    sound.objectUrl = typeof blob === 'string' ? blob : blob ? URL.createObjectURL(blob) : src;
    if (!mayStart()) {
      if (!builtIn) probeDuration(sound, sound.objectUrl);
      return; // decoded at the first gesture (sound.ts's prepareAudio)
    }
    if (blob && typeof blob !== 'string' && !sound.streaming && blob.size >= OPENING_FROM_BYTES && !rendered) {
      // The opening decodes first, then the whole file (createEngineSound starts it).
      sound.opening = startOnOpenings([Promise.resolve(blob.slice(0, Math.max(OPENING_BYTES, Math.round(blob.size * OPENING_SHARE))))], create, decode);
    }
    await untilAborted(sound.opening ?? decode(), deadline.signal);
  } finally {
    deadline.clear();
    sound.abort = undefined;
  }
}
