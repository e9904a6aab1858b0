// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/serve.mjs';
import type { RunningServer } from '../../../scripts/serve.mjs';
import { pageFileFor } from '../../../sw/routes.ts';

let parent: string;
let server: RunningServer;

function put(path: string, content: string) {
  const file = join(parent, 'dist', path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

/** A request with the path sent exactly as written (fetch would normalise '..' away). */
/** A GET with the path exactly as given (fetch would normalise it), to `port` (the first server's by default). */
function rawGet(path: string, port = server.port): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'serve-test-'));
  put('index.html', '<!doctype html><title>shell</title>');
  put('sw.js', 'self;');
  put('manifest.webmanifest', '{}');
  put('assets/index-abc.js', 'export {};');
  put('cdn/v1/ui/click.abc.mp3', 'ID3');
  writeFileSync(join(parent, 'secret.txt'), 'outside dist');
  server = await startServer({ root: join(parent, 'dist'), port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(parent, { recursive: true, force: true });
});

const get = (path: string, method = 'GET') => fetch(new URL(path, server.url), { method });

describe('scripts/serve.mjs', () => {
  it('listens on 127.0.0.1 at the port it picked', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    expect(server.port).toBeGreaterThan(0);
  });

  it.each([
    ['/cdn/v1/ui/click.abc.mp3', 'audio/mpeg', 'public, max-age=31536000, immutable'],
    ['/assets/index-abc.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'public, max-age=0, must-revalidate'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/', 'text/html; charset=utf-8', 'no-cache'],
  ])('serves %s as %s with Cache-Control %s', async (path, type, cache) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cache);
  });

  it.each(['/docs/anything', '/assets/'])('falls back to index.html, never cached, for %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await expect(response.text()).resolves.toContain('<title>shell</title>');
  });

  it.each(['/cdn/v1/ui/nope.mp3', '/sounds/ui/nope.mp3', '/cdn/v1/ui/nope', '/missing.js'])(
    'answers 404, not HTML, for the missing file %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('text/html');
    },
  );

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/cdn/v1/ui/click.abc.mp3', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('3');
    await expect(response.text()).resolves.toBe('');
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt'])(
    'never serves files outside the root (%s)',
    async (path) => {
      const { status, body } = await rawGet(path);
      expect(body).not.toContain('outside dist');
      expect([400, 404]).toContain(status);
    },
  );

  it('rejects NUL bytes and malformed escapes', async () => {
    expect((await rawGet('/index.html%00.js')).status).toBe(400);
    expect((await rawGet('/%E0%A4%A')).status).toBe(400);
  });
});

describe('scripts/serve.mjs with prerendered pages', () => {
  let pagesParent: string;
  let pages: RunningServer;

  beforeAll(async () => {
    pagesParent = mkdtempSync(join(tmpdir(), 'serve-pages-'));
    const write = (path: string, content: string) => {
      mkdirSync(join(pagesParent, 'dist', path, '..'), { recursive: true });
      writeFileSync(join(pagesParent, 'dist', path), content);
    };
    write('index.html', '<title>home</title>');
    write('sounds/index.html', '<title>library</title>');
    write('docs/index.html', '<title>docs</title>');
    write('404.html', '<title>not found</title>');
    write('sounds/ui/click.mp3', 'ID3'); // a self-hosted copy beside the page of the same name
    pages = await startServer({ root: join(pagesParent, 'dist'), port: 0 });
  });

  afterAll(async () => {
    await pages.close();
    rmSync(pagesParent, { recursive: true, force: true });
  });

  // Issue 25: a URL parser takes these for another host's root, and they were answered with the home page.
  it.each(['//evil.com', '/\\evil.com', '//evil.com/docs', '/\\evil.com?x=1'])('answers %s with the not-found page and 404', async (path) => {
    expect(await rawGet(path, pages.port)).toEqual({ status: 404, body: '<title>not found</title>' });
  });

  it.each([
    ['/', 200, 'home'],
    ['/sounds', 200, 'library'],
    ['/sounds/', 200, 'library'],
    ['/sounds?q=coin&page=2', 200, 'library'],
    ['/docs', 200, 'docs'],
    ['/docs/', 200, 'docs'],
    ['/no/such/page', 404, 'not found'],
    ['/index', 404, 'not found'],
    ['/docs/index', 404, 'not found'],
    ['/404', 404, 'not found'],
    ['/sounds/ui', 404, 'not found'],
  ])('answers the page address %s with %i and its prerendered page (%s)', async (path, status, title) => {
    const response = await fetch(new URL(path, pages.url));
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await expect(response.text()).resolves.toBe(`<title>${title}</title>`);
  });

  // One rule for both (src/config/siteFiles.mjs): offline, the worker answers each address with the page the server sends.
  it.each(['/', '/sounds', '/sounds/', '/docs/', '/DOCS', '/docs/index', '/index', '/404', '/404/', '/sounds/ui', '/no/such/page', '//evil.com', '/index.html/x'])(
    'answers %s with the page the service worker picks from the same files',
    async (path) => {
      const files = new Set(['index.html', 'sounds/index.html', 'docs/index.html', '404.html']);
      const file = pageFileFor(path, (name) => files.has(name));
      const { body } = await rawGet(path, pages.port);
      expect(body).toBe({ 'index.html': '<title>home</title>', 'sounds/index.html': '<title>library</title>', 'docs/index.html': '<title>docs</title>', '404.html': '<title>not found</title>' }[file]);
    },
  );

  it('still serves files under a folder named like a page, revalidated (a self-hosted copy keeps its name)', async () => {
    const response = await fetch(new URL('/sounds/ui/click.mp3', pages.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('scripts/serve.mjs compression', () => {
  it('sends text gzipped to clients that accept it, and the same bytes unzipped', async () => {
    const zipped = await fetch(new URL('/assets/index-abc.js', server.url), { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    await expect(zipped.text()).resolves.toBe('export {};'); // fetch unzips

    const { status, body } = await rawGet('/assets/index-abc.js'); // no Accept-Encoding
    expect(status).toBe(200);
    expect(body).toBe('export {};');
  });

  it('never gzips audio', async () => {
    const response = await fetch(new URL('/cdn/v1/ui/click.abc.mp3', server.url), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe('3');
  });
});

describe('scripts/serve.mjs security headers', () => {
  const POLICY = "default-src 'self'; frame-ancestors 'none'";
  let siteParent: string;
  let site: RunningServer;
  const writeHeaders = (policy: string) =>
    writeFileSync(
      join(siteParent, 'dist', '_headers'),
      [
        '# a comment',
        '/*',
        `  Content-Security-Policy: ${policy}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: no-referrer',
        '  X-Frame-Options: DENY',
        '  Strict-Transport-Security: max-age=31536000',
        '  Cache-Control: no-store',
        '',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '  X-Robots-Tag: noindex',
        '',
      ].join('\n'),
    );

  beforeAll(async () => {
    siteParent = mkdtempSync(join(tmpdir(), 'serve-headers-'));
    mkdirSync(join(siteParent, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(siteParent, 'dist', 'index.html'), '<title>home</title>');
    writeFileSync(join(siteParent, 'dist', '404.html'), '<title>not found</title>');
    writeFileSync(join(siteParent, 'dist', 'assets', 'index-abc.js'), 'export {};');
    writeHeaders(POLICY);
    site = await startServer({ root: join(siteParent, 'dist'), port: 0 });
  });

  afterAll(async () => {
    await site.close();
    rmSync(siteParent, { recursive: true, force: true });
  });

  /** The response headers for a path sent exactly as written. */
  function rawHeaders(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
    return new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port: site.port, path, method }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
        .on('error', reject)
        .end();
    });
  }

  it.each([
    ['/', 200],
    ['/assets/index-abc.js', 200],
    ['/no/such/page', 404],
    ['/missing.js', 404],
    ['//evil.com', 404],
    ['/%00', 400],
  ])("sends %s (%i) with the security headers of the build's _headers", async (path, status) => {
    const response = await rawHeaders(path);
    expect(response.status).toBe(status);
    expect(response.headers).toMatchObject({
      'content-security-policy': POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
  });

  it('answers a POST with them too', async () => {
    const response = await rawHeaders('/', 'POST');
    expect(response.status).toBe(405);
    expect(response.headers['content-security-policy']).toBe(POLICY);
  });

  it('never sends Strict-Transport-Security over its plain http, and keeps Cache-Control to cache-policy.json', async () => {
    const page = await rawHeaders('/');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
    const chunk = await rawHeaders('/assets/index-abc.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['x-robots-tag']).toBeUndefined();
  });

  it('reads _headers again when a deploy changes it', async () => {
    writeHeaders("default-src 'none'");
    try {
      expect((await rawHeaders('/')).headers['content-security-policy']).toBe("default-src 'none'");
    } finally {
      writeHeaders(POLICY);
    }
  });

  it('sends nosniff, the referrer policy and frame protection without a _headers, and no policy it cannot know', async () => {
    const response = await get('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect((await get('/missing.js')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});
