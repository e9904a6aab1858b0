import { getSoundInfo, type LibrarySoundName, soundCatalogue } from 'react-sfx';

// Every built-in sound, with its file and duration in seconds.
export const shortSounds = (Object.keys(soundCatalogue) as LibrarySoundName[]).filter(
  (name) => soundCatalogue[name].duration < 0.5,
);

// undefined for any name that is not built in (a URL of your own, say).
export function durationOf(name: string): number | undefined {
  return getSoundInfo(name)?.duration; // getSoundInfo('ui/copy')?.duration === 0.131
}
