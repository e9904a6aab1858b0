import { ENABLED_STORAGE_KEY } from '../constants.ts';
import type { RuntimeCore } from './model.ts';

/** Where react-sounds keeps the same choice: read (never written) so that an app's switch keeps its muted visitors muted. */
const REACT_SOUNDS_KEY = 'react-sounds-enabled';

/**
 * The choice as a cookie: written only when localStorage refuses it (full, or blocked), so a visitor's
 * "off" survives the reload; cleared as soon as localStorage takes the choice again.
 */
function readCookie(key: string): string | undefined {
  try {
    const cookies = globalThis.document?.cookie ?? '';
    return cookies.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${key}=`))?.slice(key.length + 1);
  } catch {
    return undefined; // a sandboxed frame throws on document.cookie
  }
}

function writeCookie(key: string, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${key}=${value ?? ''}; path=/; max-age=${value === undefined ? 0 : 31536000}; SameSite=Lax`;
  } catch {
    // Cookies refused too: persist() says so.
  }
}

/** Remembers the choice: in localStorage, else (storage full or blocked) in a cookie, else says so once. */
function persist(runtime: RuntimeCore, value: boolean): void {
  const key = runtime.storageKey;
  if (key === false) return;
  try {
    globalThis.localStorage?.setItem(key, String(value));
    if (readCookie(key) !== undefined) writeCookie(key, undefined);
    return;
  } catch {
    // QuotaExceededError (another script filled the origin's storage) or storage that throws.
  }
  writeCookie(key, String(value));
  if (readCookie(key) === String(value) || runtime.warnedUnsaved) return;
  runtime.warnedUnsaved = true;
  console.warn(`react-sfx: sounds ${value ? 'on' : 'off'} for this page only: storage refused`);
}

/** A stored choice: the strings 'true' and 'false'; anything else is none. */
function choiceOf(stored: string | null | undefined): boolean | undefined {
  return stored === 'false' ? false : stored === 'true' ? true : undefined;
}

/**
 * The stored preference: 'true' or 'false'; undefined when absent, unreadable or anything else. With the
 * library's own key absent, react-sounds' stored choice counts (for the default key only).
 */
function readStoredPreference({ storageKey: key }: RuntimeCore): boolean | undefined {
  if (key === false) return undefined;
  let stored = readCookie(key);
  try {
    stored ??= globalThis.localStorage?.getItem(key) ?? undefined;
    if (key === ENABLED_STORAGE_KEY) stored ??= globalThis.localStorage?.getItem(REACT_SOUNDS_KEY) ?? undefined;
  } catch {
    // storage that throws (privacy modes, sandboxed frames) must not break playback
  }
  return choiceOf(stored);
}

/** Whether sounds may play. Defaults to true; restored from storage on first use, then kept in step with other tabs. */
export function isEnabled(runtime: RuntimeCore): boolean {
  if (runtime.enabled === undefined) {
    runtime.enabled = readStoredPreference(runtime) ?? true;
    followOtherTabs(runtime);
  }
  return runtime.enabled;
}

function change(runtime: RuntimeCore, value: boolean): void {
  runtime.enabled = value;
  for (const listener of [...runtime.enabledListeners]) listener(value);
}

/**
 * Another tab of the site that turns sounds on or off writes the choice (localStorage, or the cookie when
 * storage refused it): this tab hears it (the storage event, or the cookie store's change event where the
 * browser has one) and follows at once, its plays paused when sounds go off.
 */
function followOtherTabs(runtime: RuntimeCore): void {
  const key = runtime.storageKey;
  if (key === false || typeof window === 'undefined') return;
  const follow = (stored: string | null | undefined) => {
    const value = choiceOf(stored);
    if (value !== undefined && value !== runtime.enabled) change(runtime, value);
  };
  window.addEventListener('storage', (event) => event.key === key && follow(event.newValue));
  type CookieChange = Event & { changed?: readonly { name: string; value?: string }[] };
  const cookies = (globalThis as { cookieStore?: EventTarget }).cookieStore;
  cookies?.addEventListener('change', (event) => follow((event as CookieChange).changed?.find((cookie) => cookie.name === key)?.value));
}

/** Turns every sound of the runtime on or off, remembers it, and tells subscribers of a change. */
export function setEnabled(runtime: RuntimeCore, value: boolean): void {
  const changed = isEnabled(runtime) !== value;
  runtime.enabled = value;
  persist(runtime, value);
  if (changed) change(runtime, value);
}

/**
 * SoundProvider's `initialEnabled`, remembered while rendering: what useSoundEnabled shows on a server,
 * which knows no stored preference. Idempotent.
 */
export function rememberInitialEnabled(runtime: RuntimeCore, value: boolean): void {
  runtime.initialEnabled = value;
}

/** SoundProvider's `initialEnabled` in the browser: used only when the visitor has no stored preference; not persisted. */
export function applyInitialEnabled(runtime: RuntimeCore, value: boolean): void {
  if (readStoredPreference(runtime) === undefined && isEnabled(runtime) !== value) change(runtime, value);
}

/** Subscribes to changes of the enabled flag; returns the function that unsubscribes. */
export function subscribeEnabled(runtime: RuntimeCore, listener: (enabled: boolean) => void): () => void {
  runtime.enabledListeners.add(listener);
  return () => void runtime.enabledListeners.delete(listener);
}
