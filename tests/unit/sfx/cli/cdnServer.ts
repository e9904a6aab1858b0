import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';

export const CDN_DIR = join(import.meta.dirname, '../../../../public/cdn/v1');

/**
 * What the server does instead of serving the file: the failures a real CDN can produce. A fault ending
 * in `Once` happens on the first request of that file only; the next is served well. `reset` drops the
 * connection without an answer; `slow` sends the file in small pieces over about two seconds. The ones a
 * hostile or broken mirror produces: `endless` streams bytes for as long as the client reads (no length);
 * `oversize` announces and sends the file plus one byte; `trickle` announces the file's length and sends one
 * byte every 50 ms (about 3 minutes for the smallest sound).
 */
export type Fault =
  | 'notFound'
  | 'serverError'
  | 'wrongBytes'
  | 'hang'
  | 'hangMidBody'
  | 'reset'
  | 'resetOnce'
  | 'serverErrorOnce'
  | 'hangOnce'
  | 'slow'
  | 'endless'
  | 'oversize'
  | 'trickle';

const ONCE: Partial<Record<Fault, Fault>> = { resetOnce: 'reset', serverErrorOnce: 'serverError', hangOnce: 'hang' };

export type CdnServer = {
  /** CDN base to pass as --cdn: `http://127.0.0.1:<port>/cdn/v1`. */
  readonly base: string;
  /** Faults by catalogue src (`ui/copy.1234567.mp3`). */
  readonly faults: Map<string, Fault>;
  /** Every src requested, in order. */
  readonly requested: string[];
  readonly close: () => Promise<void>;
};

const PREFIX = '/cdn/v1/';

/** Same length, one byte flipped: only the hash check can tell. */
function corrupt(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy[copy.length >> 1] ^= 0xff;
  return copy;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  return address.port;
}

async function serveFile(src: string, fault: Fault | undefined, res: ServerResponse): Promise<void> {
  if (fault === 'hang') return;
  if (fault === 'reset') {
    res.socket?.destroy();
    return;
  }
  if (fault === 'notFound' || fault === 'serverError') {
    res.writeHead(fault === 'notFound' ? 404 : 500).end('nope');
    return;
  }
  if (fault === 'endless') {
    await endless(res);
    return;
  }
  const file = await readFile(join(CDN_DIR, normalize(src)));
  const bytes = fault === 'oversize' ? Buffer.concat([file, Buffer.from([0])]) : file;
  res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': bytes.length });
  if (fault === 'wrongBytes') res.end(corrupt(bytes));
  else if (fault === 'hangMidBody') res.write(bytes.subarray(0, bytes.length >> 1));
  else if (fault === 'slow') await drip(bytes, res);
  else if (fault === 'trickle') await trickle(bytes, res);
  else res.end(bytes);
}

/** Sends the bytes in 20 pieces, 100 ms apart. */
async function drip(bytes: Buffer, res: ServerResponse): Promise<void> {
  const piece = Math.ceil(bytes.length / 20);
  for (let start = 0; start < bytes.length; start += piece) {
    if (res.destroyed) return;
    res.write(bytes.subarray(start, start + piece));
    await sleep(100);
  }
  res.end();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 64 KB pieces for as long as the client takes them (waiting when it does not), until it hangs up. */
async function endless(res: ServerResponse): Promise<void> {
  res.writeHead(200, { 'content-type': 'audio/mpeg' });
  const piece = Buffer.alloc(64 * 1024, 0xff);
  while (!res.destroyed) {
    if (res.write(piece)) continue;
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  }
}

/** One byte every 50 ms, until the client hangs up. */
async function trickle(bytes: Buffer, res: ServerResponse): Promise<void> {
  for (let index = 0; index < bytes.length && !res.destroyed; index++) {
    res.write(bytes.subarray(index, index + 1));
    await sleep(50);
  }
  res.end();
}

/** A stand-in CDN on 127.0.0.1 serving the generated public/cdn/v1, with faults injectable per file. */
export async function startCdnServer(): Promise<CdnServer> {
  const faults = new Map<string, Fault>();
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const src = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : '';
    requested.push(src);
    if (src === '' || src.includes('..')) {
      res.writeHead(404).end();
      return;
    }
    let fault = faults.get(src);
    const once = fault === undefined ? undefined : ONCE[fault];
    if (once !== undefined) {
      faults.delete(src);
      fault = once;
    }
    serveFile(src, fault, res).catch(() => res.headersSent || res.writeHead(404).end());
  });
  const port = await listen(server);
  const close = async (): Promise<void> => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { base: `http://127.0.0.1:${port}/cdn/v1`, faults, requested, close };
}

/** A 127.0.0.1 port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
