import { fileURLToPath } from 'node:url';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { precacheSize } from '../../bench/precache.ts';
import { COMPILE_HINT, COMPILE_HINT_MIN_CHARACTERS } from '../../scripts/vite-plugin-compile-hint.ts';
import { siteAndBrowserForThisFile } from './harness.ts';

// Issues 9 and 13's budgets for a first visit to the landing page, as npm run bench measures them (KB = 1024):
// kept here too, so a change that breaks one fails the tests rather than waiting for the next bench.
// 105 KB until issue 24 gave the docs eight pages of their own: every page's entry now carries their routes and
// lazy loaders (about 0.5 KB gzip), so 106 KB; 106.5 KB since each page inlines only its own stylesheets, the
// entry naming the others' files for Vite to load with their pages (0.3 KB gzip, for 3-6 KB less HTML on every
// page; see bench/index.ts). 106.7 KB since Chromium's compile hint heads the larger chunks (about 40 B gzip each).
const JS_BUDGET = 106.7 * 1024;
const ALL_BYTES_BUDGET = 150 * 1024;

const run = siteAndBrowserForThisFile();

/** Every request of a first visit with no interaction, with its body size as sent (gzip for text). */
async function firstVisit(path: string): Promise<{ request: Request; bytes: number }[]> {
  const context = await run.browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('requestfinished', (request) => void requests.push(request));
    await page.goto(new URL(path, run.site.url).href, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000); // what loads once the page is idle counts too
    return Promise.all(requests.map(async (request) => ({ request, bytes: (await request.sizes()).responseBodySize })));
  } finally {
    await context.close();
  }
}

describe('budgets of a first visit to /', () => {
  it('transfers at most 106.7 KB of JavaScript, 150 KB in all, and no audio', async () => {
    const visit = await firstVisit('/');
    const sum = (entries: typeof visit) => entries.reduce((total, entry) => total + entry.bytes, 0);
    const scripts = visit.filter(({ request }) => request.resourceType() === 'script');
    const audio = visit.filter(({ request }) => /\.mp3$/.test(new URL(request.url()).pathname));
    const report = visit.map(({ request, bytes }) => `${new URL(request.url()).pathname} ${bytes}`).join('\n');

    expect(scripts.length, report).toBeGreaterThan(3);
    expect(sum(scripts), report).toBeLessThanOrEqual(JS_BUDGET);
    expect(sum(visit), report).toBeLessThanOrEqual(ALL_BYTES_BUDGET);
    expect(audio, report).toEqual([]);
  });
});

// Issue 17: the Sound Studio's page, worker and MP3 encoder are for /studio alone.
const STUDIO_CODE = /\/assets\/(StudioPage|studio\.worker|studio-encoder|mp3)-[\w-]+\.js$/;

describe('the Sound Studio loads only on /studio', () => {
  it.each(['/', '/sounds', '/docs'])('%s requests none of its code', async (path) => {
    const visit = await firstVisit(path);
    const studio = visit.map(({ request }) => new URL(request.url()).pathname).filter((pathname) => STUDIO_CODE.test(pathname));
    expect(visit.length).toBeGreaterThan(3);
    expect(studio).toEqual([]);
  });

  it('/studio requests its page and worker, and not the MP3 encoder until an export', async () => {
    const visit = await firstVisit('/studio');
    const studio = visit.map(({ request }) => new URL(request.url()).pathname).filter((pathname) => STUDIO_CODE.test(pathname));
    expect(studio.map((pathname) => pathname.replace(/-[\w-]+\.js$/, ''))).toEqual(expect.arrayContaining(['/assets/StudioPage', '/assets/studio.worker']));
    expect(studio.filter((pathname) => /studio-encoder|mp3/.test(pathname))).toEqual([]);
  });
});

// Issue 9: what the service worker fetches when it installs, after the page has loaded, as npm run bench measures
// it (every file of its precache manifest as the server sends it, and sw.js).
const PRECACHE_BUDGET = 350 * 1024;

describe('the service worker precache', () => {
  it('transfers at most 350 KB', () => {
    const precache = precacheSize(fileURLToPath(new URL('../../dist/', import.meta.url)));
    expect(precache.entries).toBeGreaterThan(20);
    expect(precache.transferred, precache.largest.map(({ url, transferred }) => `${url} ${transferred}`).join('\n')).toBeLessThanOrEqual(PRECACHE_BUDGET);
  });
});

// The page's larger scripts carry Chromium's per-file compile hint, so their functions compile on the thread that
// streams them in, not one by one on the main thread as they first run (Lighthouse's TBT on /docs and /, and a
// phone's first tap; see docs/performance.md, session 21).
describe('the scripts a first visit runs', () => {
  it.each(['/', '/sounds', '/docs'])('%s: each larger one asks to be compiled as it loads', async (path) => {
    const context = await run.browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const scripts: Promise<{ pathname: string; text: string }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ pathname: new URL(response.url()).pathname, text })));
      });
      await page.goto(new URL(path, run.site.url).href, { waitUntil: 'networkidle' });
      const hinted = (text: string) => text.startsWith(`${COMPILE_HINT}\n`);
      const large = (await Promise.all(scripts)).filter(({ text }) => hinted(text) || text.length >= COMPILE_HINT_MIN_CHARACTERS);
      // The framework, the entry, the library and the page's own chunk at least.
      expect(large.length).toBeGreaterThanOrEqual(4);
      expect(large.filter(({ text }) => !hinted(text)).map(({ pathname }) => pathname)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
