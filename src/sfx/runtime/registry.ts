/**
 * One entry per sound name in a runtime, shared by every user of it, and the watchers that re-render
 * hooks when it changes. What happens to an entry, from its first claim to its release, is in soundLife.ts.
 */
import type { RuntimeCore } from './core.ts';
import type { EngineSound } from './engine.ts';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

/** How a play ended: by itself, or stopped. */
export type PlayEnd = 'end' | 'stop';

/**
 * One play: whose it is, the sprite segment it plays (if any), and the engine sound it plays on (the
 * sound's own, or one with a sprite map).
 */
export type PlayRecord = { owner: symbol; segment?: string; loop: boolean; paused: boolean; done: (how: PlayEnd) => void; sound: EngineSound };

export type SoundEntry = {
  readonly name: string;
  state: LoadState;
  subscribers: number;
  loading?: Promise<void>;
  /** Aborts the load under way (its fetch, and the wait for its decode); set by loader.ts. */
  abort?: () => void;
  /** Why the last load failed (state 'error'); cleared when a new load starts. */
  error?: Error;
  /**
   * Length in seconds before the sound has decoded: a built-in sound's from the catalogue, a custom one's
   * from its file's metadata (set by loader.ts). The decoded sound's own length wins once there.
   */
  duration?: number;
  /** Where the file was fetched from (a self-hosted copy, the CDN, or the custom URL), for error messages. */
  src?: string;
  /** Why the fetched file did not decode, naming the sound and `src` (made by loader.ts, which knows both). */
  decodeError?: (cause: unknown) => Error;
  /** A long custom source, played through html5 audio instead of being decoded whole. */
  streaming?: boolean;
  objectUrl?: string;
  /**
   * A long file's opening (its first bytes, decoded in a few milliseconds) standing in for the sound until
   * the whole file has decoded, or the whole sound if the opening did not decode (see loader.ts).
   */
  opening?: Promise<EngineSound>;
  decoding?: Promise<EngineSound>;
  sound?: EngineSound;
  /** The same file with a sprite map, by its segments (made from the decoded file on first use, see sprites.ts). */
  spriteSounds?: Map<string, Promise<EngineSound>>;
  readonly plays: Map<number, PlayRecord>;
};

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
