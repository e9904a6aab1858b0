// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../../src/sfx/catalogue.ts';
import {
  MAX_STUDIO_CODE_BYTES,
  audioCheck,
  cachedUrlsOf,
  expectedHashFor,
  isPrecacheFile,
  isStudioCode,
  isVerifiedAudio,
  isWholeBody,
  verifiedForCache,
} from '../../../sw/verify.ts';

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

describe('isWholeBody: not empty, and as long as it was said to be', () => {
  const body = new Uint8Array(10).buffer;

  it('passes a body of its Content-Length, or with none', () => {
    expect(isWholeBody(body, new Headers({ 'content-length': '10' }))).toBe(true);
    expect(isWholeBody(body, new Headers())).toBe(true);
  });

  it('refuses an empty body and one shorter or longer than its Content-Length', () => {
    expect(isWholeBody(new ArrayBuffer(0), new Headers())).toBe(false);
    expect(isWholeBody(body, new Headers({ 'content-length': '11' }))).toBe(false);
    expect(isWholeBody(body, new Headers({ 'content-length': '9' }))).toBe(false);
  });

  it("does not compare an encoded body's length: its Content-Length counts the compressed bytes", () => {
    expect(isWholeBody(body, new Headers({ 'content-length': '4', 'content-encoding': 'gzip' }))).toBe(true);
  });
});

/** Whether the cache given `check` would store `response` for `url`. */
const kept = async (check: Parameters<typeof verifiedForCache>[0], url: string, response: Response) =>
  (await verifiedForCache(check, new URL(url), response)) !== null;

describe('verifiedForCache with the audio check: only whole, successful audio of the right bytes', () => {
  const coinUrl = `https://site.test/cdn/v1/${COIN.src}`;
  const check = audioCheck('cdn-audio', '/');

  it.each([
    [200, { 'content-type': 'audio/mpeg' }, true],
    [200, { 'content-type': 'Audio/MPEG' }, true],
    [200, { 'content-type': 'text/html' }, false],
    [200, {}, false],
    [206, { 'content-type': 'audio/mpeg', 'content-range': 'bytes 0-1/2' }, false],
    [200, { 'content-type': 'audio/mpeg', 'content-range': 'bytes 0-1/2' }, false],
    [404, { 'content-type': 'audio/mpeg' }, false],
    [500, { 'content-type': 'text/plain' }, false],
  ] as const)('the real file, status %i with %o -> %s', async (status, headers, cacheable) => {
    await expect(kept(check, coinUrl, new Response(await coinBytes(), { status, headers }))).resolves.toBe(cacheable);
  });

  it('refuses 300 bytes of it, and a self-hosted copy the catalogue does not know', async () => {
    const head = (await coinBytes()).slice(0, 300);
    await expect(kept(check, coinUrl, new Response(head, { headers: { 'content-type': 'audio/mpeg' } }))).resolves.toBe(false);
    const local = new Response(await coinBytes(), { headers: { 'content-type': 'audio/mpeg' } });
    await expect(kept(audioCheck('local-audio', '/'), 'https://site.test/sounds/arcade/nope.mp3', local)).resolves.toBe(false);
  });

  it('hands back the response itself, its body unread', async () => {
    const response = new Response(await coinBytes(), { headers: { 'content-type': 'audio/mpeg' } });
    expect(await verifiedForCache(check, new URL(coinUrl), response)).toBe(response);
    expect(response.bodyUsed).toBe(false);
  });
});

describe('verifiedForCache with the studio-code check: the encoder chunk is kept only as whole JavaScript', () => {
  const ENCODER = 'https://site.test/assets/studio-encoder-Dt7REVYS.js';
  const script = new TextEncoder().encode('export const t = () => 1;\n'.repeat(40));
  const answer = (body: BodyInit | null, headers: Record<string, string>, status = 200) => new Response(body, { status, headers });

  it.each(['text/javascript; charset=utf-8', 'application/javascript', 'Text/JavaScript', 'application/x-javascript'])('keeps %s', async (type) => {
    await expect(kept(isStudioCode, ENCODER, answer(script, { 'content-type': type, 'content-length': String(script.byteLength) }))).resolves.toBe(true);
  });

  it.each([
    ['an HTML page with 200 (a portal, a host fallback)', answer('<!doctype html><p>Sign in to the Wi-Fi</p>', { 'content-type': 'text/html' })],
    ['an HTML page sent as text/html; charset=utf-8', answer('<!doctype html>', { 'content-type': 'text/html; charset=utf-8' })],
    ['bytes of no stated type', answer(script, {})],
    ['bytes sent as application/octet-stream', answer(script, { 'content-type': 'application/octet-stream' })],
    ['JSON', answer('{}', { 'content-type': 'application/json' })],
    ['an empty body', answer('', { 'content-type': 'text/javascript' })],
    ['a body that broke off (shorter than its Content-Length)', answer(script.slice(0, 100), { 'content-type': 'text/javascript', 'content-length': String(script.byteLength) })],
    ['a 206 slice', answer(script, { 'content-type': 'text/javascript', 'content-range': `bytes 0-${script.byteLength - 1}/999999` }, 206)],
    ['a 404 that is JavaScript', answer(script, { 'content-type': 'text/javascript' }, 404)],
  ])('refuses %s', async (_name, response) => {
    await expect(kept(isStudioCode, ENCODER, response)).resolves.toBe(false);
  });

  it('keeps a gzip-encoded answer, whose Content-Length is the compressed size', async () => {
    await expect(kept(isStudioCode, ENCODER, answer(script, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'content-length': '120' }))).resolves.toBe(true);
  });

  it(`keeps up to ${MAX_STUDIO_CODE_BYTES} bytes, and nothing larger`, async () => {
    const js = { 'content-type': 'text/javascript' };
    await expect(kept(isStudioCode, ENCODER, answer(new Uint8Array(MAX_STUDIO_CODE_BYTES), js))).resolves.toBe(true);
    await expect(kept(isStudioCode, ENCODER, answer(new Uint8Array(MAX_STUDIO_CODE_BYTES + 1), js))).resolves.toBe(false);
  });

  it('refuses a body whose stream fails while it is read, rather than throwing', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(script.slice(0, 100));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(kept(isStudioCode, ENCODER, answer(broken, { 'content-type': 'text/javascript' }))).resolves.toBe(false);
  });
});

describe('verifiedForCache with the precache check: each file of the type its extension says', () => {
  const site = (path: string) => `https://site.test${path}`;
  const file = (type: string) => new Response('x'.repeat(50), { headers: { 'content-type': type } });

  it.each([
    ['/assets/framework-B1vTvjU-.js', 'text/javascript; charset=utf-8'],
    ['/index.html?__WB_REVISION__=abc', 'text/html; charset=utf-8'],
    ['/docs/index.html', 'text/html'],
    ['/search-index.json?__WB_REVISION__=abc', 'application/json; charset=utf-8'],
    ['/assets/index.css', 'text/css'],
    ['/icons/icon-192.png', 'image/png'],
    ['/icons/icon-192.png', 'application/octet-stream'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/fonts/inter.woff2', 'application/octet-stream'],
  ])('keeps %s sent as %s', async (path, type) => {
    await expect(kept(isPrecacheFile, site(path), file(type))).resolves.toBe(true);
  });

  it.each([
    ['/assets/framework-B1vTvjU-.js', 'text/html'],
    ['/assets/framework-B1vTvjU-.js', 'text/plain'],
    ['/search-index.json', 'text/html; charset=utf-8'],
    ['/index.html', 'application/json'],
    ['/icons/icon-192.png', 'text/html'],
    ['/manifest.webmanifest', 'text/html'],
  ])('refuses %s sent as %s', async (path, type) => {
    await expect(kept(isPrecacheFile, site(path), file(type))).resolves.toBe(false);
  });
});
