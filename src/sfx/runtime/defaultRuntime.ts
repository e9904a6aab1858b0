/**
 * The default runtime, behind the package's top-level functions (setCDNUrl, playSound, …) and behind
 * the hooks and components outside a SoundProvider given another runtime. Creating it costs a few empty
 * collections; nothing is read from storage or fetched until a function is called.
 */
import type { RuntimeCore } from './core.ts';
import { type SoundRuntime, createSoundRuntime } from './createSoundRuntime.ts';

const defaultRuntime = /* @__PURE__ */ createSoundRuntime();

/** The default runtime's state, for the hooks and components. */
export const defaultCore = defaultRuntime as SoundRuntime & RuntimeCore;

// The package's functions are the default runtime's methods: their documentation is SoundRuntime's.
export const {
  setCDNUrl,
  getCDNUrl,
  setLocalSoundsPath,
  getLocalSoundsPath,
  setLoadTimeout,
  getLoadTimeout,
  isSoundEnabled,
  setSoundEnabled,
  subscribeSoundState,
  subscribeSoundEvents,
  playSound,
  preloadSounds,
  fetchSoundBlob,
} = defaultRuntime;
