// A small static production server for dist/ (node:http only). Files with an extension are served
// or 404. A page address is answered with its prerendered file: / -> index.html, /docs and /docs/ ->
// docs/index.html (or docs.html); any other page address gets 404.html with status 404 (the not-found
// page, which the app hydrates), or index.html with 200 for a build that was not prerendered.
// Every response carries the security headers of the build's `_headers` (the rules matching its path, as Netlify
// and Cloudflare Pages apply them; scripts/security-headers.mjs), bar Cache-Control (cache-policy.json's, below)
// and Strict-Transport-Security, which is for https only: this server speaks plain http.
// CLI: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--root dist]
import { createReadStream, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { SITE_CDN_DIR, pageFilesFor } from '../src/config/siteFiles.mjs';
import { HTTPS_ONLY_HEADERS, SECURITY_HEADERS, parseHeadersFile, patternMatches } from './security-headers.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Text is sent gzipped (level 9, as a CDN would); MP3s and PNGs are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

function acceptsGzip(req) {
  return /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
}

/** Compressed once per file version: a static server answers the same bytes over and over. */
const gzipCache = new Map();

async function gzipped(file, info) {
  const key = `${file}:${info.size}:${info.mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(await readFile(file), { level: 9 });
    gzipCache.set(key, body);
  }
  return body;
}

/** The cache policy (scripts/cache-policy.json): the first rule matching the served file's path wins. */
const CACHE_RULES = JSON.parse(readFileSync(new URL('./cache-policy.json', import.meta.url), 'utf8')).rules;

function ruleMatches(match, path) {
  if (match === '*') return true;
  if (match.startsWith('*')) return path.endsWith(match.slice(1));
  return match.endsWith('/') ? path.startsWith(match) : path === match;
}

function cacheControl(root, file) {
  const path = `/${relative(root, file).split(sep).join('/')}`;
  return CACHE_RULES.find((rule) => ruleMatches(rule.match, path)).cacheControl;
}

/** The rules of root's `_headers`, read again when the file changes (a new deploy); none without one. */
const headersFiles = new Map();

async function hostRules(root) {
  const file = join(root, '_headers');
  const info = await fileAt(file);
  if (!info) return [];
  const key = `${info.size}:${info.mtimeMs}`;
  let cached = headersFiles.get(file);
  if (cached?.key !== key) {
    cached = { key, rules: parseHeadersFile(await readFile(file, 'utf8')) };
    headersFiles.set(file, cached);
  }
  return cached.rules;
}

const NOT_FROM_HEADERS_FILE = new Set(['cache-control', ...Object.keys(HTTPS_ONLY_HEADERS).map((name) => name.toLowerCase())]);

/** The security headers for a request path: the defaults, then every matching `_headers` rule's. */
async function securityHeaders(root, urlPath) {
  const headers = new Map(Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), [name, value]]));
  for (const rule of await hostRules(root)) {
    if (!patternMatches(rule.pattern, urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      if (!NOT_FROM_HEADERS_FILE.has(name.toLowerCase())) headers.set(name.toLowerCase(), [name, value]);
    }
  }
  return Object.fromEntries(headers.values());
}

/** The file under root for a request path, or null when the path is malformed or escapes root. */
function resolveInside(root, rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = join(root, decoded);
  return file === root || file.startsWith(root + sep) ? file : null;
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** The prerendered file that answers a page address, and its status: the first of pageFilesFor's on disk, as the worker picks from its precache. */
async function pageFor(root, urlPath) {
  for (const [name, status] of pageFilesFor(urlPath.replace(/^\/+|\/+$/g, ''))) {
    const file = resolveInside(root, name);
    const info = file && (await fileAt(file));
    if (info) return { file, info, status };
  }
  return { file: null, info: null, status: 404 };
}

function send(req, res, status, headers, body) {
  res.writeHead(status, { 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function handle(root, req, res) {
  // '//evil.com' and '/\\evil.com' are no path of this site: a URL parser takes them for another host's root (the
  // home page, its canonical URL then https://react-sfx.dev//evil.com). They get the not-found page ('/404').
  const raw = req.url ?? '/';
  const urlPath = /^\/[\\/]/.test(raw) ? '/404' : new URL(raw, 'http://localhost').pathname;
  const security = await securityHeaders(root, urlPath);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(req, res, 405, { ...security, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method Not Allowed');
    return;
  }
  let file = resolveInside(root, urlPath);
  if (!file) {
    send(req, res, 400, { ...security, 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad Request');
    return;
  }
  let info = await fileAt(file);
  let status = 200;
  if (!info && extname(urlPath) === '' && !urlPath.startsWith(`/${SITE_CDN_DIR}/`)) {
    // Page addresses only, never files: the prerendered page, else the not-found page.
    ({ file, info, status } = await pageFor(root, urlPath));
  }
  if (!info) {
    send(req, res, 404, { ...security, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }, 'Not Found');
    return;
  }
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = { ...security, 'Content-Type': type, 'Cache-Control': cacheControl(root, file) };
  if (COMPRESSIBLE.test(type)) {
    headers.Vary = 'Accept-Encoding';
    if (acceptsGzip(req)) {
      const body = await gzipped(file, info);
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  res.writeHead(status, { ...headers, 'Content-Length': info.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

/** Starts the server; port 0 picks a free port. Resolves with its URL, the actual port and a close function. */
export function startServer({ root = 'dist', port = 0, host = '127.0.0.1' } = {}) {
  const absoluteRoot = resolve(root);
  const server = createServer((req, res) => {
    handle(absoluteRoot, req, res).catch(() => {
      if (!res.headersSent) send(req, res, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Server Error');
      else res.destroy();
    });
  });
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(port, host, () => {
      const { port: actualPort } = server.address();
      resolveStart({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/`,
        port: actualPort,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      root: { type: 'string', default: 'dist' },
    },
  });
  const { port } = await startServer({ root: values.root, port: Number(values.port), host: values.host });
  // Loopback and wildcard hosts are all reachable as localhost, the address people type.
  const shownHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(values.host) ? 'localhost' : values.host;
  console.log(`react-sfx is running at http://${shownHost}:${port}/`);
}
