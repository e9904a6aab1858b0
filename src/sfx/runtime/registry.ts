/**
 * One entry per sound name, shared by every user of it: one fetch and one decode however many
 * components ask at once, reference-counted, and released (howl unloaded, object URL revoked) when
 * nobody subscribes and nothing plays.
 */
import type { RuntimeCore } from './core.ts';
import type { EngineSound } from './engine.ts';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

/** How a play ended: by itself, or stopped. */
export type PlayEnd = 'end' | 'stop';

/** One play: whose it is, and the engine sound it plays on (the sound's own, or one with a sprite map). */
export type PlayRecord = { owner: symbol; loop: boolean; paused: boolean; done: (how: PlayEnd) => void; sound: EngineSound };

export type SoundEntry = {
  readonly name: string;
  state: LoadState;
  subscribers: number;
  loading?: Promise<void>;
  /** Why the last load failed (state 'error'); cleared when a new load starts. */
  error?: Error;
  /** A long custom source, played through html5 audio instead of being decoded whole. */
  streaming?: boolean;
  objectUrl?: string;
  decoding?: Promise<EngineSound>;
  sound?: EngineSound;
  /** The same file with a sprite map, by the map's signature (made from the decoded file on first use). */
  spriteSounds?: Map<string, Promise<EngineSound>>;
  readonly plays: Map<number, PlayRecord>;
};

/**
 * Gives back what a loaded sound holds: its decoded sound and the sprite-mapped copies of it (their
 * Howls share its buffer) unloaded, its object URL revoked. A decode under way is disowned.
 */
export function unloadEntry(entry: SoundEntry): void {
  for (const sound of entry.spriteSounds?.values() ?? []) sound.then((made) => made.unload(), () => undefined);
  entry.sound?.unload();
  if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
  entry.spriteSounds = entry.sound = entry.decoding = entry.objectUrl = undefined;
}

/** The entry of a sound, created idle on first use. */
export function entryOf({ entries }: RuntimeCore, name: string): SoundEntry {
  let entry = entries.get(name);
  if (!entry) {
    entry = { name, state: 'idle', subscribers: 0, plays: new Map() };
    entries.set(name, entry);
  }
  return entry;
}

/** The entry if it exists; never creates one (for reads from render). */
export function peekEntry(runtime: RuntimeCore, name: string): SoundEntry | undefined {
  return runtime.entries.get(name);
}

/** Tells the watchers of a sound (hooks re-render from it) that its entry changed. */
export function notifyEntry(runtime: RuntimeCore, name: string): void {
  for (const watcher of [...(runtime.watchers.get(name) ?? [])]) watcher();
}

/** Watches one sound's entry; returns the function that stops watching. */
export function watchEntry({ watchers }: RuntimeCore, name: string, watcher: () => void): () => void {
  const set = watchers.get(name) ?? new Set();
  set.add(watcher);
  watchers.set(name, set);
  return () => {
    set.delete(watcher);
    if (set.size === 0) watchers.delete(name);
  };
}

/** Releases the entry when it is unused: not loading, nobody subscribed, nothing playing. */
export function releaseIfUnused(runtime: RuntimeCore, entry: SoundEntry): void {
  if (entry.subscribers > 0 || entry.plays.size > 0 || entry.state === 'loading') return;
  if (runtime.entries.get(entry.name) !== entry) return;
  runtime.entries.delete(entry.name);
  unloadEntry(entry);
  notifyEntry(runtime, entry.name);
}

/** Counts a user of the sound; the returned function gives the claim back (once). */
export function claimSound(runtime: RuntimeCore, name: string): () => void {
  const entry = entryOf(runtime, name);
  entry.subscribers += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.subscribers = Math.max(0, entry.subscribers - 1);
    // A microtask later, so a user that takes the sound over in the same task (the next page's
    // component, Sound's trigger="unmount" play) finds it loaded instead of fetching it again.
    queueMicrotask(() => releaseIfUnused(runtime, entry));
  };
}

/** Releases every sound that nobody uses (SoundProvider runs it on its cleanup interval). */
export function releaseUnusedSounds(runtime: RuntimeCore): void {
  for (const entry of [...runtime.entries.values()]) releaseIfUnused(runtime, entry);
}
