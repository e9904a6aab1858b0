/**
 * react-sfx/catalogue: what server code may use (React Server Components, route handlers, build scripts).
 * Data and pure lookups only: no React, no hooks, no browser APIs, and no 'use client' directive, so a
 * Server Component gets the real values rather than client references.
 */
export { soundCatalogue } from './catalogue.ts';
export { getSoundInfo, isLibrarySoundName } from './runtime/catalogueLookup.ts';
export { CDN_VERSION, DEFAULT_CDN_URL, SOUNDS_PACKAGE_VERSION } from './constants.ts';
export type {
  AmbientSoundName,
  ArcadeSoundName,
  GameSoundName,
  LibrarySoundName,
  MiscSoundName,
  NotificationSoundName,
  SoundCategory,
  SoundInfo,
  SoundName,
  SystemSoundName,
  UiSoundName,
} from './types.ts';
