/**
 * The state of one sound runtime: its configuration, the enabled flag, event listeners and the registry
 * of sounds. The runtime's files are functions of this object, so that two runtimes on one page (tests,
 * micro-frontends) share nothing but the page's one audio context.
 */
import { DEFAULT_CDN_URL, DEFAULT_LOAD_TIMEOUT_MS, ENABLED_STORAGE_KEY, LOCAL_SOUNDS_PATH } from '../constants.ts';
import type { SoundEvent } from '../types.ts';
import { pauseAllWhenDisabled } from './playback.ts';
import type { SoundEntry } from './registry.ts';

/**
 * A play waiting for its sound to load: a stop (or unmount) before it loads must keep it from starting.
 * `segment`: the sprite segment it plays, if any.
 */
export type PendingPlay = { readonly name: string; readonly owner: symbol; readonly segment?: string; cancelled: boolean };

/** A runtime's state (the runtime object carries it besides its methods). */
export type RuntimeCore = {
  cdnUrl: string;
  localSoundsPath: string | false;
  loadTimeout: number;
  /** Where the enabled flag is remembered (localStorage, else a cookie); false: not remembered. */
  readonly storageKey: string | false;
  /** Undefined until first read, then restored from storage. */
  enabled?: boolean;
  /** SoundProvider's `initialEnabled`: what a server renders, as it knows no stored preference. */
  initialEnabled?: boolean;
  warnedUnsaved?: boolean;
  readonly enabledListeners: Set<(enabled: boolean) => void>;
  readonly eventListeners: Set<(event: SoundEvent) => void>;
  readonly entries: Map<string, SoundEntry>;
  readonly watchers: Map<string, Set<() => void>>;
  readonly pendingPlays: Set<PendingPlay>;
  /** Whether this runtime listens for the visitor's first gesture yet (see unlock.ts). */
  unlockInstalled?: boolean;
};

/**
 * A runtime's state with the defaults: the default CDN, `/sounds`, 10 s loads, the library's storage key;
 * turning its sounds off pauses what it plays.
 */
export function createRuntimeCore(storageKey: string | false = ENABLED_STORAGE_KEY): RuntimeCore {
  const runtime: RuntimeCore = {
    cdnUrl: DEFAULT_CDN_URL,
    localSoundsPath: LOCAL_SOUNDS_PATH,
    loadTimeout: DEFAULT_LOAD_TIMEOUT_MS,
    storageKey,
    enabledListeners: new Set([(enabled) => pauseAllWhenDisabled(runtime, enabled)]),
    eventListeners: new Set(),
    entries: new Map(),
    watchers: new Map(),
    pendingPlays: new Set(),
  };
  return runtime;
}

/** Sets where self-hosted copies are looked for (no trailing slash), or `false` to skip the check. */
export function setLocalPath(runtime: RuntimeCore, path: string | false): void {
  runtime.localSoundsPath = path === false ? false : path.replace(/\/+$/, '');
}

/** Sets the base URL built-in sounds are fetched from (no trailing slash). */
export function setCdn(runtime: RuntimeCore, url: string): void {
  runtime.cdnUrl = url.replace(/\/+$/, '');
}

/** Sets how long a load may take; throws a RangeError unless `ms` is a positive number (`Infinity`: no limit). */
export function setTimeoutMs(runtime: RuntimeCore, ms: number): void {
  if (typeof ms !== 'number' || Number.isNaN(ms) || ms <= 0) {
    throw new RangeError(`setLoadTimeout: ${String(ms)} is not a positive number of milliseconds`);
  }
  runtime.loadTimeout = ms;
}
