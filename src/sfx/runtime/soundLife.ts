/**
 * A sound's life in a runtime, in order:
 *   claim    its users (hooks, playSound, makeRemoteSound) count themselves in: claimSound;
 *   load     fetched once, however many ask at once (loader.ts, imported on the first load) into an
 *            object URL: loadSound, then loader.ts's fetchAndDecode;
 *   decode   decoded once, as soon as audio may start (at the first gesture for sounds fetched before
 *            it): decodeEntry;
 *   play     playback.ts, which loads and decodes first when it must;
 *   release  when nobody claims it and nothing plays it: releaseIfUnused, then unloadEntry (howl
 *            unloaded, object URL revoked). A failed load or decode gives back the same (fail) and
 *            leaves the error state, so the next use loads afresh.
 */
import type { SoundEvent } from '../types.ts';

import { createEngineSound, hasInteracted, warmUpEngine } from './engine.ts';
import { asError, emitSoundEvent } from './events.ts';
import { entryOf, notifyEntry } from './registry.ts';
import { installAudioUnlock } from './unlock.ts';
import type * as Loader from './loader.ts';
import type { EngineSound, RuntimeCore, SoundEntry } from './model.ts';

let loader: Promise<typeof Loader> | undefined;

/**
 * The fetching code (with the catalogue's file names), imported on the first load of a sound (or the
 * first fetchSoundBlob call): a page that only shows sound buttons does not download it. Nothing
 * imports loader.ts statically, or bundlers would put it back in the entry.
 */
function loadLoader(): Promise<typeof Loader> {
  loader ??= import('./loader.ts');
  return loader;
}

/** Counts a user of the sound; the returned function gives the claim back (once). */
export function claimSound(runtime: RuntimeCore, name: string): () => void {
  const entry = entryOf(runtime, name);
  entry.subscribers += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.subscribers -= 1;
    // A microtask later, so a user that takes the sound over in the same task (the next page's
    // component, Sound's trigger="unmount" play) finds it loaded instead of fetching it again.
    queueMicrotask(() => releaseIfUnused(runtime, entry, true));
  };
}

/** Moves a sound to a new load state and tells the runtime's subscribers and the sound's watchers. */
function moveTo(runtime: RuntimeCore, entry: SoundEntry, event: SoundEvent & { type: 'loading' | 'loaded' | 'error' }): void {
  entry.state = event.type;
  emitSoundEvent(runtime, event);
  notifyEntry(runtime, entry.name);
}

/**
 * Fetches (and, once audio may start, decodes) a sound; one request per sound however many ask at once.
 * A failed load may be tried again.
 */
export function loadSound(runtime: RuntimeCore, name: string): Promise<void> {
  // The network first: the fetching code is requested before anything else runs (the engine's code, the
  // loading state's re-render).
  const loader = loadLoader();
  warmUpEngine(); // howler downloads meanwhile
  prepareAudio(runtime);
  const entry = entryOf(runtime, name);
  if (entry.state === 'loaded' || entry.loading) return entry.loading ?? Promise.resolve();
  entry.error = undefined;
  moveTo(runtime, entry, { type: 'loading', name });
  const loading = loader
    .then(({ fetchAndDecode }) => fetchAndDecode(runtime, entry, () => decodeEntry(runtime, entry), createEngineSound, () => notifyEntry(runtime, name), hasInteracted))
    .then(
      () => moveTo(runtime, entry, { type: 'loaded', name }),
      (error: unknown) => {
        // A load given up because nobody wants the sound any more (releaseIfUnused) ends quietly.
        if (runtime.entries.get(name) === entry) fail(runtime, entry, error);
        throw error;
      },
    )
    .finally(() => {
      entry.loading = undefined;
    });
  entry.loading = loading;
  return loading;
}

/** Decodes a fetched sound once, however many callers ask. */
export function decodeEntry(runtime: RuntimeCore, entry: SoundEntry): Promise<EngineSound> {
  const objectUrl = entry.objectUrl;
  if (!objectUrl) return Promise.reject(new Error(`Sound "${entry.name}" is not loaded`));
  if (entry.decoding) return entry.decoding;
  const decoding = createEngineSound(objectUrl, entry.streaming ?? false).then(
    (sound) => {
      if (entry.decoding === decoding) {
        entry.sound = sound;
        notifyEntry(runtime, entry.name); // hooks show the decoded sound's duration
      } else sound.unload(); // the load was given up meanwhile
      return sound;
    },
    (failure: unknown) => {
      const error = entry.decodeError?.(failure) ?? failure; // names the sound and its address (loader.ts)
      // A sound fetched before the first gesture decodes later, outside its load: a failure then puts
      // it in the error state too, so the next play fetches it afresh instead of meeting this failure.
      if (entry.decoding === decoding && entry.state === 'loaded') fail(runtime, entry, error);
      throw error;
    },
  );
  entry.decoding = decoding;
  return decoding;
}

/**
 * Makes the runtime ready for audio: the visitor's first gesture unlocks the audio context and decodes
 * the sounds fetched before it (preloads), so that their first play starts in the click instead of
 * waiting for a decode. A decode failure surfaces when the sound plays.
 */
export function prepareAudio(runtime: RuntimeCore): void {
  installAudioUnlock(runtime, () => {
    for (const entry of runtime.entries.values()) {
      if (entry.state === 'loaded' && !entry.decoding) decodeEntry(runtime, entry).catch(() => undefined);
    }
  });
}

/** Puts a sound that failed to load or decode in the error state; the next play starts a fresh load. */
function fail(runtime: RuntimeCore, entry: SoundEntry, error: unknown): void {
  entry.error = asError(error);
  // Plays of a long file's opening, when the whole file then fails to decode, stop with it.
  for (const play of entry.plays.values()) play.done('stop');
  entry.plays.clear();
  unloadEntry(entry);
  moveTo(runtime, entry, { type: 'error', name: entry.name, message: entry.error.message });
  console.error('Error loading sound', error);
}

/**
 * Gives back what a loaded sound holds: its decoded sound and the sprite-mapped copies of it (their
 * Howls share its buffer) unloaded, its object URL revoked. A decode under way is disowned.
 */
function unloadEntry(entry: SoundEntry): void {
  for (const sound of entry.spriteSounds?.values() ?? []) sound.then((made) => made.unload(), () => undefined);
  entry.sound?.unload();
  if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
  // (An opening unloads itself once its plays have moved onto the whole sound.)
  entry.spriteSounds = entry.sound = entry.decoding = entry.objectUrl = entry.opening = entry.src = entry.decodeError = entry.abort = undefined;
}

/**
 * Releases the entry when it is unused: nobody subscribed, nothing playing. A load under way goes on
 * unless `abortLoad` (its last user let go) and no play waits for it: then its fetch is aborted, and
 * the entry dropped without a word (an unmount while loading leaves nothing behind).
 */
export function releaseIfUnused(runtime: RuntimeCore, entry: SoundEntry, abortLoad?: boolean): void {
  if (entry.subscribers > 0 || entry.plays.size > 0 || runtime.entries.get(entry.name) !== entry) return;
  if (entry.state === 'loading' && (!abortLoad || [...runtime.pendingPlays].some((play) => play.name === entry.name && !play.cancelled))) return;
  entry.abort?.();
  runtime.entries.delete(entry.name);
  unloadEntry(entry);
  notifyEntry(runtime, entry.name);
}

/** Releases every sound that nobody uses (SoundProvider runs it on its cleanup interval). */
export function releaseUnusedSounds(runtime: RuntimeCore): void {
  for (const entry of [...runtime.entries.values()]) releaseIfUnused(runtime, entry);
}

/** Fetches sounds ahead of use, so their first play starts at once; resolves with one entry per name (react-sounds' shape). */
export async function preloadSounds(runtime: RuntimeCore, names: readonly string[]): Promise<undefined[]> {
  try {
    return await Promise.all(
      names.map(async (name) => {
        // Counted as a user while it loads, so that a component letting go of the sound meanwhile does not abort it.
        const entry = entryOf(runtime, name);
        entry.subscribers += 1;
        try {
          await loadSound(runtime, name);
          return undefined;
        } finally {
          entry.subscribers -= 1;
        }
      }),
    );
  } catch (error) {
    console.error('Error preloading sounds', error);
    throw error;
  }
}

/** A sound's file as a Blob, from the same place playback would use (see loader.ts). */
export async function fetchSoundBlob(runtime: RuntimeCore, name: string, signal?: AbortSignal): Promise<Blob> {
  return (await loadLoader()).fetchSoundBlob(runtime, name, signal);
}
