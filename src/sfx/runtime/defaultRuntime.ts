/**
 * The default runtime, behind the package's top-level functions (setCDNUrl, playSound, …) and behind
 * the hooks and components outside a SoundProvider given another runtime. Creating it costs a few empty
 * collections; nothing is read from storage or fetched until a function is called.
 */

import { type SoundRuntime, createSoundRuntime } from './createSoundRuntime.ts';
import type { RuntimeCore } from './model.ts';

const defaultRuntime = /* @__PURE__ */ createSoundRuntime();

/** The default runtime's state, for the hooks and components. */
export const defaultCore = defaultRuntime as SoundRuntime & RuntimeCore;

// The package's functions are the default runtime's methods (SoundRuntime documents each the same way).

/** Sets the base URL built-in sounds are fetched from: `{base}/<category>/<name>.<hash>.mp3`. Call it once, before the first sound loads. */
export const setCDNUrl: SoundRuntime['setCDNUrl'] = defaultRuntime.setCDNUrl;

/** The base URL built-in sounds are fetched from. */
export const getCDNUrl: SoundRuntime['getCDNUrl'] = defaultRuntime.getCDNUrl;

/** Sets where self-hosted copies are looked for: `{path}/<category>/<name>.mp3`; `false` turns the check off (no HEAD requests). */
export const setLocalSoundsPath: SoundRuntime['setLocalSoundsPath'] = defaultRuntime.setLocalSoundsPath;

/** Where self-hosted copies are looked for, or `false` when the check is off. */
export const getLocalSoundsPath: SoundRuntime['getLocalSoundsPath'] = defaultRuntime.getLocalSoundsPath;

/** Sets how long a load may take, in milliseconds (`Infinity`: no limit); loads under way keep theirs. Throws a RangeError unless positive. */
export const setLoadTimeout: SoundRuntime['setLoadTimeout'] = defaultRuntime.setLoadTimeout;

/** How long a load of a sound may take before it fails, in milliseconds. */
export const getLoadTimeout: SoundRuntime['getLoadTimeout'] = defaultRuntime.getLoadTimeout;

/** Whether sounds may play: true by default, restored from localStorage on first use. */
export const isSoundEnabled: SoundRuntime['isSoundEnabled'] = defaultRuntime.isSoundEnabled;

/** Turns every sound on or off, remembers the choice in localStorage, and tells subscribers; turning off pauses what plays. */
export const setSoundEnabled: SoundRuntime['setSoundEnabled'] = defaultRuntime.setSoundEnabled;

/** Subscribes to changes of the enabled flag; returns the function that unsubscribes. */
export const subscribeSoundState: SoundRuntime['subscribeSoundState'] = defaultRuntime.subscribeSoundState;

/** Subscribes to what happens to each sound (loading, loaded, error, play, end, pause, stop), for logs, stores and devtools; returns the function that unsubscribes. */
export const subscribeSoundEvents: SoundRuntime['subscribeSoundEvents'] = defaultRuntime.subscribeSoundEvents;

/** Plays a sound without a hook, loading it first; resolves once it starts. Does nothing while sounds are off, unless `forceSoundEnabled`. */
export const playSound: SoundRuntime['playSound'] = defaultRuntime.playSound;

/** Fetches sounds ahead of use, so their first play starts at once; resolves with an array (one entry per name), as react-sounds' does. */
export const preloadSounds: SoundRuntime['preloadSounds'] = defaultRuntime.preloadSounds;

/** A sound's file as a Blob, from where playback would fetch it (a self-hosted copy, else the CDN; or the URL), for downloads; fails at the load time-out, or when `signal` aborts. */
export const fetchSoundBlob: SoundRuntime['fetchSoundBlob'] = defaultRuntime.fetchSoundBlob;
