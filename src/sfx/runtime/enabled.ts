import { ENABLED_STORAGE_KEY } from '../constants.ts';

type EnabledListener = (enabled: boolean) => void;

let enabled: boolean | undefined;
const listeners = new Set<EnabledListener>();

/** The stored preference: 'true' or 'false'; undefined when absent, unreadable or anything else. */
export function readStoredPreference(): boolean | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(ENABLED_STORAGE_KEY);
    return stored === 'false' ? false : stored === 'true' ? true : undefined;
  } catch {
    return undefined; // storage that throws (privacy modes, sandboxed frames) must not break playback
  }
}

/** Whether sounds may play. Defaults to true; restored from localStorage on first use. */
export function isSoundEnabled(): boolean {
  enabled ??= readStoredPreference() ?? true;
  return enabled;
}

/** Turns every sound on or off, remembers it in localStorage, and tells subscribers. */
export function setSoundEnabled(value: boolean): void {
  const changed = isSoundEnabled() !== value;
  enabled = value;
  try {
    globalThis.localStorage?.setItem(ENABLED_STORAGE_KEY, String(value));
  } catch {
    // Not persisted this time; the flag still holds for this page.
  }
  if (!changed) return;
  for (const listener of [...listeners]) listener(value);
}

/** SoundProvider's `initialEnabled`: used only when the visitor has no stored preference; not persisted. */
export function applyInitialEnabled(value: boolean): void {
  if (readStoredPreference() !== undefined || isSoundEnabled() === value) return;
  enabled = value;
  for (const listener of [...listeners]) listener(value);
}

/** Subscribes to changes of the enabled flag; returns the function that unsubscribes. */
export function subscribeSoundState(listener: EnabledListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
