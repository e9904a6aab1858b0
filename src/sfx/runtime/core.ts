/**
 * The state of one sound runtime: its configuration, the enabled flag, event listeners and the map of
 * its sounds (each an object of its own, sound.ts). The runtime's files are functions of this object, so that two runtimes on one page (tests,
 * micro-frontends) share nothing but the page's one audio context.
 */
import { DEFAULT_CDN_URL, DEFAULT_LOAD_TIMEOUT_MS, ENABLED_STORAGE_KEY, LOCAL_SOUNDS_PATH } from '../constants.ts';
import type { RuntimeCore } from './model.ts';
import { makeSound } from './sound.ts';

/**
 * A runtime's state with the defaults: the default CDN, `/sounds`, 10 s loads, the library's storage key
 * (createSoundRuntime makes turning its sounds off pause what it plays).
 */
export function createRuntimeCore(storageKey: string | false = ENABLED_STORAGE_KEY): RuntimeCore {
  const sounds: RuntimeCore['sounds'] = new Map();
  const core: RuntimeCore = {
    cdnUrl: DEFAULT_CDN_URL,
    localSoundsPath: LOCAL_SOUNDS_PATH,
    loadTimeout: DEFAULT_LOAD_TIMEOUT_MS,
    storageKey,
    enabledListeners: new Set(),
    eventListeners: new Set(),
    sounds,
    sound(name) {
      let sound = sounds.get(name);
      if (!sound) sounds.set(name, (sound = makeSound(core, name)));
      return sound;
    },
  };
  return core;
}

/** Sets where self-hosted copies are looked for (no trailing slash), or `false` to skip the check. */
export function setLocalPath(runtime: RuntimeCore, path: string | false): void {
  runtime.localSoundsPath = path === false ? false : path.replace(/\/+$/, '');
}

/** Sets the synth that renders catalogue sounds on the device (react-sfx/synth's deviceSynth). */
export function setSynth(runtime: RuntimeCore, synth: RuntimeCore['synth']): void {
  runtime.synth = synth;
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
