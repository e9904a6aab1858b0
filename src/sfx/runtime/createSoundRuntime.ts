import type { SoundEvent, SoundName, SoundOptions, SoundSynth } from '../types.ts';
import { createRuntimeCore, setCdn, setLocalPath, setSynth, setTimeoutMs } from './core.ts';
import { isEnabled, setEnabled, subscribeEnabled } from './enabled.ts';
import { fetchSoundBlob, pauseAllWhenDisabled, preloadSounds, releaseUnusedSounds } from './sound.ts';
import { playSound } from './playSound.ts';
import type { RuntimeCore } from './model.ts';

/** How a new runtime starts; each option can be changed later with the runtime's setter. */
export type SoundRuntimeOptions = {
  /**
   * Base URL of the built-in sounds.
   * @defaultValue the react-sfx-sounds package on jsDelivr, pinned to this version (`…/v1`)
   */
  cdnUrl?: string;
  /**
   * Where self-hosted copies are looked for; `false` skips the check.
   * @defaultValue '/sounds'
   */
  localSoundsPath?: string | false;
  /**
   * How long one load may take, in milliseconds; `Infinity`: as long as the network does.
   * @defaultValue 10000
   */
  loadTimeout?: number;
  /**
   * The localStorage key (and fallback cookie) the enabled flag is remembered under; `false` keeps it in
   * memory only. Two apps on one page that must not share the visitor's choice give each its own key.
   * @defaultValue 'react-sfx-enabled'
   */
  storageKey?: string | false;
  /**
   * Catalogue sounds rendered on the device, from `react-sfx/synth`: `deviceSynth()` renders a sound whose
   * file cannot be fetched, `deviceSynth('always')` every catalogue sound, with no audio request.
   * @defaultValue none: sounds play from their files only
   */
  synth?: SoundSynth;
};

/**
 * One sound runtime: its sounds (fetched once, decoded once, shared by the hooks below it, released
 * when unused), its enabled flag, its events and where it fetches from. The package's functions act on
 * a default runtime; a `SoundProvider` given another one routes the hooks and components below it there.
 */
export type SoundRuntime = {
  /** Sets the base URL built-in sounds are fetched from: `{base}/<category>/<name>.<hash>.mp3`. */
  setCDNUrl(url: string): void;
  /** The base URL built-in sounds are fetched from. */
  getCDNUrl(): string;
  /** Sets where self-hosted copies are looked for: `{path}/<category>/<name>.mp3`; `false` turns the check off. */
  setLocalSoundsPath(path: string | false): void;
  /** Where self-hosted copies are looked for, or `false` when the check is off. */
  getLocalSoundsPath(): string | false;
  /** Sets how long a load may take (ms; `Infinity` for no limit); loads under way keep theirs. Throws a RangeError unless positive. */
  setLoadTimeout(ms: number): void;
  /** How long a load of a sound may take before it fails, in milliseconds. */
  getLoadTimeout(): number;
  /** Whether sounds may play. Defaults to true; restored from storage on first use. */
  isSoundEnabled(): boolean;
  /** Turns every sound of this runtime on or off, remembers the choice, and tells subscribers. */
  setSoundEnabled(enabled: boolean): void;
  /** Subscribes to changes of the enabled flag; returns the function that unsubscribes. */
  subscribeSoundState(listener: (enabled: boolean) => void): () => void;
  /**
   * Subscribes to what the runtime does with each sound (loading, loaded, error, play, end, pause, stop). A
   * quick load is told when it ends (loading, then loaded or error); a longer one is told to have started once
   * it has lasted long enough to be noticed (the docs' "Sound events" give the figure).
   */
  subscribeSoundEvents(listener: (event: SoundEvent) => void): () => void;
  /**
   * Plays a sound without a hook (loading it first); resolves once it starts. Does nothing while sounds
   * are off, unless `forceSoundEnabled` (for an on/off switch's own click).
   */
  playSound(name: SoundName, options?: SoundOptions & { forceSoundEnabled?: boolean }): Promise<void>;
  /** Fetches sounds ahead of use, so their first play starts at once; resolves with an array (one entry per name), as react-sounds' does. */
  preloadSounds(names: readonly string[]): Promise<undefined[]>;
  /** A sound's file as a Blob, from where playback would fetch it; fails at the load time-out or when `signal` aborts. */
  fetchSoundBlob(name: string, signal?: AbortSignal): Promise<Blob>;
  /** Releases every sound that nothing uses or plays. */
  releaseUnusedSounds(): void;
};

/** The state behind a runtime, for the hooks and components (createSoundRuntime's runtimes carry it). */
export function coreOf(runtime: SoundRuntime): RuntimeCore {
  if (!('sounds' in runtime)) throw new TypeError('Not a sound runtime: make one with createSoundRuntime()');
  return runtime as SoundRuntime & RuntimeCore;
}

/**
 * Creates a sound runtime with its own sounds, enabled flag, events and configuration. Pass it to
 * `<SoundProvider runtime={…}>` so the hooks and components below use it (tests, micro-frontends, two
 * apps on one page); the package's top-level functions act on the default runtime.
 */
export function createSoundRuntime({ cdnUrl, localSoundsPath, loadTimeout, storageKey, synth }: SoundRuntimeOptions = {}): SoundRuntime {
  const core = createRuntimeCore(storageKey);
  setSynth(core, synth);
  // Turning the runtime's sounds off pauses everything it plays.
  core.enabledListeners.add((enabled) => pauseAllWhenDisabled(core, enabled));
  const runtime: SoundRuntime = Object.assign(core, {
    setCDNUrl: (url) => setCdn(core, url),
    getCDNUrl: () => core.cdnUrl,
    setLocalSoundsPath: (path) => setLocalPath(core, path),
    getLocalSoundsPath: () => core.localSoundsPath,
    setLoadTimeout: (ms) => setTimeoutMs(core, ms),
    getLoadTimeout: () => core.loadTimeout,
    isSoundEnabled: () => isEnabled(core),
    setSoundEnabled: (enabled) => setEnabled(core, enabled),
    subscribeSoundState: (listener) => subscribeEnabled(core, listener),
    subscribeSoundEvents: (listener) => {
      core.eventListeners.add(listener);
      return () => void core.eventListeners.delete(listener);
    },
    playSound: (name, options) => playSound(core, name, options),
    preloadSounds: (names) => preloadSounds(core, names),
    fetchSoundBlob: (name, signal) => fetchSoundBlob(core, name, signal),
    releaseUnusedSounds: () => releaseUnusedSounds(core),
  } satisfies SoundRuntime);
  if (cdnUrl !== undefined) runtime.setCDNUrl(cdnUrl);
  if (localSoundsPath !== undefined) runtime.setLocalSoundsPath(localSoundsPath);
  if (loadTimeout !== undefined) runtime.setLoadTimeout(loadTimeout);
  return runtime;
}
