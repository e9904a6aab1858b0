import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SOUNDS_PACKAGE_VERSION } from '../constants.ts';
import { writeFileAtomic } from './atomicWrite.ts';
import { isCatalogueFile } from './download.ts';
import { describeFsError } from './fsErrors.ts';
import { CliError, EXIT_FAILED } from './io.ts';

/** Written into the output folder by every pick that installed or verified a file; read by `sync`. */
export const MANIFEST_FILE = '.react-sfx-manifest.json';

/** What a pick asked for, so `sync` can ask again (and so get sounds the catalogue gained since). */
export type Selection = { all: boolean; categories: string[]; names: string[] };

export type Manifest = {
  tool: 'react-sfx';
  /** The react-sfx version (and so the catalogue) that installed the files. */
  version: string;
  /** Where the files came from: the CDN base, or the file: URL of --from. */
  source: string;
  selection: Selection;
  /** Each installed sound: its file under the output folder and the file's full SHA-256. */
  files: Record<string, { file: string; sha256: string }>;
};

/** The manifest in `outputDir`, undefined when there is none; a damaged one is a clear error. */
export async function readManifest(outputDir: string, shown: string): Promise<Manifest | undefined> {
  let text: string;
  try {
    text = await readFile(join(outputDir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw new CliError(`cannot read ${shown}/${MANIFEST_FILE}: ${describeFsError(error)}`, EXIT_FAILED);
  }
  try {
    const parsed = JSON.parse(text) as Partial<Manifest>;
    if (parsed.tool !== 'react-sfx' || typeof parsed.files !== 'object' || parsed.files === null || typeof parsed.selection !== 'object') throw new Error('not a react-sfx manifest');
    return parsed as Manifest;
  } catch {
    throw new CliError(`${shown}/${MANIFEST_FILE} is not a react-sfx manifest: remove it and run react-sfx pick again`, EXIT_FAILED);
  }
}

export async function writeManifest(outputDir: string, manifest: Manifest): Promise<void> {
  const sorted = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : 1)));
  await writeFileAtomic(join(outputDir, MANIFEST_FILE), new TextEncoder().encode(`${JSON.stringify({ ...manifest, files: sorted }, null, 2)}\n`));
}

/** The union of two selections. */
export function mergeSelection(a: Selection | undefined, b: Selection): Selection {
  return {
    all: (a?.all ?? false) || b.all,
    categories: [...new Set([...(a?.categories ?? []), ...b.categories])].sort(),
    names: [...new Set([...(a?.names ?? []), ...b.names])].sort(),
  };
}

/**
 * Removes the files of sounds the catalogue no longer has, but only those the manifest says the CLI
 * installed and whose bytes are still the ones it installed: a file someone replaced is left alone.
 * Returns the names removed.
 */
export async function removeRetired(outputDir: string, manifest: Manifest, isCurrent: (name: string) => boolean): Promise<string[]> {
  const removed: string[] = [];
  for (const [name, { file, sha256 }] of Object.entries(manifest.files)) {
    if (isCurrent(name)) continue;
    // Only `<category>/<name>.mp3` below the output folder: an edited manifest cannot point anywhere else.
    const ours = /^[a-z]+\/[a-z0-9_]+$/.test(name) && file === `${name}.mp3`;
    const bytes = ours ? await readFile(join(outputDir, file)).catch(() => undefined) : undefined;
    if (bytes && isCatalogueFile(bytes, sha256)) await rm(join(outputDir, file), { force: true });
    removed.push(name);
  }
  manifest.files = Object.fromEntries(Object.entries(manifest.files).filter(([name]) => !removed.includes(name)));
  return removed;
}

export function newManifest(source: string, selection: Selection): Manifest {
  return { tool: 'react-sfx', version: SOUNDS_PACKAGE_VERSION, source, selection, files: {} };
}
