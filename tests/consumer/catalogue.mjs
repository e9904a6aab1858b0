// What a React Server Component may import: the catalogue subpath is data only, without the main
// entry's 'use client' and without React. Run by the test as `node catalogue.mjs`.
import { getSoundInfo, isLibrarySoundName, soundCatalogue } from 'react-sfx/catalogue';

const names = Object.keys(soundCatalogue);
process.stdout.write(JSON.stringify({ sounds: names.length, known: isLibrarySoundName('ui/copy'), unknown: isLibrarySoundName('ui/nope'), duration: getSoundInfo('ui/copy')?.duration }));
