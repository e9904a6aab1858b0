import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Creates a new file holding `bytes`, failing if it exists. Every file the CLI writes goes through one
 * (its temp files); tests hand the CLI one that runs out of space (CliIo.writeNewFile).
 */
export type NewFileWriter = (path: string, bytes: Uint8Array) => Promise<void>;

export const writeNewFile: NewFileWriter = (path, bytes) => writeFile(path, bytes, { flag: 'wx' });

/** Temp files being written right now, so an interrupted run (Ctrl-C) can remove them. */
const pending = new Set<string>();

/**
 * `.<name>.<pid>-<8 hex digits>.tmp` next to the target: hidden, and naming the process that writes it, so
 * another run into the same folder can tell a live run's temp file from one a killed run left.
 */
function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
}

/**
 * Writes `bytes` to `path` so that `path` is only ever absent, the old file, or the complete new one:
 * the bytes go to a hidden temp file in the same folder (rename is atomic only within a file system)
 * which then replaces the target. On failure the temp file is removed.
 */
export async function writeFileAtomic(path: string, bytes: Uint8Array, write: NewFileWriter = writeNewFile): Promise<void> {
  const temp = tempPathFor(path);
  pending.add(temp);
  try {
    await write(temp, bytes);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    pending.delete(temp);
  }
}

/** Space set aside for a file written at the end of a run, when the disk may have filled up meanwhile. */
export type Reservation = {
  /** Writes `bytes` to the path atomically, into the space set aside when they fit in it. */
  readonly commit: (bytes: Uint8Array) => Promise<void>;
  /** Gives the space back, writing nothing. */
  readonly release: () => Promise<void>;
};

/**
 * Sets aside `size` bytes for a later writeFileAtomic of `path`: a temp file of that size, written now. The
 * commit overwrites it in place (no new blocks needed) and renames it over `path`, so the manifest of what
 * a run installed can still be written when the run has filled the disk. Throws when there is no room now.
 */
export async function reserveAtomic(path: string, size: number, write: NewFileWriter = writeNewFile): Promise<Reservation> {
  const temp = tempPathFor(path);
  pending.add(temp);
  try {
    await write(temp, new Uint8Array(size).fill(0x20));
  } catch (error) {
    pending.delete(temp);
    await rm(temp, { force: true });
    throw error;
  }
  const release = async (): Promise<void> => {
    await rm(temp, { force: true });
    pending.delete(temp);
  };
  const commit = async (bytes: Uint8Array): Promise<void> => {
    if (bytes.length > size) {
      await release();
      await writeFileAtomic(path, bytes, write);
      return;
    }
    try {
      const handle = await open(temp, 'r+');
      try {
        await handle.write(bytes, 0, bytes.length, 0);
        await handle.truncate(bytes.length);
      } finally {
        await handle.close();
      }
      await rename(temp, path);
      pending.delete(temp);
    } catch (error) {
      await release();
      throw error;
    }
  };
  return { commit, release };
}

/** How long a lock may be waited for: holders keep it for a read and a rename, milliseconds. */
const LOCK_WAIT_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` holding `lockPath`, an empty file created exclusively, so two runs writing the same folder do
 * not both read the manifest, add their own files and write it back, the second dropping the first's. A
 * lock still there after LOCK_WAIT_MS belongs to a run that was killed holding it, and is taken over.
 */
export async function withFileLock<T>(lockPath: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      await (await open(lockPath, 'wx')).close();
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      if (Date.now() - started > LOCK_WAIT_MS) {
        await rm(lockPath, { force: true });
        continue;
      }
      await pause(10 + Math.random() * 20);
    }
  }
  pending.add(lockPath);
  try {
    return await work();
  } finally {
    await rm(lockPath, { force: true });
    pending.delete(lockPath);
  }
}

/** Synchronous on purpose: it runs from a signal handler just before the process exits. */
export function removePendingTempFiles(): void {
  for (const temp of pending) rmSync(temp, { force: true });
  pending.clear();
}

/** The temp files this CLI makes: `.<name>.mp3.<pid>-<8 hex>.tmp` (older versions: no pid), and the manifest's. */
const TEMP_FILE = /^\..+\.(?:mp3|json)\.(?:(\d+)-)?[0-9a-f]{8}\.tmp$/;

/** No run lasts this long (its deadline is 50 s): an older temp file is left over whatever its pid says. */
const TEMP_FILE_MAX_AGE_MS = 10 * 60_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return !(error instanceof Error && 'code' in error && error.code === 'ESRCH');
  }
}

/**
 * Whether a temp file is left over: written by a process that is gone (killed with SIGKILL, a crash), by an
 * older version that did not name its process, or too long ago for any run still going. A temp file of a
 * run writing the same folder right now is not: removing it would break that run's rename.
 */
async function isLeftOver(path: string, pid: string | undefined): Promise<boolean> {
  if (pid === undefined) return true;
  if (!isRunning(Number(pid))) return true;
  try {
    return Date.now() - (await stat(path)).mtimeMs > TEMP_FILE_MAX_AGE_MS;
  } catch {
    return false; // already gone
  }
}

/**
 * Removes temp files an earlier run left behind in the output folder and its category folders, so a site
 * never deploys them; those of a run still writing there stay. Returns how many it removed.
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
    const match = entry.isFile() ? TEMP_FILE.exec(entry.name) : null;
    if (match === null) continue;
    const path = join(entry.parentPath, entry.name);
    if (!(await isLeftOver(path, match[1]))) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
