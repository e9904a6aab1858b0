import { constants, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * The most the CLI reads of a file whose size the catalogue does not give: the manifest it keeps in the
 * output folder (a few KB for the whole catalogue). Sounds are read up to their catalogue size.
 */
export const OTHER_FILE_CAP_BYTES = 1024 * 1024;

/** Why a read was refused: `reason` completes "<path> …" (`is a FIFO (named pipe), not a regular file`). */
export class ReadRefused extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(reason);
    this.name = 'ReadRefused';
    this.reason = reason;
  }
}

/** The run stopped (Ctrl-C, or its deadline) while a read was under way. */
export class ReadStopped extends Error {
  constructor() {
    super('stopped');
    this.name = 'ReadStopped';
  }
}

/** What a path is when it is not a regular file, for messages. */
export function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Settles as `work` does, or rejects with ReadStopped as soon as `stop` aborts: a read the kernel never
 * answers (a hung network mount) cannot hold the run past its deadline or Ctrl-C.
 */
export function untilStopped<T>(work: Promise<T>, stop: AbortSignal | undefined): Promise<T> {
  if (stop === undefined) return work;
  if (stop.aborted) return Promise.reject(new ReadStopped());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ReadStopped());
    stop.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        stop.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        stop.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type FileRead =
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array }
  /** A regular file whose size is not the one expected: not read at all. */
  | { readonly kind: 'wrongSize'; readonly size: number };

export type ReadOptions = {
  /** Read no more than this; a larger file is refused (or reported as `wrongSize` when `exact`). */
  readonly limit: number;
  /** The file must be exactly `limit` bytes (a catalogue sound): any other size is `wrongSize`, unread. */
  readonly exact?: boolean;
  readonly stop?: AbortSignal;
};

const CHUNK = 64 * 1024;

/**
 * Reads a regular file, never more than `limit` bytes. It is opened without blocking (O_NONBLOCK), so a
 * FIFO cannot hang the open, then checked with fstat on the open handle: a FIFO, a device, a socket or a
 * directory is refused (ReadRefused) before a byte is read. A file that grows past `limit` while it is
 * read is refused too. Every step gives way to `stop`.
 */
export async function readRegularFile(path: string, { limit, exact = false, stop }: ReadOptions): Promise<FileRead> {
  const opening = open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  let pending: Promise<unknown> = opening;
  const handle = await untilStopped(opening, stop).catch((error: unknown) => {
    // Stopped while the open was under way: close the file once it is open, so no handle is left to GC.
    if (error instanceof ReadStopped) opening.then((late) => late.close(), () => undefined).catch(() => undefined);
    throw error;
  });
  const step = <T>(work: Promise<T>): Promise<T> => {
    pending = work;
    return untilStopped(work, stop);
  };
  try {
    const stats = await step(handle.stat());
    if (!stats.isFile()) throw new ReadRefused(`is ${kindOf(stats)}, not a regular file`);
    if (exact && stats.size !== limit) return { kind: 'wrongSize', size: stats.size };
    if (stats.size > limit) throw new ReadRefused(`is ${stats.size} bytes, more than the ${limit} expected`);
    const buffer = new Uint8Array(limit + 1);
    let length = 0;
    while (length <= limit) {
      const { bytesRead } = await step(handle.read(buffer, length, Math.min(CHUNK, buffer.length - length), null));
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > limit) throw new ReadRefused(`grew past the ${limit} bytes expected while it was read`);
    if (exact && length !== limit) return { kind: 'wrongSize', size: length };
    return { kind: 'bytes', bytes: buffer.subarray(0, length) };
  } finally {
    // A read stuck in the kernel keeps its handle until it returns: then it is closed, not waited for now.
    // Otherwise the handle is closed before the file may be replaced (Windows refuses to rename over an open file).
    const close = () => handle.close();
    if (stop?.aborted) pending.then(close, close).catch(() => undefined);
    else await handle.close().catch(() => undefined);
  }
}

/** More bytes than `limit` came (or were announced): the body was given up. */
export class BodyTooLarge extends Error {
  readonly announced: boolean;

  constructor(announced: boolean) {
    super('body too large');
    this.name = 'BodyTooLarge';
    this.announced = announced;
  }
}

/**
 * Reads a response body, never holding more than `limit` bytes: a Content-Length above it is refused
 * before the body is read, and a body that runs past it (no length, or a server that lies) is cancelled
 * at the first chunk over. The request's own signal still ends the read at a time-out or a stop.
 */
export async function readBodyUpTo(response: Response, limit: number): Promise<Uint8Array> {
  const announced = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(announced) && announced > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge(true);
  }
  const body = new Uint8Array(limit);
  let length = 0;
  const reader = response.body?.getReader();
  if (reader === undefined) return body.subarray(0, 0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (length + value.length > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(false);
    }
    body.set(value, length);
    length += value.length;
  }
  return body.subarray(0, length);
}
