import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { readdir, rm, writeFile, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Temp files being written right now, so an interrupted run (Ctrl-C) can remove them. */
const pending = new Set<string>();

/**
 * Writes `bytes` to `path` so that `path` is only ever absent, the old file, or the complete new one:
 * the bytes go to a hidden temp file in the same folder (rename is atomic only within a file system)
 * which then replaces the target. On failure the temp file is removed.
 */
export async function writeFileAtomic(path: string, bytes: Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  pending.add(temp);
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    pending.delete(temp);
  }
}

/** Synchronous on purpose: it runs from a signal handler just before the process exits. */
export function removePendingTempFiles(): void {
  for (const temp of pending) rmSync(temp, { force: true });
  pending.clear();
}

/** The temp files writeFileAtomic makes: `.<name>.mp3.<8 hex digits>.tmp`. */
const TEMP_FILE = /^\..+\.mp3\.[0-9a-f]{8}\.tmp$/;

/**
 * Removes temp files an earlier run left behind (killed with SIGKILL, or a crash) in the output folder
 * and its category folders, so a site never deploys them. Returns how many it removed.
 */
export async function removeStaleTempFiles(outputDir: string): Promise<number> {
  let removed = 0;
  let entries;
  try {
    entries = await readdir(outputDir, { recursive: true, withFileTypes: true });
  } catch {
    return 0; // nothing there to clean
  }
  for (const entry of entries) {
    if (!entry.isFile() || !TEMP_FILE.test(entry.name)) continue;
    await rm(join(entry.parentPath, entry.name), { force: true });
    removed += 1;
  }
  return removed;
}
