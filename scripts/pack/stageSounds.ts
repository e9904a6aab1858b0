/**
 * Stages the react-sfx-sounds package: exactly the files the catalogue names, at the catalogue's
 * `src` paths under v1/ (the CDN base ends in /v1). Stale files from earlier synth runs stay behind.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { CDN_VERSION } from '../../src/sfx/constants.ts';

const GENERATED = fileURLToPath(new URL(`../../public/cdn/${CDN_VERSION}/`, import.meta.url));

export async function stageSounds(packageDir: string): Promise<number> {
  const sources = Object.values(soundCatalogue).map((info) => info.src);
  for (const src of sources) {
    const target = join(packageDir, CDN_VERSION, src);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(GENERATED, src), target);
  }
  return sources.length;
}
