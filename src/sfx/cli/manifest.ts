import { rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SOUNDS_PACKAGE_VERSION } from '../constants.ts';
import { type NewFileWriter, type Reservation, reserveAtomic, writeFileAtomic } from './atomicWrite.ts';
import { OTHER_FILE_CAP_BYTES, ReadRefused, ReadStopped, readRegularFile } from './boundedRead.ts';
import { isCatalogueFile } from './download.ts';
import { describeFsError, fsErrorCode } from './fsErrors.ts';
import { CliError, EXIT_FAILED } from './io.ts';
import { localFileOf } from '../soundAddress.ts';

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

/** A value as a message shows what was found: `null`, `an array`, `"yes"`, `3`. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkStrings(value: unknown, path: string, what: string, problems: string[]): void {
  if (!Array.isArray(value)) {
    problems.push(`"${path}" must be an array of ${what}s, got ${describe(value)}`);
    return;
  }
  value.forEach((item: unknown, index) => {
    if (typeof item !== 'string') problems.push(`"${path}[${index}]" must be a ${what} (a string), got ${describe(item)}`);
  });
}

function checkSelection(selection: unknown, problems: string[]): void {
  if (!isRecord(selection)) {
    problems.push(`"selection" must be an object with "all", "categories" and "names", got ${describe(selection)}`);
    return;
  }
  if (typeof selection.all !== 'boolean') problems.push(`"selection.all" must be true or false, got ${describe(selection.all)}`);
  checkStrings(selection.categories, 'selection.categories', 'category name', problems);
  checkStrings(selection.names, 'selection.names', 'sound name', problems);
}

function checkFiles(files: unknown, problems: string[]): void {
  if (!isRecord(files)) {
    problems.push(`"files" must be an object of installed sounds ({"ui/copy": {"file": …, "sha256": …}}), got ${describe(files)}`);
    return;
  }
  for (const [name, entry] of Object.entries(files)) {
    const path = `files[${JSON.stringify(name)}]`;
    if (!isRecord(entry)) {
      problems.push(`${path} must be an object with "file" and "sha256", got ${describe(entry)}`);
      continue;
    }
    if (typeof entry.file !== 'string') problems.push(`${path}.file must be a path (a string), got ${describe(entry.file)}`);
    if (typeof entry.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(entry.sha256)) problems.push(`${path}.sha256 must be a SHA-256 (64 hex digits), got ${describe(entry.sha256)}`);
  }
}

/** What is wrong with a parsed manifest, field by field; [] when it can be used as is. */
export function manifestProblems(parsed: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const field of ['version', 'source'] as const) {
    if (typeof parsed[field] !== 'string') problems.push(`"${field}" must be a string, got ${describe(parsed[field])}`);
  }
  checkSelection(parsed.selection, problems);
  checkFiles(parsed.files, problems);
  return problems;
}

/** Problems listed in a message: the first few, then how many more. */
function listProblems(problems: readonly string[]): string {
  const shown = problems.slice(0, 5).join('; ');
  return problems.length > 5 ? `${shown}; and ${problems.length - 5} more` : shown;
}

/**
 * The manifest in `outputDir`, undefined when there is none. It is read only if it is a regular file of
 * at most OTHER_FILE_CAP_BYTES; a damaged one is a clear error naming each field that is wrong. A read that
 * `stop` ends throws ReadStopped.
 */
export async function readManifest(outputDir: string, shown: string, stop?: AbortSignal): Promise<Manifest | undefined> {
  const where = `${shown}/${MANIFEST_FILE}`;
  let text: string;
  try {
    const read = await readRegularFile(join(outputDir, MANIFEST_FILE), { limit: OTHER_FILE_CAP_BYTES, stop });
    text = read.kind === 'bytes' ? new TextDecoder().decode(read.bytes) : '';
  } catch (error) {
    if (fsErrorCode(error) === 'ENOENT') return undefined;
    if (error instanceof ReadStopped) throw error;
    const reason = error instanceof ReadRefused ? `it ${error.reason}` : describeFsError(error);
    throw new CliError(`cannot read ${where}: ${reason}`, EXIT_FAILED);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed) || parsed.tool !== 'react-sfx') {
    throw new CliError(`${where} is not a react-sfx manifest: remove it and run react-sfx pick again`, EXIT_FAILED);
  }
  const problems = manifestProblems(parsed);
  if (problems.length > 0) {
    throw new CliError(`${where} is damaged: ${listProblems(problems)} (fix it, or remove it and run react-sfx pick again)`, EXIT_FAILED);
  }
  return parsed as Manifest;
}

/** The manifest as written: pretty JSON, files sorted by name. */
export function manifestBytes(manifest: Manifest): Uint8Array {
  const sorted = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : 1)));
  return new TextEncoder().encode(`${JSON.stringify({ ...manifest, files: sorted }, null, 2)}\n`);
}

export async function writeManifest(outputDir: string, manifest: Manifest, write?: NewFileWriter): Promise<void> {
  await writeFileAtomic(join(outputDir, MANIFEST_FILE), manifestBytes(manifest), write);
}

/** Sets aside room for a manifest of `bytes` bytes, written at the end of the run even if the disk fills. */
export function reserveManifest(outputDir: string, bytes: number, write?: NewFileWriter): Promise<Reservation> {
  return reserveAtomic(join(outputDir, MANIFEST_FILE), bytes, write);
}

/** The union of two selections. */
export function mergeSelection(a: Selection | undefined, b: Selection): Selection {
  return {
    all: (a?.all ?? false) || b.all,
    categories: [...new Set([...(a?.categories ?? []), ...b.categories])].sort(),
    names: [...new Set([...(a?.names ?? []), ...b.names])].sort(),
  };
}

/** A retired sound's file that stays, and why. */
export type KeptFile = { readonly name: string; readonly file: string; readonly why: string };

export type Retirement = {
  /** Retired sounds whose files were deleted (those whose files were already gone are in neither list). */
  readonly removed: string[];
  /** Retired sounds whose files stay: changed since they were installed, not react-sfx's, or not removable. */
  readonly kept: KeptFile[];
};

/** Whether `file` is where react-sfx installs `name`: `<category>/<name>.mp3` below the output folder. */
function isOurs(name: string, file: string): boolean {
  return /^[a-z]+\/[a-z0-9_]+$/.test(name) && file === localFileOf(name);
}

/** Deletes one retired file if it is still as installed: 'removed', 'gone' (it was not there), or why it stays. */
async function retire(outputDir: string, name: string, file: string, sha256: string, stop: AbortSignal | undefined): Promise<'removed' | 'gone' | { why: string }> {
  // Only `<category>/<name>.mp3` below the output folder: an edited manifest cannot point anywhere else.
  if (!isOurs(name, file)) return { why: 'not a file react-sfx installs' };
  const path = join(outputDir, file);
  try {
    const read = await readRegularFile(path, { limit: OTHER_FILE_CAP_BYTES, stop });
    if (read.kind !== 'bytes' || !isCatalogueFile(read.bytes, sha256)) return { why: 'changed since react-sfx installed it' };
    await rm(path);
    return 'removed';
  } catch (error) {
    if (fsErrorCode(error) === 'ENOENT') return 'gone';
    if (error instanceof ReadStopped) throw error;
    return { why: error instanceof ReadRefused ? `it ${error.reason}` : describeFsError(error) };
  }
}

/**
 * Removes the files of sounds the catalogue no longer has, but only those the manifest says the CLI
 * installed and whose bytes are still the ones it installed: a file someone replaced is left alone, and
 * reported as kept. Every retired sound leaves the manifest; a category folder emptied by this goes too.
 */
export async function removeRetired(outputDir: string, manifest: Manifest, isCurrent: (name: string) => boolean, stop?: AbortSignal): Promise<Retirement> {
  const removed: string[] = [];
  const kept: KeptFile[] = [];
  const retired: string[] = [];
  for (const [name, { file, sha256 }] of Object.entries(manifest.files)) {
    if (isCurrent(name)) continue;
    retired.push(name);
    const result = await retire(outputDir, name, file, sha256, stop);
    if (result === 'removed') removed.push(name);
    else if (result !== 'gone') kept.push({ name, file, why: result.why });
  }
  const emptied = new Set(removed.map((name) => dirname(join(outputDir, localFileOf(name)))));
  for (const folder of emptied) await rmdir(folder).catch(() => undefined); // ENOTEMPTY: other files stay
  manifest.files = Object.fromEntries(Object.entries(manifest.files).filter(([name]) => !retired.includes(name)));
  return { removed, kept };
}

export function newManifest(source: string, selection: Selection): Manifest {
  return { tool: 'react-sfx', version: SOUNDS_PACKAGE_VERSION, source, selection, files: {} };
}
