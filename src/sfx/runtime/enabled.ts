import { ENABLED_STORAGE_KEY } from '../constants.ts';

type EnabledListener = (enabled: boolean) => void;

let enabled: boolean | undefined;
const listeners = new Set<EnabledListener>();

const COOKIE_PREFIX = `${ENABLED_STORAGE_KEY}=`;

/**
 * The choice as a cookie: written only when localStorage refuses it (full, or blocked), so a visitor's
 * "off" survives the reload; cleared as soon as localStorage takes the choice again.
 */
function readCookie(): string | undefined {
  try {
    const cookies = globalThis.document?.cookie ?? '';
    return cookies.split(';').map((part) => part.trim()).find((part) => part.startsWith(COOKIE_PREFIX))?.slice(COOKIE_PREFIX.length);
  } catch {
    return undefined; // a sandboxed frame throws on document.cookie
  }
}

function writeCookie(value: string | undefined): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${COOKIE_PREFIX}${value ?? ''}; path=/; max-age=${value === undefined ? 0 : 31536000}; SameSite=Lax`;
  } catch {
    // Cookies refused too: persist() says so.
  }
}

let warnedUnsaved = false;

/** Remembers the choice: in localStorage, else (storage full or blocked) in a cookie, else says so once. */
function persist(value: boolean): void {
  try {
    globalThis.localStorage?.setItem(ENABLED_STORAGE_KEY, String(value));
    if (readCookie() !== undefined) writeCookie(undefined);
    return;
  } catch {
    // QuotaExceededError (another script filled the origin's storage) or storage that throws.
  }
  writeCookie(String(value));
  if (readCookie() === String(value) || warnedUnsaved) return;
  warnedUnsaved = true;
  console.warn(`react-sfx: sounds ${value ? 'on' : 'off'} for this page only: storage refused`);
}

/** The stored preference: 'true' or 'false'; undefined when absent, unreadable or anything else. */
export function readStoredPreference(): boolean | undefined {
  let stored = readCookie();
  try {
    stored ??= globalThis.localStorage?.getItem(ENABLED_STORAGE_KEY) ?? undefined;
  } catch {
    // storage that throws (privacy modes, sandboxed frames) must not break playback
  }
  return stored === 'false' ? false : stored === 'true' ? true : undefined;
}

/** Whether sounds may play. Defaults to true; restored from localStorage on first use. */
export function isSoundEnabled(): boolean {
  enabled ??= readStoredPreference() ?? true;
  return enabled;
}

/**
 * Turns every sound on or off, remembers it in localStorage (a cookie when localStorage is full or
 * blocked), and tells subscribers.
 */
export function setSoundEnabled(value: boolean): void {
  const changed = isSoundEnabled() !== value;
  enabled = value;
  persist(value);
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
