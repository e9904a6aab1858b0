import { resolve } from 'node:path';
import { isLibrarySoundName } from '../runtime/catalogueLookup.ts';
import type { PickOptions } from './args.ts';
import type { CliIo } from './io.ts';
import { CliError, EXIT_FAILED, EXIT_OK, quote } from './io.ts';
import { describeFsError } from './fsErrors.ts';
import { MANIFEST_FILE, readManifest, removeRetired, writeManifest } from './manifest.ts';
import { DEFAULT_OUTPUT, pick, startClock, stoppedReading } from './pick.ts';
import { ReadStopped } from './boundedRead.ts';
import { displayPath } from './outputDir.ts';
import { CATEGORIES } from './selection.ts';

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A path from the manifest as a message may show it: as is when plain, else quoted (no forged lines). */
const printable = (path: string): string => (/^[\w./-]+$/.test(path) ? path : quote(path));

/**
 * `react-sfx sync`: brings a folder that `pick` filled up to date with this version's catalogue. It
 * removes the sounds the catalogue no longer has (only files it installed itself, still as installed; the
 * files it keeps are named, with why), then picks again what the manifest recorded: missing files are added
 * (also sounds a picked category gained), present ones re-verified against their full SHA-256, wrong ones
 * replaced.
 */
export async function sync(options: PickOptions, io: CliIo): Promise<number> {
  const outputDir = resolve(io.cwd, options.output ?? DEFAULT_OUTPUT);
  const shown = displayPath(outputDir, io.cwd);
  const clock = startClock(io);
  const where = `${shown}/${MANIFEST_FILE}`;
  const manifest = await readManifest(outputDir, shown, clock.stop).catch((error: unknown) => {
    throw error instanceof ReadStopped ? stoppedReading(clock, where) : error;
  });
  if (!manifest) throw new CliError(`no ${MANIFEST_FILE} in ${shown}: sync updates what react-sfx pick installed there; run pick first`, EXIT_FAILED);
  const before = Object.keys(manifest.files).length;
  const { removed, kept } = await removeRetired(outputDir, manifest, isLibrarySoundName, clock.stop).catch((error: unknown) => {
    throw error instanceof ReadStopped ? stoppedReading(clock, 'a retired sound') : error;
  });
  if (Object.keys(manifest.files).length < before) {
    try {
      await writeManifest(outputDir, manifest, io.writeNewFile);
    } catch (error) {
      throw new CliError(`cannot write ${where}: ${describeFsError(error)}`, EXIT_FAILED);
    }
  }
  if (!options.json && !options.quiet) {
    if (removed.length > 0) io.stdout.write(`removed ${count(removed.length, 'sound')} no longer in the catalogue: ${removed.join(', ')}\n`);
    if (kept.length > 0) {
      const files = kept.map(({ file, why }) => `${printable(file)} (${why})`).join(', ');
      io.stdout.write(`kept ${count(kept.length, 'file')} of sounds no longer in the catalogue: ${files}\n`);
    }
  }
  const { selection } = manifest;
  const names = selection.names.filter(isLibrarySoundName);
  const categories = selection.categories.filter((category) => CATEGORIES.includes(category));
  if (!selection.all && names.length === 0 && categories.length === 0) return EXIT_OK;
  return pick({ ...options, all: selection.all, names, categories }, io, clock);
}
