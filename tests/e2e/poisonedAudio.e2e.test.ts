/**
 * A fault never outlives itself in the worker's caches (issue 15): a CDN that answers a sound with a
 * truncated, empty or substituted body (status 200, audio/mpeg) gets nothing cached, and once the CDN is
 * well the next press plays; a broken entry that is in a cache anyway (an older worker's) is dropped, on
 * the worker's update or when the sound fails to decode. Offline, an unknown address is a 404.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioStarts, instrumentAudio } from './audio.ts';
import { freshPagePerTest, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
const COIN = soundCatalogue['game/coin'];
const COIN_URL = () => new URL(`/cdn/v1/${COIN.src}`, run.site.url).href;
const COIN_SECONDS = Math.round(COIN.duration * 100) / 100;
const coinBytes = () => readFile(fileURLToPath(new URL(`../../dist/cdn/v1/${COIN.src}`, import.meta.url)));

let context: BrowserContext;
let page: Page;
let errors: string[];

freshPagePerTest(run, async (fresh) => {
  ({ context, page, errors } = fresh);
  await page.addInitScript(instrumentAudio);
});

const playCoin = () => page.getByRole('button', { name: 'Play Coin (game/coin)' }).click();
const inCache = (cacheName: string | null, url: string) =>
  page.evaluate(async ([name, u]) => Boolean(name ? await (await caches.open(name)).match(u) : await caches.match(u)), [cacheName, url] as const);
const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
/**
 * The coin's load failed, naming the sound and the address: bytes that do not decode ('Decoding audio data
 * failed for sound "game/coin" (…)'), or an empty body, refused before the decode ('Failed to fetch sound
 * "game/coin" from CDN (…)').
 */
const coinFailed = (error: string) => error.includes('"game/coin"') && error.includes(`(/cdn/v1/${COIN.src})`);
const decodeFailed = () => errors.some((error) => error.includes('Error loading sound') && coinFailed(error));

describe('a CDN answering 200 audio/mpeg with the wrong bytes', () => {
  it.each([
    ['only the first 300 bytes', async () => (await coinBytes()).subarray(0, 300)],
    ['an HTML page', async () => Buffer.from('<!doctype html><title>Oops</title><p>Something went wrong</p>')],
  ])('%s: nothing is cached, and once the CDN is well the next press plays and is cached', async (_name, body) => {
    await page.goto(run.site.url);
    await controlled();
    const poisoned = await body();
    await context.route(COIN_URL(), (route) => route.fulfill({ status: 200, contentType: 'audio/mpeg', body: poisoned }));
    await playCoin();
    await expect.poll(decodeFailed).toBe(true);
    // The worker caches in the background once the page has the answer: give it time to (wrongly) do so.
    await page.waitForTimeout(500);
    expect(await inCache(null, COIN_URL())).toBe(false);

    await context.unroute(COIN_URL());
    await playCoin();
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration)).toEqual([COIN_SECONDS]);
    await expect.poll(() => inCache(null, COIN_URL())).toBe(true);
    // A reload plays it from the cache.
    await page.reload();
    await playCoin();
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration)).toEqual([COIN_SECONDS]);
    // The spec's console lines for the failed press, and nothing else.
    expect(errors.filter((error) => !coinFailed(error))).toEqual([]);
  });
});

describe('a CDN answering 200 audio/mpeg with an empty body', () => {
  // Refused before any decode, as a fetch that failed: the site renders the sound on the device instead.
  it('caches nothing, and the sound plays rendered on the device, without an error', async () => {
    await page.goto(run.site.url);
    await controlled();
    await context.route(COIN_URL(), (route) => route.fulfill({ status: 200, contentType: 'audio/mpeg', body: Buffer.alloc(0) }));
    await playCoin();
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration)).toEqual([COIN_SECONDS]);
    await page.waitForTimeout(500); // the worker would cache in the background
    expect(await inCache(null, COIN_URL())).toBe(false);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('"Save all sounds for offline" through a CDN that sends one file broken', () => {
  it('counts only the files that check out, and saving again once the CDN is well completes the set', async () => {
    await page.goto(new URL('/sounds', run.site.url).href);
    await controlled();
    const poisoned = (await coinBytes()).subarray(0, 300);
    await context.route(COIN_URL(), (route) => route.fulfill({ status: 200, contentType: 'audio/mpeg', body: poisoned }));
    const save = page.getByRole('button', { name: 'Save all sounds for offline' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByRole('status').filter({ hasText: '71 of 72 sounds are available offline.' }).waitFor({ timeout: 30_000 });
    expect(await inCache(null, COIN_URL())).toBe(false);

    await context.unroute(COIN_URL());
    await save.click();
    await page.getByRole('status').filter({ hasText: 'All 72 sounds are available offline.' }).waitFor({ timeout: 30_000 });
    expect(await inCache(null, COIN_URL())).toBe(true);
  });
});

describe('a broken entry already in a cache', () => {
  it("an older worker's cache: the new worker keeps the sounds that check out and drops the rest", async () => {
    // Before any worker: a visitor of the earlier version with one good and one broken sound saved.
    await page.goto(new URL('/robots.txt', run.site.url).href);
    const good = soundCatalogue['ui/copy'];
    const goodUrl = new URL(`/cdn/v1/${good.src}`, run.site.url).href;
    const goodBytes = [...(await readFile(fileURLToPath(new URL(`../../dist/cdn/v1/${good.src}`, import.meta.url))))];
    await page.evaluate(
      async ([coinUrl, copyUrl, copyBytes]) => {
        const old = await caches.open('react-sfx-audio-v1');
        await old.put(coinUrl, new Response(new Uint8Array(300), { headers: { 'content-type': 'audio/mpeg' } }));
        await old.put(copyUrl, new Response(new Uint8Array(copyBytes), { headers: { 'content-type': 'audio/mpeg' } }));
      },
      [COIN_URL(), goodUrl, goodBytes] as const,
    );

    await page.goto(run.site.url);
    await controlled();
    await expect.poll(() => page.evaluate(() => caches.has('react-sfx-audio-v1'))).toBe(false);
    expect(await inCache(null, goodUrl)).toBe(true);
    expect(await inCache(null, COIN_URL())).toBe(false);
    await playCoin();
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration)).toEqual([COIN_SECONDS]);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('a cached sound that fails to decode is evicted, and the next press fetches and plays it', async () => {
    await page.goto(run.site.url);
    await controlled();
    // Another sound first, so the worker has made its audio cache.
    await page.getByRole('button', { name: 'Play Info chime (notification/info)' }).click();
    const info = new URL(`/cdn/v1/${soundCatalogue['notification/info'].src}`, run.site.url).href;
    await expect.poll(() => inCache(null, info)).toBe(true);
    const cacheName = await page.evaluate(async () => (await caches.keys()).find((name) => name.startsWith('react-sfx-audio-')));
    expect(cacheName).toBeDefined();
    await page.evaluate(
      async ([name, url]) => (await caches.open(name)).put(url, new Response(new Uint8Array(300), { headers: { 'content-type': 'audio/mpeg' } })),
      [cacheName as string, COIN_URL()] as const,
    );
    await playCoin();
    await expect.poll(decodeFailed).toBe(true);
    await expect.poll(() => inCache(null, COIN_URL())).toBe(false);

    await playCoin();
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration).at(-1)).toBe(COIN_SECONDS);
    await expect.poll(() => inCache(null, COIN_URL())).toBe(true);
  });
});

describe('offline', () => {
  it('an address the site does not know gets the not-found page with status 404', async () => {
    await page.goto(run.site.url);
    await controlled();
    await context.setOffline(true);
    const response = await page.goto(new URL('/no/such/page', run.site.url).href);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    const known = await page.goto(new URL('/docs', run.site.url).href);
    expect(known?.status()).toBe(200);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
