/**
 * The sound studio: renders every catalogue sound, writes public/cdn/v1/<category>/<name>.<hash>.mp3,
 * src/sfx/catalogue.ts, src/pages/sounds/waveforms.ts and src/sfx/cli/soundSha256.ts, and prints what it made.
 *   npm run synth                 render everything
 *   npm run synth -- --if-needed  only when a file the committed catalogue names is missing
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CatalogueRow, catalogueModule, catalogueSources, loopGainsModule, sha256Module, waveformPeaks, waveformsModule } from './modules.ts';
import { catalogueKeys, renderSound } from './render.ts';
import { summarise } from './summary.ts';
import { cdnFileOf } from '../src/sfx/soundAddress.ts';
import { SITE_CDN_DIR } from '../src/config/siteFiles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CDN_DIR = join(root, 'public', SITE_CDN_DIR);
export const CATALOGUE_MODULE = join(root, 'src/sfx/catalogue.ts');
export const WAVEFORMS_MODULE = join(root, 'src/pages/sounds/waveforms.ts');
export const SHA256_MODULE = join(root, 'src/sfx/cli/soundSha256.ts');
export const LOOP_GAINS_MODULE = join(root, 'synth/loopGains.ts');

/** First 7 hex digits of the file's SHA-256: changes whenever the bytes do, so the CDN can cache forever. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 7);
}

function upToDate(): boolean {
  if (!existsSync(CATALOGUE_MODULE)) return false;
  const sources = catalogueSources(readFileSync(CATALOGUE_MODULE, 'utf8'));
  return sources.length === catalogueKeys.length && sources.every((src) => existsSync(join(CDN_DIR, src)));
}

/** Renders the whole catalogue in memory: the rows of the generated modules and the files to write. */
export async function renderCatalogue() {
  const rows: CatalogueRow[] = [];
  const files: { src: string; bytes: Uint8Array }[] = [];
  const sounds = [];
  for (const key of catalogueKeys) {
    const sound = await renderSound(key);
    const src = cdnFileOf(`${sound.category}/${sound.name}`, contentHash(sound.mp3));
    const duration = Math.round(sound.signal.length / 44.1) / 1000;
    rows.push({ key, src, duration, peaks: waveformPeaks(sound.signal) });
    files.push({ src, bytes: sound.mp3 });
    sounds.push(sound);
  }
  const sha256 = sha256Module(files.map((file) => ({ src: file.src, sha256: createHash('sha256').update(file.bytes).digest('hex'), bytes: file.bytes.length })), rows.map((row) => row.key));
  const gains = Object.fromEntries(sounds.flatMap((sound) => (sound.loop && sound.gain !== undefined ? [[sound.key, sound.gain]] : [])));
  return { rows, files, sounds, catalogue: catalogueModule(rows), waveforms: waveformsModule(rows), sha256, loopGains: loopGainsModule(gains) };
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--if-needed') && upToDate()) {
    console.log('synth: sounds are up to date (public/cdn/v1)');
    return;
  }
  const started = performance.now();
  const result = await renderCatalogue();
  rmSync(CDN_DIR, { recursive: true, force: true });
  for (const file of result.files) {
    const path = join(CDN_DIR, file.src);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.bytes);
  }
  mkdirSync(dirname(WAVEFORMS_MODULE), { recursive: true });
  writeFileSync(CATALOGUE_MODULE, result.catalogue);
  writeFileSync(WAVEFORMS_MODULE, result.waveforms);
  writeFileSync(SHA256_MODULE, result.sha256);
  writeFileSync(LOOP_GAINS_MODULE, result.loopGains);
  console.log(summarise(result.sounds, result.files, performance.now() - started));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
