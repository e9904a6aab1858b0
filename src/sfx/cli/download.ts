import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LibrarySoundName } from '../catalogue.ts';
import { soundCatalogue } from '../catalogue.ts';
import { type NewFileWriter, writeFileAtomic } from './atomicWrite.ts';
import { ReadRefused, ReadStopped, readRegularFile } from './boundedRead.ts';
import { soundBytes, soundSha256 } from './soundSha256.ts';
import { DownloadFailure, fetchBytes } from './fetchSound.ts';
import { describeFsError, fsErrorCode, isOutOfSpace } from './fsErrors.ts';
import { HASH_DIGITS, hashInFileName, localFileOf } from '../soundAddress.ts';

/** One sound to fetch: from `url`, verified against `hash`, into `path` (shown to the user as `shown`). */
export type DownloadTarget = {
  readonly name: LibrarySoundName;
  readonly url: URL;
  readonly path: string;
  readonly shown: string;
  readonly hash: string;
  /** The file's full SHA-256. */
  readonly sha256: string;
  /** The file's size in bytes: no more is ever read for it. */
  readonly maxBytes: number;
};

export type DownloadOutcome =
  | { readonly name: LibrarySoundName; readonly status: 'downloaded' | 'skipped'; readonly bytes: number }
  | {
      readonly name: LibrarySoundName;
      readonly status: 'failed';
      readonly reason: string;
      readonly unreachable: boolean;
      readonly stopped: boolean;
      /** The output folder cannot take more (disk full, quota, read-only): the other files would fail alike. */
      readonly diskFull: boolean;
    };

/** The catalogue's content hash: the hex digits in `<category>/<name>.<hash>.mp3` (soundAddress.ts). */
export function hashFromSrc(src: string): string {
  return hashInFileName(src) ?? '';
}

/** The same fingerprint synth puts in file names: the first HASH_DIGITS hex digits of the SHA-256. */
export function contentHash(bytes: Uint8Array): string {
  return sha256(bytes).slice(0, HASH_DIGITS);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Whether the bytes are the file the catalogue names: their full SHA-256 against the one synth recorded
 * (the 7 digits in the file name alone would let a mirror's lookalike through, 1 in 268 million).
 */
export function isCatalogueFile(bytes: Uint8Array, expectedSha256: string): boolean {
  return sha256(bytes) === expectedSha256;
}

/** Where a sound goes: `<output>/<category>/<name>.mp3`, the path the loader checks under /sounds. */
export function targetFor(name: LibrarySoundName, cdn: string, outputDir: string, show: (path: string) => string): DownloadTarget {
  const { src } = soundCatalogue[name];
  const path = join(outputDir, localFileOf(name));
  return { name, url: new URL(`${cdn}/${src}`), path, shown: show(path), hash: hashFromSrc(src), sha256: soundSha256[name], maxBytes: soundBytes[name] };
}

/**
 * Size of the file at `path` when it already holds the right bytes; undefined when it must be fetched. Only
 * a regular file of the catalogue's size is read (a FIFO there cannot hang the run, a huge file is not read).
 */
async function presentSize(target: DownloadTarget, stop: AbortSignal): Promise<number | undefined> {
  try {
    const read = await readRegularFile(target.path, { limit: target.maxBytes, exact: true, stop });
    return read.kind === 'bytes' && isCatalogueFile(read.bytes, target.sha256) ? read.bytes.length : undefined;
  } catch (error) {
    if (error instanceof ReadStopped) throw new DownloadFailure(`stopped before ${target.shown} was checked`, { stopped: true });
    if (error instanceof ReadRefused) throw new DownloadFailure(`cannot read ${target.shown}: it ${error.reason}`);
    // ENOTDIR: a file sits where the category folder belongs; the write reports that clearly.
    const code = fsErrorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new DownloadFailure(`cannot read ${target.shown}: ${describeFsError(error)}`);
  }
}

/** How one download behaves: the per-try time-out, the waits before the second and third tries, and the run's stop. */
export type DownloadPolicy = {
  readonly timeoutMs: number;
  readonly retryDelaysMs: readonly number[];
  readonly stop: AbortSignal;
  /** For --from: the real path of the folder every file must lie in. */
  readonly localRoot?: string;
  /** How new files are created (the temp files); tests pass one that runs out of space. */
  readonly writeNew?: NewFileWriter;
};

/** Waits `ms`, or less when the run stops meanwhile. */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done, { once: true });
  });
}

async function fetchVerified(target: DownloadTarget, policy: DownloadPolicy): Promise<Uint8Array> {
  const bytes = await fetchWithRetries(target, policy);
  if (!isCatalogueFile(bytes, target.sha256)) {
    const actual = contentHash(bytes);
    const lookalike = actual === target.hash ? ': the first digits match, the full SHA-256 does not' : '';
    throw new DownloadFailure(`hash mismatch for ${target.url.href} (expected ${target.hash}, got ${actual}${lookalike})`);
  }
  return bytes;
}

/**
 * Writes the verified bytes into place, making the category folder first. Another run into the same folder
 * may take that folder away as empty between the two steps (its clean-up of folders it made): the ENOENT
 * that gives is retried, so two runs both succeed. A full disk is final for the whole run.
 */
async function save(target: DownloadTarget, bytes: Uint8Array, writeNew: NewFileWriter | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await mkdir(dirname(target.path), { recursive: true });
      await writeFileAtomic(target.path, bytes, writeNew);
      return;
    } catch (error) {
      if (fsErrorCode(error) === 'ENOENT' && attempt < 5) continue;
      throw new DownloadFailure(`cannot write to ${target.shown}: ${describeFsError(error)}`, { diskFull: isOutOfSpace(error) });
    }
  }
}

/**
 * Up to 1 + retryDelaysMs.length tries, waiting between them, for failures a later try may get past
 * (a reset, a time-out, a 5xx). A 4xx, a refused connection or a stopped run ends it at once.
 */
async function fetchWithRetries(target: DownloadTarget, { timeoutMs, retryDelaysMs, stop, localRoot }: DownloadPolicy): Promise<Uint8Array> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchBytes(target.url, timeoutMs, stop, { maxBytes: target.maxBytes, localRoot });
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (!(error instanceof DownloadFailure) || !error.retryable || delay === undefined || stop.aborted) throw error;
      await pause(delay, stop);
      if (stop.aborted) throw error;
    }
  }
}

/**
 * Fetches one sound unless a verified copy is already there. A file is replaced only by bytes that
 * passed the hash check, so a failed run never damages what an earlier run downloaded.
 */
export async function downloadSound(target: DownloadTarget, policy: DownloadPolicy): Promise<DownloadOutcome> {
  const { name } = target;
  try {
    const size = await presentSize(target, policy.stop);
    if (size !== undefined) return { name, status: 'skipped', bytes: size };
    const bytes = await fetchVerified(target, policy);
    if (policy.stop.aborted) throw new DownloadFailure('stopped before it was written', { stopped: true });
    await save(target, bytes, policy.writeNew);
    return { name, status: 'downloaded', bytes: bytes.length };
  } catch (error) {
    if (!(error instanceof DownloadFailure)) throw error;
    return { name, status: 'failed', reason: error.message, unreachable: error.unreachable, stopped: error.stopped, diskFull: error.diskFull };
  }
}
