/** The built worker (dist/sw.js): what it precaches, and that the build leaks no source maps. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
  it('precaches the app shell: the HTML, every built script and stylesheet but the studio encoder, the icons and the manifest', () => {
    const urls = precacheUrls();
    expect(urls).toContain('index.html');
    expect(urls).toContain('studio/index.html');
    expect(urls).toContain('manifest.webmanifest');
    expect(urls).toEqual(expect.arrayContaining(['icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']));
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    // The Sound Studio's MP3 encoder (LAME in WebAssembly) is cached when a visitor first exports, not for everyone.
    const encoder = assets.filter((name) => name.startsWith('studio-encoder-'));
    expect(encoder).toHaveLength(1);
    expect(urls).not.toContain(`assets/${encoder[0]}`);
    expect(urls).toEqual(expect.arrayContaining(assets.filter((name) => !encoder.includes(name)).map((name) => `assets/${name}`)));
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
