/** The built worker (dist/sw.js): what it precaches, and that the build leaks no source maps. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_STUDIO_CODE_BYTES, isPrecacheFile, verifiedForCache } from '../../sw/verify.ts';
import { HOST_KINDS, startHost } from './hosts.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

function precacheUrls(): string[] {
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map((match) => match[1]);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the built service worker', () => {
  it("precaches the app shell: the pages' HTML but the docs', every built script and stylesheet but the studio encoder and the page's renderer, the icons and the manifest", () => {
    const urls = precacheUrls();
    expect(urls.filter((url) => url.endsWith('.html')).sort()).toEqual(['404.html', 'index.html', 'sounds/index.html', 'studio/index.html']);
    // The docs' pages render offline from the home page's HTML and their precached scripts (sw/routes.ts).
    expect(readdirSync(join(DIST, 'docs'), { recursive: true }).filter((name) => String(name).endsWith('index.html')).length).toBeGreaterThan(1);
    expect(urls).toContain('manifest.webmanifest');
    expect(urls).toEqual(expect.arrayContaining(['icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']));
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    // The Sound Studio's MP3 encoder (LAME in WebAssembly) is cached when a visitor first exports, not for everyone.
    const encoder = assets.filter((name) => name.startsWith('studio-encoder-'));
    expect(encoder).toHaveLength(1);
    expect(urls).not.toContain(`assets/${encoder[0]}`);
    // react-sfx/synth's renderer for a page where no worker starts: offline, sounds render in the worker, which is precached.
    const pageRenderer = assets.filter((name) => name.startsWith('renderOnDevice-'));
    expect(pageRenderer).toHaveLength(1);
    expect(urls).not.toContain(`assets/${pageRenderer[0]}`);
    expect(urls.filter((url) => url.startsWith('assets/renderWorker-'))).toHaveLength(1);
    const left = [...encoder, ...pageRenderer];
    expect(urls).toEqual(expect.arrayContaining(assets.filter((name) => !left.includes(name)).map((name) => `assets/${name}`)));
  });

  it("keeps the studio encoder within the studio-code cache's cap, with its WebAssembly inlined (no .wasm to cache)", () => {
    const assets = readdirSync(join(DIST, 'assets'));
    const encoder = assets.filter((name) => name.startsWith('studio-encoder-'));
    expect(encoder).toHaveLength(1);
    expect(readFileSync(join(DIST, 'assets', encoder[0])).byteLength).toBeLessThanOrEqual(MAX_STUDIO_CODE_BYTES);
    expect(filesUnder(DIST).filter((path) => path.endsWith('.wasm'))).toEqual([]);
  });

  // The precache refuses a file of the wrong type, and then the worker does not install: every host kind the site
  // supports must send each precached file as a type the check accepts.
  it.each(HOST_KINDS)('precaches every file as the %s host sends it: each passes the precache check', async (kind) => {
    const host = await startHost(kind, DIST);
    try {
      const refused: string[] = [];
      for (const path of precacheUrls()) {
        const url = new URL(path, host.url);
        const response = await fetch(url);
        if (!(await verifiedForCache(isPrecacheFile, url, response))) refused.push(`${path}: ${response.status} ${response.headers.get('content-type') ?? ''}`);
      }
      expect(refused).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it('precaches no audio by default', () => {
    expect(precacheUrls().filter((url) => /\.(mp3|ogg|wav)$/.test(url) || url.startsWith('cdn/'))).toEqual([]);
  });

  it('leaves the link-preview card to crawlers: the worker does not fetch it', () => {
    expect(precacheUrls().filter((url) => url.includes('social-card'))).toEqual([]);
  });

  it('ships no source maps and points to none', () => {
    expect(filesUnder(DIST).filter((path) => path.endsWith('.map'))).toEqual([]);
    const scripts = filesUnder(DIST).filter((path) => path.endsWith('.js'));
    expect(scripts.filter((path) => readFileSync(path, 'utf8').includes('sourceMappingURL'))).toEqual([]);
  });
});
