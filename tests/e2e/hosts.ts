/**
 * The kinds of static host people deploy a build to, each as a small server over a folder, mounted at a
 * path ('/' or a sub-path such as '/react-sfx/'), so the e2e tests can try the built site on each:
 *   own          scripts/serve.mjs, what `npm start` runs (root mount only)
 *   clean-urls   Netlify, Cloudflare Pages, `npx serve`: /docs is docs.html or docs/index.html; else 404.html, 404;
 *                the headers of the build's `_headers` rules that match the address (but Cache-Control), as
 *                Netlify and Cloudflare Pages send them
 *   plain-files  GitHub Pages, an S3 website, nginx `try_files $uri $uri/ =404`, `python3 -m http.server`:
 *                files only; a folder without its slash is redirected to it; else the error page 404.html, 404
 *   rewrite-all  `npx serve -s`, nginx `try_files $uri /index.html`, Firebase rewrites: any address that is
 *                not a file gets index.html, 200
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseHeadersFile, patternMatches } from '../../scripts/security-headers.mjs';
import { type RunningServer, startServer } from '../../scripts/serve.mjs';

export type HostKind = 'own' | 'clean-urls' | 'plain-files' | 'rewrite-all';
export const HOST_KINDS: readonly HostKind[] = ['own', 'clean-urls', 'plain-files', 'rewrite-all'];

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};

type Found = { file: string; isDirectory: boolean } | null;

/** What is at a request path below the mount, or null (also for a path that escapes the root). */
async function lookUp(root: string, relativePath: string): Promise<Found> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  const file = resolve(join(root, decoded));
  if (decoded.includes('\0') || (file !== root && !file.startsWith(root + sep))) return null;
  try {
    const info = await stat(file);
    return { file, isDirectory: info.isDirectory() };
  } catch {
    return null;
  }
}

const isFile = async (root: string, path: string) => {
  const found = await lookUp(root, path);
  return found && !found.isDirectory ? found.file : null;
};

function sendFile(res: ServerResponse, file: string, status = 200, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  createReadStream(file).pipe(res);
}

/** The headers root's `_headers` sets for a request path (every matching rule's), but Cache-Control. */
async function headersFor(root: string, req: IncomingMessage): Promise<Record<string, string>> {
  const file = await isFile(root, '_headers');
  if (!file) return {};
  const path = new URL(req.url ?? '/', 'http://host').pathname;
  const rules = parseHeadersFile(await readFile(file, 'utf8')).filter((rule) => patternMatches(rule.pattern, path));
  const headers = Object.fromEntries(rules.flatMap((rule) => Object.entries(rule.headers)));
  delete headers['Cache-Control'];
  return headers;
}

function sendPlain404(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}

/** How each kind answers a path below its mount (`path` has no leading slash; '' is the mount itself). */
const ANSWER: Record<Exclude<HostKind, 'own'>, (root: string, path: string, req: IncomingMessage, res: ServerResponse) => Promise<void>> = {
  async 'clean-urls'(root, path, req, res) {
    const page = path.replace(/\/+$/, '');
    const headers = await headersFor(root, req);
    const file = (await isFile(root, path)) ?? (await isFile(root, `${page}.html`)) ?? (await isFile(root, `${page}/index.html`));
    if (file) return sendFile(res, file, 200, headers);
    const notFound = await isFile(root, '404.html');
    return notFound ? sendFile(res, notFound, 404, headers) : sendPlain404(res);
  },
  async 'plain-files'(root, path, req, res) {
    const found = await lookUp(root, path);
    if (found && !found.isDirectory) return sendFile(res, found.file);
    if (found?.isDirectory && path !== '' && !path.endsWith('/')) {
      const url = new URL(req.url ?? '/', 'http://host');
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      return void res.end();
    }
    const index = found?.isDirectory ? await isFile(root, `${path}index.html`) : null;
    if (index) return sendFile(res, index);
    const notFound = await isFile(root, '404.html');
    return notFound ? sendFile(res, notFound, 404) : sendPlain404(res);
  },
  async 'rewrite-all'(root, path, _req, res) {
    const file = await isFile(root, path);
    return sendFile(res, file ?? join(root, 'index.html'));
  },
};

/** Serves `root` as a host of `kind` would, at `mount` ('/' or '/sub/path/'), on 127.0.0.1. */
export async function startHost(kind: HostKind, root: string, mount = '/'): Promise<RunningServer> {
  if (kind === 'own') {
    if (mount !== '/') throw new Error('scripts/serve.mjs serves a build at the root only');
    return startServer({ root, port: 0, host: '127.0.0.1' });
  }
  const absoluteRoot = resolve(root);
  const server = createServer((req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0];
    // '/react-sfx' is the mount's folder without its slash: every host kind redirects it.
    if (mount !== '/' && rawPath === mount.slice(0, -1)) {
      res.writeHead(301, { Location: mount });
      return void res.end();
    }
    if (!rawPath.startsWith(mount) || (req.method !== 'GET' && req.method !== 'HEAD')) return sendPlain404(res);
    ANSWER[kind](absoluteRoot, rawPath.slice(mount.length), req, res).catch(() => res.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the host did not start');
  return {
    url: `http://127.0.0.1:${address.port}${mount}`,
    port: address.port,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
