/**
 * Where a sound lives, written once for everything that names its files: synth (which writes them), the
 * CLI (which downloads and installs them), the loader (which fetches them), the service worker (which
 * routes and verifies them). It imports nothing, so each of them can take it alone.
 *
 *   on the CDN         {cdn base}/<category>/<name>.<hash>.mp3   the hash: the first HASH_DIGITS of its SHA-256
 *   self-hosted copy   {local path}/<category>/<name>.mp3        (`/sounds` by default; the CLI's output folder)
 */

/** How many hex digits of a file's SHA-256 its CDN name carries. */
export const HASH_DIGITS = 7;

/** A sound's file on the CDN, below the CDN base: `<category>/<name>.<hash>.mp3`. */
export const cdnFileOf = (name: string, sha256: string): string => `${name}.${sha256.slice(0, HASH_DIGITS)}.mp3`;

/** The content hash in a CDN file name or address (`….<hash>.mp3`), or undefined when it has none. */
export const hashInFileName = (file: string): string | undefined => /\.([0-9a-f]{7,64})\.mp3$/.exec(file)?.[1];

/** A self-hosted copy's file below its folder: `<category>/<name>.mp3`. */
export const localFileOf = (name: string): string => `${name}.mp3`;

/**
 * The sound a self-hosted copy's path names (`<category>/<name>.mp3`, below its folder), or undefined.
 * Lower case only, as the catalogue's names are: `UI/Copy.mp3` is not a copy of `ui/copy`.
 */
export const soundOfLocalFile = (path: string): string | undefined => /^([a-z0-9_-]+\/[a-z0-9_-]+)\.mp3$/.exec(path)?.[1];

/**
 * The name of a catalogue sound reshaped on the device (react-sfx/synth's customSound): this prefix, the
 * sound, then its settings as a query (`react-sfx/synth:ui/copy?pitch=3&length=1.2&brightness=0&seed=0`).
 * No address: a runtime renders it with its synth, and fetches nothing.
 */
export const RENDERED_SOUND_PREFIX = 'react-sfx/synth:';
