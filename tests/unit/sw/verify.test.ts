// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../../src/sfx/catalogue.ts';
import { cachedUrlsOf, expectedHashFor, isVerifiedAudio } from '../../../sw/verify.ts';

const COIN = soundCatalogue['arcade/coin'];
const COIN_HASH = /\.([0-9a-f]+)\.mp3$/.exec(COIN.src)?.[1] ?? '';
/** The real file the build serves (npm run synth writes public/cdn/v1). */
const coinBytes = async () => {
  const file = await readFile(fileURLToPath(new URL(`../../../public/cdn/v1/${COIN.src}`, import.meta.url)));
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
};
const audioHeaders = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'audio/mpeg', ...extra });

describe('expectedHashFor: what a sound must hash to', () => {
  it('a CDN file: the digits in its name', () => {
    expect(expectedHashFor(new URL(`https://cdn.test/v1/${COIN.src}`), 'cdn-audio', '/')).toBe(COIN_HASH);
    expect(COIN_HASH).toMatch(/^[0-9a-f]{7}$/);
  });

  it('a CDN file without a hash in its name is never cached', () => {
    expect(expectedHashFor(new URL('https://site.test/cdn/v1/arcade/coin.mp3'), 'cdn-audio', '/')).toBeNull();
  });

  it('a self-hosted copy: the catalogue entry of that name, under the site base', () => {
    expect(expectedHashFor(new URL('https://site.test/sounds/arcade/coin.mp3'), 'local-audio', '/')).toBe(COIN_HASH);
    expect(expectedHashFor(new URL('https://site.test/react-sfx/sounds/arcade/coin.mp3'), 'local-audio', '/react-sfx/')).toBe(COIN_HASH);
  });

  it('a self-hosted file the catalogue does not know is never cached', () => {
    expect(expectedHashFor(new URL('https://site.test/sounds/arcade/nope.mp3'), 'local-audio', '/')).toBeNull();
    expect(expectedHashFor(new URL('https://site.test/other/sounds/arcade/coin.mp3'), 'local-audio', '/')).toBeNull();
  });
});

describe('isVerifiedAudio: only the whole, right file', () => {
  it('passes the real file, with or without a Content-Length', async () => {
    const bytes = await coinBytes();
    await expect(isVerifiedAudio(bytes, audioHeaders({ 'content-length': String(bytes.byteLength) }), COIN_HASH)).resolves.toBe(true);
    await expect(isVerifiedAudio(bytes, audioHeaders(), COIN_HASH)).resolves.toBe(true);
  });

  it('refuses the first 300 bytes, whether or not the server claimed the full length', async () => {
    const bytes = await coinBytes();
    const head = bytes.slice(0, 300);
    await expect(isVerifiedAudio(head, audioHeaders({ 'content-length': String(bytes.byteLength) }), COIN_HASH)).resolves.toBe(false);
    await expect(isVerifiedAudio(head, audioHeaders({ 'content-length': '300' }), COIN_HASH)).resolves.toBe(false);
  });

  it('refuses an empty body and an HTML page', async () => {
    await expect(isVerifiedAudio(new ArrayBuffer(0), audioHeaders({ 'content-length': '0' }), COIN_HASH)).resolves.toBe(false);
    const html = new TextEncoder().encode('<!doctype html><p>Not found</p>');
    await expect(isVerifiedAudio(html.buffer, audioHeaders(), COIN_HASH)).resolves.toBe(false);
  });

  it("refuses another sound's bytes under this name", async () => {
    const other = await readFile(fileURLToPath(new URL(`../../../public/cdn/v1/${soundCatalogue['game/coin'].src}`, import.meta.url)));
    await expect(isVerifiedAudio(new Uint8Array(other).buffer, audioHeaders(), COIN_HASH)).resolves.toBe(false);
  });
});

describe('cachedUrlsOf: where a failed sound may sit in the caches', () => {
  it('its CDN file and its self-hosted copy, under the site base', () => {
    expect(cachedUrlsOf('arcade/coin', 'https://site.test/react-sfx/cdn/v1/', 'https://site.test', '/react-sfx/')).toEqual([
      `https://site.test/react-sfx/cdn/v1/${COIN.src}`,
      'https://site.test/react-sfx/sounds/arcade/coin.mp3',
    ]);
  });

  it('nothing for a name outside the catalogue', () => {
    expect(cachedUrlsOf('https://elsewhere.test/x.mp3', 'https://site.test/cdn/v1/', 'https://site.test', '/')).toEqual([]);
  });
});
