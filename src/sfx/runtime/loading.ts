import { type EngineSound, createEngineSound, warmUpEngine } from './engine.ts';
import { emitSoundEvent } from './events.ts';
import { type SoundEntry, allEntries, dropSpriteSounds, entryOf, notifyEntry } from './registry.ts';
import { loadDeadline, untilAborted } from './loadTimeout.ts';
import { installAudioUnlock, onAudioUnlocked } from './unlock.ts';
import type * as Loader from './loader.ts';

/** Custom sources larger than this stream through html5 audio instead of being decoded whole. */
const STREAMING_THRESHOLD_BYTES = 4_000_000;

let loader: Promise<typeof Loader> | undefined;

/**
 * The fetching half of the runtime (the local-copy check, CDN requests, the catalogue's file names),
 * imported on the first load of a sound (or the first fetchSoundBlob call): a page that only shows sound
 * buttons does not download it. Nothing imports loader.ts statically, or bundlers would put it back in
 * the entry.
 */
function loadLoader(): Promise<typeof Loader> {
  loader ??= import('./loader.ts');
  return loader;
}

/**
 * Whether an audio context may start now. Before the visitor's first gesture it may not, and creating
 * one logs a browser warning, so decoding waits for that gesture (fetching does not).
 */
export function audioAllowed(): boolean {
  if (typeof navigator === 'undefined') return false;
  return navigator.userActivation?.hasBeenActive ?? true;
}

/** Decodes a fetched sound once, however many callers ask. */
export function decodeEntry(entry: SoundEntry): Promise<EngineSound> {
  const objectUrl = entry.objectUrl;
  if (!objectUrl) return Promise.reject(new Error(`Sound "${entry.name}" is not loaded`));
  if (entry.decoding) return entry.decoding;
  const decoding = createEngineSound(objectUrl, entry.streaming ?? false).then(
    (sound) => {
      if (entry.decoding === decoding) {
        entry.sound = sound;
        notifyEntry(entry.name); // hooks show the decoded sound's duration
      } else sound.unload(); // the load was given up meanwhile
      return sound;
    },
    (error: unknown) => {
      // A sound fetched before the first gesture decodes later, outside its load: a failure then puts
      // it in the error state too, so the next play fetches it afresh instead of meeting this failure.
      if (entry.decoding === decoding && entry.state === 'loaded') fail(entry, error);
      throw error;
    },
  );
  entry.decoding = decoding;
  return decoding;
}

/**
 * At the first gesture, decodes the sounds fetched before it (preloads): otherwise their first play would
 * wait for the decode instead of starting in the click. A failure surfaces when the sound is played.
 */
function decodeFetched(): void {
  for (const entry of allEntries()) {
    if (entry.state === 'loaded' && !entry.decoding) decodeEntry(entry).catch(() => undefined);
  }
}

/**
 * One load within the load time-out: the fetch is aborted when it passes, and the steps that cannot be
 * aborted (the loader's import, the decode) are given up, so the load always ends.
 */
async function fetchAndDecode(entry: SoundEntry): Promise<void> {
  const deadline = loadDeadline(entry.name);
  try {
    const { fetchSoundBlob: fetchBlob, isLibrarySoundName } = await untilAborted(loadLoader(), deadline.signal);
    const blob = await fetchBlob(entry.name, deadline.signal); // aborted at the deadline: rejects with the spec's text
    entry.streaming = !isLibrarySoundName(entry.name) && blob.size > STREAMING_THRESHOLD_BYTES;
    entry.objectUrl = URL.createObjectURL(blob);
    if (audioAllowed()) await untilAborted(decodeEntry(entry), deadline.signal);
  } finally {
    deadline.clear();
  }
}

/** Puts a sound that failed to load or decode in the error state; the next play starts a fresh load. */
function fail(entry: SoundEntry, error: unknown): void {
  entry.state = 'error';
  entry.error = error instanceof Error ? error : new Error(String(error));
  if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
  entry.objectUrl = undefined;
  entry.decoding = undefined;
  dropSpriteSounds(entry);
  entry.sound?.unload();
  entry.sound = undefined;
  emitSoundEvent({ type: 'error', name: entry.name, message: entry.error.message });
  notifyEntry(entry.name);
  console.error('Error loading sound', error);
}

function markFailed(entry: SoundEntry, error: unknown): never {
  fail(entry, error);
  throw error;
}

/**
 * Fetches (and, once audio may start, decodes) a sound; one request per sound however many ask at once.
 * A failed load may be tried again.
 */
export function loadSound(name: string): Promise<void> {
  installAudioUnlock();
  onAudioUnlocked(decodeFetched);
  warmUpEngine();
  const entry = entryOf(name);
  if (entry.state === 'loaded' || entry.loading) return entry.loading ?? Promise.resolve();
  entry.state = 'loading';
  entry.error = undefined;
  emitSoundEvent({ type: 'loading', name });
  notifyEntry(name);
  entry.loading = fetchAndDecode(entry).then(
    () => {
      entry.state = 'loaded';
      emitSoundEvent({ type: 'loaded', name });
      notifyEntry(name);
    },
    (error: unknown) => markFailed(entry, error),
  );
  void entry.loading.finally(() => {
    entry.loading = undefined;
  }).catch(() => undefined);
  return entry.loading;
}

/** Fetches sounds ahead of use, so their first play starts at once. */
export async function preloadSounds(names: readonly string[]): Promise<void> {
  try {
    await Promise.all(names.map(loadSound));
  } catch (error) {
    console.error('Error preloading sounds', error);
    throw error;
  }
}

/**
 * A sound's file as a Blob, from the same place playback would use: a self-hosted copy under
 * /sounds/<category>/<name>.mp3 when there is one, else the CDN; any other name is a URL. Fails at the
 * load time-out (setLoadTimeout), or when `signal` aborts if one is given.
 */
export async function fetchSoundBlob(name: string, signal?: AbortSignal): Promise<Blob> {
  const { fetchSoundBlob: fetchBlob } = await loadLoader();
  return fetchBlob(name, signal);
}
