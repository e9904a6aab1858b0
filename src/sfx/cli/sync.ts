import { resolve } from 'node:path';
import { isLibrarySoundName } from '../runtime/catalogueLookup.ts';
import type { PickOptions } from './args.ts';
import type { CliIo } from './io.ts';
import { CliError, EXIT_FAILED, EXIT_OK } from './io.ts';
import { MANIFEST_FILE, readManifest, removeRetired, writeManifest } from './manifest.ts';
import { DEFAULT_OUTPUT, pick } from './pick.ts';
import { displayPath } from './outputDir.ts';
import { CATEGORIES } from './selection.ts';

/**
 * `react-sfx sync`: brings a folder that `pick` filled up to date with this version's catalogue. It
 * removes the sounds the catalogue no longer has (only files it installed itself, still as installed),
 * then picks again what the manifest recorded: missing files are added (also sounds a picked category
 * gained), present ones re-verified against their full SHA-256, wrong ones replaced.
 */
export async function sync(options: PickOptions, io: CliIo): Promise<number> {
  const outputDir = resolve(io.cwd, options.output ?? DEFAULT_OUTPUT);
  const shown = displayPath(outputDir, io.cwd);
  const manifest = await readManifest(outputDir, shown);
  if (!manifest) throw new CliError(`no ${MANIFEST_FILE} in ${shown}: sync updates what react-sfx pick installed there; run pick first`, EXIT_FAILED);
  const removed = await removeRetired(outputDir, manifest, isLibrarySoundName);
  if (removed.length > 0) await writeManifest(outputDir, manifest);
  if (removed.length > 0 && !options.json && !options.quiet) {
    io.stdout.write(`removed ${removed.length} ${removed.length === 1 ? 'sound' : 'sounds'} no longer in the catalogue: ${removed.join(', ')}\n`);
  }
  const { selection } = manifest;
  const names = selection.names.filter(isLibrarySoundName);
  const categories = selection.categories.filter((category) => CATEGORIES.includes(category));
  if (!selection.all && names.length === 0 && categories.length === 0) return EXIT_OK;
  return pick({ ...options, all: selection.all, names, categories }, io);
}
