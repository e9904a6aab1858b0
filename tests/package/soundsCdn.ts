import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';

export type SoundsCdn = {
  /** The CDN base to give setCDNUrl and the CLI: `http://127.0.0.1:<port>/v1`. */
  readonly base: string;
  /** Every request as `METHOD /path`, in order. */
  readonly requests: string[];
  readonly close: () => Promise<void>;
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Stands in for the public npm CDN: serves an unpacked react-sfx-sounds package on 127.0.0.1, with the
 * headers a CDN sends (any origin may fetch; hashed names cache forever).
 */
export async function startSoundsCdn(packageDir: string): Promise<SoundsCdn> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://localhost').pathname);
    requests.push(`${req.method ?? 'GET'} ${path}`);
    const file = join(packageDir, path);
    void isFile(file).then((found) => {
      if (!found || !path.endsWith('.mp3')) {
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'audio/mpeg',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      createReadStream(file).pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  return {
    base: `http://127.0.0.1:${address.port}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
