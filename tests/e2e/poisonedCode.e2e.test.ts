/**
 * A fault never outlives itself in the worker's caches of code (issue 25): the Sound Studio's MP3 encoder chunk,
 * answered once with a 200 HTML page, is not cached, and the next export works; a broken copy that is in the cache
 * anyway (an older worker's, or one that does not run) is dropped when the import fails or when the new worker
 * takes over. The precache refuses an HTML page answered for a data file: the install fails, and the next visit's
 * succeeds. The model is tests/e2e/poisonedAudio.e2e.test.ts: context.route reaches the worker's own fetches.
 */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.mjs';
import { freshPagePerTest, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
const STUDIO_CODE_CACHE = 'react-sfx-studio-code-v1';
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const ASSETS = join(DIST, 'assets');
/** The built encoder chunk's name (assets/studio-encoder-<hash>.js), which the worker caches at run time. */
const ENCODER_FILE = readdirSync(ASSETS).find((name) => /^studio-encoder-[\w-]+\.js$/.test(name)) ?? 'missing-encoder.js';
const ENCODER_URL = (site = run.site.url) => new URL(`/assets/${ENCODER_FILE}`, site).href;
const PORTAL_PAGE = '<!doctype html><title>Sign in</title><p>Sign in to use the Wi-Fi</p>';
const EXPORT_FAILED = 'The MP3 export failed (the MP3 encoder did not load).';

let context: BrowserContext;
let page: Page;
let errors: string[];

freshPagePerTest(run, (fresh) => {
  ({ context, page, errors } = fresh);
});

const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
/** What the studio-code cache holds: each URL with the content type it was stored with. */
const studioCodeCache = () =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return Promise.all((await cache.keys()).map(async (request) => `${request.url} ${(await cache.match(request))?.headers.get('content-type') ?? ''}`));
  }, STUDIO_CODE_CACHE);
const encoderCached = (site = run.site.url) => [`${ENCODER_URL(site)} text/javascript; charset=utf-8`];
/** Puts `body` with `type` into the studio-code cache under the encoder's name, as a broken earlier answer. */
const plantEncoder = (body: string, type: string) =>
  page.evaluate(([name, url, text, contentType]) => caches.open(name).then((cache) => cache.put(url, new Response(text, { headers: { 'content-type': contentType } }))), [
    STUDIO_CODE_CACHE,
    ENCODER_URL(),
    body,
    type,
  ] as const);

async function openStudio(site = run.site.url): Promise<void> {
  await page.goto(new URL('/studio?sound=ui/copy', site).href);
  await controlled();
  await expect.poll(() => page.getByRole('button', { name: 'Export MP3' }).isEnabled(), { timeout: 15_000 }).toBe(true);
}

/** Presses Export MP3 and returns the saved file's name and bytes. */
async function exportMp3(): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Export MP3' }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** Presses Export MP3 and waits for the message that the encoder did not load. */
async function exportFails(): Promise<void> {
  await page.getByRole('button', { name: 'Export MP3' }).click();
  await page.getByRole('alert').filter({ hasText: EXPORT_FAILED }).waitFor({ timeout: 15_000 });
  expect(await page.getByRole('alert').textContent()).toContain('check your connection and try again. Your settings are kept.');
}

/** An MP3 file: it starts with a frame sync (the LAME tag frame). */
const isMp3 = (bytes: Buffer) => bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0;

describe('the MP3 encoder chunk answered once with 200 text/html', () => {
  it('the export fails with a clear message, nothing is cached, and the next press exports and caches the JavaScript', async () => {
    expect(ENCODER_FILE).not.toBe('missing-encoder.js');
    await openStudio();
    let answered = 0;
    await context.route(ENCODER_URL(), (route) => {
      answered += 1;
      return route.fulfill({ status: 200, contentType: 'text/html', body: PORTAL_PAGE });
    });
    await exportFails();
    expect(answered).toBe(1);
    // The worker caches in the background once the page has the answer: give it time to (wrongly) do so.
    await page.waitForTimeout(500);
    expect(await studioCodeCache()).toEqual([]);

    // The network is well again: the same page, no reload.
    await context.unroute(ENCODER_URL());
    const file = await exportMp3();
    expect(file.name).toBe('copy-custom.mp3');
    expect(isMp3(file.bytes)).toBe(true);
    await expect.poll(studioCodeCache).toEqual(encoderCached());
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('a broken encoder already in the cache', () => {
  it.each([
    ['an HTML page', PORTAL_PAGE, 'text/html'],
    // Chromium keeps a module that fetched but did not parse as failed for the life of the worker: a fresh one retries.
    ['JavaScript that does not parse', 'export const = ;', 'text/javascript'],
  ])('%s: the failed import evicts it, and the next press fetches the encoder afresh and exports', async (_name, body, type) => {
    await openStudio();
    await plantEncoder(body, type);
    await exportFails();
    expect(await studioCodeCache()).toEqual([]);

    const file = await exportMp3();
    expect(file.name).toBe('copy-custom.mp3');
    expect(isMp3(file.bytes)).toBe(true);
    await expect.poll(studioCodeCache).toEqual(encoderCached());
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it("an older worker's HTML page under the encoder's name is dropped when this worker takes over, and the first export works", async () => {
    // Before any worker: what a visitor of the earlier version, which kept any 200, has in the cache.
    await page.goto(new URL('/robots.txt', run.site.url).href);
    await plantEncoder(PORTAL_PAGE, 'text/html');
    await openStudio();
    await expect.poll(studioCodeCache).toEqual([]);
    expect((await exportMp3()).name).toBe('copy-custom.mp3');
    await expect.poll(studioCodeCache).toEqual(encoderCached());
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('a good encoder in the cache', () => {
  it("stays through a new worker's check of the cache, and exports offline after the update", async () => {
    // A deploy of its own, so the worker can change under the page.
    const root = mkdtempSync(join(tmpdir(), 'react-sfx-code-'));
    cpSync(DIST, root, { recursive: true });
    const server = await startServer({ root, port: 0, host: '127.0.0.1' });
    try {
      await openStudio(server.url);
      expect((await exportMp3()).name).toBe('copy-custom.mp3');
      await expect.poll(studioCodeCache).toEqual(encoderCached(server.url));

      // A new worker (the same build, another sw.js) installs, takes over and checks the cache as it activates.
      appendFileSync(join(root, 'sw.js'), '\n// deploy 2\n');
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
        const waiting = registration?.waiting ?? registration?.installing;
        if (!waiting) throw new Error('no new worker');
        await new Promise<void>((resolve) => {
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
          const skip = () => waiting.postMessage({ type: 'SKIP_WAITING' });
          if (waiting.state === 'installed') skip();
          else waiting.addEventListener('statechange', () => waiting.state === 'installed' && skip());
        });
      });
      // The page reloads into the new version (UpdatePrompt); then the new worker is active, its check done.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
      expect(await studioCodeCache()).toEqual(encoderCached(server.url));

      // Offline (the server gone), the cached encoder exports.
      await server.close();
      await page.reload();
      await expect.poll(() => page.getByRole('button', { name: 'Export MP3' }).isEnabled(), { timeout: 15_000 }).toBe(true);
      expect((await exportMp3()).name).toBe('copy-custom.mp3');
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      await server.close().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the precache', () => {
  it('refuses the search index answered with a 200 HTML page: the worker does not install, and the next visit installs it whole', async () => {
    // The worker fetches it as search-index.json?__WB_REVISION__=<hash>.
    const index = /\/search-index\.json(\?|$)/;
    let answered = 0;
    await context.route(index, (route) => {
      answered += 1;
      return route.fulfill({ status: 200, contentType: 'text/html', body: PORTAL_PAGE });
    });
    await page.goto(run.site.url);
    await expect.poll(() => answered, { timeout: 15_000 }).toBeGreaterThan(0);
    // The install ends either way within moments of the fetch: give the worker time to (wrongly) take charge.
    await page.waitForTimeout(1000);
    const precached = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((cache) => cache.startsWith('workbox-precache'));
        const cache = name ? await caches.open(name) : undefined;
        const key = (await cache?.keys())?.find((request) => new URL(request.url).pathname === '/search-index.json');
        return key && cache ? ((await cache.match(key))?.headers.get('content-type') ?? '') : 'none';
      });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(false);
    expect(await precached()).toBe('none');

    await context.unroute(index);
    await page.reload();
    await controlled();
    expect(await precached()).toMatch(/^application\/json/);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
