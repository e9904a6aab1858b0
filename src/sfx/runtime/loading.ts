import { type EngineSound, createEngineSound, warmUpEngine } from './engine.ts';
import { emitSoundEvent } from './events.ts';
import { type SoundEntry, allEntries, entryOf, notifyEntry } from './registry.ts';
import { installAudioUnlock, onAudioUnlocked } from './unlock.ts';
import type * as Loader from './loader.ts';

/** Custom sources larger than this stream through html5 audio instead of being decoded whole. */
const STREAMING_THRESHOLD_BYTES = 4_000_000;

let loader: Promise<typeof Loader> | undefined;

/**
 * The fetching half of the runtime (the local-copy check, CDN requests, the catalogue's file names),
 * imported on the first load of a sound: a page that only shows sound buttons does not download it (about
 * 2 KB gzip). An app that imports fetchSoundBlob has it already, and the import resolves at once.
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
  entry.decoding ??= createEngineSound(objectUrl, entry.streaming ?? false).then((sound) => {
    entry.sound = sound;
    return sound;
  });
  return entry.decoding;
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

async function fetchAndDecode(entry: SoundEntry): Promise<void> {
  const { fetchSoundBlob: fetchBlob, isLibrarySoundName } = await loadLoader();
  const blob = await fetchBlob(entry.name);
  entry.streaming = !isLibrarySoundName(entry.name) && blob.size > STREAMING_THRESHOLD_BYTES;
  entry.objectUrl = URL.createObjectURL(blob);
  if (audioAllowed()) await decodeEntry(entry);
}

function markFailed(entry: SoundEntry, error: unknown): never {
  entry.state = 'error';
  if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
  entry.objectUrl = undefined;
  entry.decoding = undefined;
  const message = error instanceof Error ? error.message : String(error);
  emitSoundEvent({ type: 'error', name: entry.name, message });
  notifyEntry(entry.name);
  console.error('Error loading sound', error);
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
