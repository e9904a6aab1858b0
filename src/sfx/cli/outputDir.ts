import { constants } from 'node:fs';
import { access, mkdir, rmdir, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative } from 'node:path';
import { describeFsError } from './fsErrors.ts';
import { CliError, EXIT_FAILED } from './io.ts';

/** A path as the user would type it: relative to the working folder when inside it. */
export function displayPath(path: string, cwd: string): string {
  const fromCwd = relative(cwd, path);
  if (fromCwd === '') return '.';
  return fromCwd.startsWith('..') || isAbsolute(fromCwd) ? path : fromCwd;
}

async function isMissing(dir: string): Promise<boolean> {
  try {
    const stats = await stat(dir);
    if (!stats.isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    return false;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Creates a folder and its missing parents one level at a time. Node's own `mkdir(..., { recursive })`
 * spins forever where the kernel answers ENOENT for a parent that exists (under /proc, say); here every
 * error ends the walk.
 */
async function makeDirs(dir: string): Promise<string[]> {
  const missing: string[] = [];
  for (let current = dir; await isMissing(current); current = dirname(current)) {
    if (dirname(current) === current) break;
    missing.unshift(current);
  }
  const created: string[] = [];
  for (const folder of missing) {
    try {
      await mkdir(folder);
      created.push(folder);
    } catch (error) {
      // Another run into the same folder made it meanwhile: fine, as long as it is a folder.
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST') || (await isMissing(folder))) throw error;
    }
  }
  return created;
}

/** Removes the given folders that are empty, deepest first; a folder with anything in it stays. */
export async function removeEmptyFolders(folders: readonly string[]): Promise<void> {
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    await rmdir(folder).catch(() => undefined); // ENOTEMPTY, or already gone
  }
}

/**
 * Makes sure the output folder exists and is writable before the first download starts, so an
 * unusable folder is one clear error rather than one failure per sound. Returns the folders it
 * created, so a run that writes nothing can take them away again.
 */
export async function prepareOutputDir(dir: string, cwd: string): Promise<string[]> {
  try {
    const created = await makeDirs(dir);
    await access(dir, constants.W_OK);
    return created;
  } catch (error) {
    throw new CliError(`cannot write to ${displayPath(dir, cwd)}: ${describeFsError(error)}`, EXIT_FAILED);
  }
}
