import { type LibrarySoundName, type SoundInfo, soundCatalogue } from '../catalogue.ts';

/** True for the names of built-in sounds. */
export function isLibrarySoundName(name: string): name is LibrarySoundName {
  return Object.hasOwn(soundCatalogue, name);
}

/** A built-in sound's file and duration; undefined for any other name. */
export function getSoundInfo(name: string): SoundInfo | undefined {
  return isLibrarySoundName(name) ? soundCatalogue[name] : undefined;
}
