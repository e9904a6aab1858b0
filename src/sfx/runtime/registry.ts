/**
 * One entry per sound name in a runtime, shared by every user of it, and the watchers that re-render
 * hooks when it changes. What happens to an entry, from its first claim to its release, is in soundLife.ts.
 */
import type { RuntimeCore, SoundEntry } from './model.ts';

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
