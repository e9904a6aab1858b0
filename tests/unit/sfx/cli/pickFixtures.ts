import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LibrarySoundName } from '../../../../src/sfx/catalogue.ts';
import { soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { CDN_DIR } from './cdnServer.ts';

export const srcOf = (name: LibrarySoundName): string => soundCatalogue[name].src;

/** The bytes the CDN holds for a sound. */
export function cdnBytes(name: LibrarySoundName): Promise<Buffer> {
  return readFile(join(CDN_DIR, srcOf(name)));
}

export function sha7(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 7);
}

/** True when `<output>/<name>.mp3` holds exactly the catalogue's bytes (by content hash). */
export async function holdsSound(output: string, name: LibrarySoundName): Promise<boolean> {
  const bytes = await readFile(join(output, `${name}.mp3`));
  return `${name.split('/')[1]}.${sha7(bytes)}.mp3` === srcOf(name).split('/')[1];
}

export const namesIn = (category: string): LibrarySoundName[] =>
  Object.keys(soundCatalogue)
    .filter((name): name is LibrarySoundName => name.startsWith(`${category}/`))
    .sort();

export const mp3Paths = (names: readonly string[]): string[] => names.map((name) => `${name}.mp3`).sort();
