import { realpath } from 'node:fs/promises';
import { relative, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BodyTooLarge, ReadRefused, ReadStopped, readBodyUpTo, readRegularFile, untilStopped } from './boundedRead.ts';
/** Per-try time-out: generous for a slow link, short enough that a stuck CDN is noticed and retried. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Why a sound could not be downloaded. `unreachable`: no server answered at all (refused, no such host),
 * so the other files would fail the same way. `retryable`: a reset, a time-out or a 5xx, which a second
 * try often gets past. `stopped`: the run was interrupted or ran out of time. `diskFull`: the output folder
 * takes no more (no space, quota, read-only), so the other files would fail the same way.
 */
export class DownloadFailure extends Error {
  readonly unreachable: boolean;
  readonly retryable: boolean;
  readonly stopped: boolean;
  readonly diskFull: boolean;

  constructor(message: string, { unreachable = false, retryable = false, stopped = false, diskFull = false } = {}) {
    super(message);
    this.name = 'DownloadFailure';
    this.unreachable = unreachable;
    this.retryable = retryable;
    this.stopped = stopped;
    this.diskFull = diskFull;
  }
}

/** No server answered: the host refused the connection or does not exist. */
const UNREACHABLE: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS lookup failed)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** A server answered, then the connection broke: worth another try. */
const BROKEN: Readonly<Record<string, string>> = {
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  UND_ERR_SOCKET: 'connection closed by the server',
  UND_ERR_CLOSED: 'connection closed by the server',
};

function codeOf(error: unknown): string {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    if ('code' in current && typeof current.code === 'string' && (UNREACHABLE[current.code] ?? BROKEN[current.code])) return current.code;
  }
  return '';
}

/** Node's fetch reports network failures as `TypeError: fetch failed` with the real error as its cause. */
function networkFailure(error: unknown, url: URL): DownloadFailure {
  const code = codeOf(error);
  const unreachable = UNREACHABLE[code];
  if (unreachable !== undefined) return new DownloadFailure(`cannot reach ${url.origin}: ${unreachable}`, { unreachable: true });
  const cause = error instanceof Error ? error.cause : undefined;
  const detail = BROKEN[code] ?? (cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error));
  return new DownloadFailure(`request to ${url.href} failed: ${detail}`, { retryable: true });
}

/** Whether `path` lies inside the folder `root` (both real paths). */
function isInside(path: string, root: string): boolean {
  const fromRoot = relative(root, path);
  return fromRoot !== '' && !fromRoot.startsWith('..') && !isAbsolute(fromRoot);
}

/**
 * `--from`: the file from an installed sounds package, read only if it is a regular file inside the
 * --from folder (`root`, a real path) and no larger than the catalogue's `limit`. A symbolic link leading
 * out of the folder, a FIFO or a device is refused before anything is read; a missing file is final, as a
 * 404 is. `stop` ends the read at once, even one the kernel never answers.
 */
async function readLocal(url: URL, root: string, limit: number, stop: AbortSignal | undefined): Promise<Uint8Array> {
  const path = fileURLToPath(url);
  try {
    const real = await untilStopped(realpath(path), stop);
    if (!isInside(real, root)) throw new ReadRefused(`is a symbolic link leading out of the --from folder (to ${real})`);
    const read = await readRegularFile(real, { limit, stop });
    if (read.kind === 'wrongSize') throw new ReadRefused(`is ${read.size} bytes, the catalogue's file ${limit}`);
    return read.bytes;
  } catch (error) {
    if (error instanceof ReadStopped) throw new DownloadFailure(`stopped before ${path} was read`, { stopped: true });
    if (error instanceof ReadRefused) throw new DownloadFailure(`refused ${path}: it ${error.reason}`);
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    throw new DownloadFailure(`cannot read ${path}${code === 'ENOENT' ? ': no such file (is the package the same version as react-sfx?)' : `: ${code || String(error)}`}`);
  }
}

/** Statuses a later try may get past: the server's own trouble, or it asking us to slow down. */
function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** Where a download may come from and how much it may read. */
export type FetchLimits = {
  /** The most bytes to read: the catalogue's size of the file. */
  readonly maxBytes: number;
  /** For --from (file: URLs): the real path of the folder files must lie in. */
  readonly localRoot?: string;
};

/**
 * GETs a file into memory (the largest sound is ~130 KB), so nothing touches the disk until the bytes are
 * known to be whole and verified, and never more than `maxBytes`: a body that runs past it is cancelled and
 * refused. The time-out covers headers and body alike; `stop` (the run interrupted or out of time) ends the
 * request, or the --from read, at once.
 */
export async function fetchBytes(url: URL, timeoutMs: number, stop: AbortSignal | undefined, { maxBytes, localRoot }: FetchLimits): Promise<Uint8Array> {
  if (url.protocol === 'file:') return readLocal(url, localRoot ?? fileURLToPath(new URL('.', url)), maxBytes, stop);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
  try {
    const response = await fetch(url, { signal, redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new DownloadFailure(`HTTP ${response.status} for ${url.href}`, { retryable: isRetryableStatus(response.status) });
    }
    return await readBodyUpTo(response, maxBytes);
  } catch (error) {
    if (error instanceof DownloadFailure) throw error;
    if (error instanceof BodyTooLarge) {
      const what = error.announced ? 'announces more than' : 'sent more than';
      throw new DownloadFailure(`${url.href} ${what} the catalogue's ${maxBytes} bytes for this file: not read further`);
    }
    if (stop?.aborted) throw new DownloadFailure(`stopped before ${url.href} finished`, { stopped: true });
    if (timeout.aborted) throw new DownloadFailure(`timed out after ${timeoutMs / 1000} s fetching ${url.href}`, { retryable: true });
    throw networkFailure(error, url);
  }
}
