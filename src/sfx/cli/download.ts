import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LibrarySoundName } from '../catalogue.ts';
import { soundCatalogue } from '../catalogue.ts';
import { writeFileAtomic } from './atomicWrite.ts';
import { soundSha256 } from './soundSha256.ts';
import { DownloadFailure, fetchBytes } from './fetchSound.ts';
import { describeFsError } from './fsErrors.ts';

/** One sound to fetch: from `url`, verified against `hash`, into `path` (shown to the user as `shown`). */
export type DownloadTarget = {
  readonly name: LibrarySoundName;
  readonly url: URL;
  readonly path: string;
  readonly shown: string;
  readonly hash: string;
  /** The file's full SHA-256. */
  readonly sha256: string;
};

export type DownloadOutcome =
  | { readonly name: LibrarySoundName; readonly status: 'downloaded' | 'skipped'; readonly bytes: number }
  | { readonly name: LibrarySoundName; readonly status: 'failed'; readonly reason: string; readonly unreachable: boolean; readonly stopped: boolean };

/** The catalogue's content hash: the 7 hex digits in `<category>/<name>.<hash>.mp3`. */
export function hashFromSrc(src: string): string {
  return /\.([0-9a-f]{7})\.mp3$/.exec(src)?.[1] ?? '';
}

/** The same fingerprint synth puts in file names: the first 7 hex digits of the SHA-256. */
export function contentHash(bytes: Uint8Array): string {
  return sha256(bytes).slice(0, 7);
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
  const path = join(outputDir, `${name}.mp3`);
  return { name, url: new URL(`${cdn}/${src}`), path, shown: show(path), hash: hashFromSrc(src), sha256: soundSha256[name] };
}

/** Size of the file at `path` when it already holds the right bytes; undefined when it must be fetched. */
async function presentSize(target: DownloadTarget): Promise<number | undefined> {
  try {
    const bytes = await readFile(target.path);
    return isCatalogueFile(bytes, target.sha256) ? bytes.length : undefined;
  } catch (error) {
    // ENOTDIR: a file sits where the category folder belongs; the write reports that clearly.
    if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) return undefined;
    throw new DownloadFailure(`cannot read ${target.shown}: ${describeFsError(error)}`);
  }
}

/** How one download behaves: the per-try time-out, the waits before the second and third tries, and the run's stop. */
export type DownloadPolicy = {
  readonly timeoutMs: number;
  readonly retryDelaysMs: readonly number[];
  readonly stop: AbortSignal;
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

async function save(target: DownloadTarget, bytes: Uint8Array): Promise<void> {
  try {
    await mkdir(dirname(target.path), { recursive: true });
    await writeFileAtomic(target.path, bytes);
  } catch (error) {
    throw new DownloadFailure(`cannot write to ${target.shown}: ${describeFsError(error)}`);
  }
}

/**
 * Up to 1 + retryDelaysMs.length tries, waiting between them, for failures a later try may get past
 * (a reset, a time-out, a 5xx). A 4xx, a refused connection or a stopped run ends it at once.
 */
async function fetchWithRetries(target: DownloadTarget, { timeoutMs, retryDelaysMs, stop }: DownloadPolicy): Promise<Uint8Array> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchBytes(target.url, timeoutMs, stop);
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
    const size = await presentSize(target);
    if (size !== undefined) return { name, status: 'skipped', bytes: size };
    const bytes = await fetchVerified(target, policy);
    if (policy.stop.aborted) throw new DownloadFailure('stopped before it was written', { stopped: true });
    await save(target, bytes);
    return { name, status: 'downloaded', bytes: bytes.length };
  } catch (error) {
    if (!(error instanceof DownloadFailure)) throw error;
    return { name, status: 'failed', reason: error.message, unreachable: error.unreachable, stopped: error.stopped };
  }
}
