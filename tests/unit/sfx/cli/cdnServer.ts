import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';

export const CDN_DIR = join(import.meta.dirname, '../../../../public/cdn/v1');

/** What the server does instead of serving the file: the failures a real CDN can produce. */
export type Fault = 'notFound' | 'serverError' | 'wrongBytes' | 'hang' | 'hangMidBody';

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
  if (fault === 'notFound' || fault === 'serverError') {
    res.writeHead(fault === 'notFound' ? 404 : 500).end('nope');
    return;
  }
  const bytes = await readFile(join(CDN_DIR, normalize(src)));
  res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': bytes.length });
  if (fault === 'wrongBytes') res.end(corrupt(bytes));
  else if (fault === 'hangMidBody') res.write(bytes.subarray(0, bytes.length >> 1));
  else res.end(bytes);
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
    serveFile(src, faults.get(src), res).catch(() => res.writeHead(404).end());
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
