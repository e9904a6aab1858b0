/**
 * The installed site on a train: after one online visit that played three sounds, every route loads
 * offline (reloads and deep links included) and the three sounds play again from the worker's cache.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioStarts, instrumentAudio } from './audio.ts';
import { freshPagePerTest, siteAndBrowserForThisFile } from './harness.ts';
import { recordShownHeadings, shownHeadings } from './headings.ts';

const run = siteAndBrowserForThisFile();
const DEMO = [
  { name: 'Play Success blip (ui/success_blip)', key: 'ui/success_blip' },
  { name: 'Play Info chime (notification/info)', key: 'notification/info' },
  { name: 'Play Coin (game/coin)', key: 'game/coin' },
] as const;
const ROUTES = [
  { path: '/', heading: 'react-sfx' },
  { path: '/sounds', heading: 'Sound Library' },
  { path: '/sounds?category=ui&page=2', heading: 'Sound Library' },
  { path: '/docs', heading: 'Documentation' },
  { path: '/studio?sound=game/coin&pitch=2', heading: 'Sound Studio' },
  { path: '/no/such/page', heading: 'Page not found' },
];

let context: BrowserContext;
let page: Page;
let errors: string[];

freshPagePerTest(run, async (fresh) => {
  ({ context, page, errors } = fresh);
  await page.addInitScript(instrumentAudio);
});

const url = (path: string) => new URL(path, run.site.url).href;
const cdnUrl = (key: keyof typeof soundCatalogue) => url(`/cdn/v1/${soundCatalogue[key].src}`);

async function playDemoSounds(): Promise<void> {
  for (const [index, { name }] of DEMO.entries()) {
    await page.getByRole('button', { name }).click();
    await expect.poll(async () => (await audioStarts(page)).length).toBe(index + 1);
  }
  expect((await audioStarts(page)).map((start) => start.duration)).toEqual(DEMO.map(({ key }) => Math.round(soundCatalogue[key].duration * 100) / 100));
}

describe('offline', () => {
  it('loads every route and replays the sounds played online, from the cache', async () => {
    await page.goto(url('/'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await playDemoSounds();
    const cached = () => page.evaluate(async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean), DEMO.map(({ key }) => cdnUrl(key)));
    await expect.poll(cached).toBe(true);

    await context.setOffline(true);
    await page.addInitScript(recordShownHeadings);
    for (const { path, heading } of ROUTES) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The docs, whose HTML is not precached, render from the home page's: which never shows meanwhile.
      await expect(shownHeadings(page), path).resolves.toEqual([heading]);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(shownHeadings(page), path).resolves.toEqual([heading]);
    }
    await page.getByRole('banner').getByText('Offline', { exact: true }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);

    // From page to page in place: each page's code and stylesheets come from the precache.
    await page.goto(url('/'));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (const [link, heading] of [['Sounds', 'Sound Library'], ['Docs', 'Documentation'], ['Studio', 'Sound Studio'], ['Home', 'react-sfx']]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);

    await playDemoSounds();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('"Save all sounds for offline" caches the whole catalogue; offline, a sound never played plays', async () => {
    await page.goto(url('/sounds'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const save = page.getByRole('button', { name: 'Save all sounds for offline' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByRole('status').filter({ hasText: 'All 72 sounds are available offline.' }).waitFor({ timeout: 30_000 });
    const cachedCount = await page.evaluate(async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).filter(Boolean).length,
      Object.keys(soundCatalogue).map((key) => cdnUrl(key as keyof typeof soundCatalogue)));
    expect(cachedCount).toBe(72);

    await context.setOffline(true);
    await page.goto(url('/sounds?category=arcade'));
    const coin = page.getByRole('article', { name: 'coin', exact: true });
    await coin.getByText('Offline', { exact: true }).waitFor();
    await coin.getByRole('button', { name: 'Play Sound' }).click();
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration)).toEqual([
      Math.round(soundCatalogue['arcade/coin'].duration * 100) / 100,
    ]);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('plays a sound never played nor saved, offline on the first visit, rendered on the device from its recipe', async () => {
    await page.goto(url('/sounds?category=notification'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The worker has precached the site's code, the recipes with it; no sound was played or saved.
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache')))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await page.getByRole('article', { name: 'success', exact: true }).getByRole('button', { name: 'Play Sound' }).click();
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration), { timeout: 10_000 }).toEqual([
      Math.round(soundCatalogue['notification/success'].duration * 100) / 100,
    ]);
    expect(errors, errors.join('\n')).toEqual([]); // offline, the library does not even ask for the file
  });

  it('survives the network dropping part-way through Save all, and saving again completes', async () => {
    await page.goto(url('/sounds'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const dropped = Object.keys(soundCatalogue).slice(40).map((key) => cdnUrl(key as keyof typeof soundCatalogue));
    for (const lost of dropped) await context.route(lost, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Save all sounds for offline' }).click();
    await page.getByRole('status').filter({ hasText: `40 of 72 sounds are available offline` }).waitFor({ timeout: 30_000 });

    await context.unrouteAll();
    await page.getByRole('button', { name: 'Save all sounds for offline' }).click();
    await page.getByRole('status').filter({ hasText: 'All 72 sounds are available offline.' }).waitFor({ timeout: 30_000 });
    expect(errors.filter((error) => error.startsWith('page error'))).toEqual([]);
  });

  it('survives a full quota: Save all reports it, and the precached site still loads offline', async () => {
    await page.goto(url('/sounds'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(run.site.url).origin, quotaSize: 1_500_000 });
    await page.getByRole('button', { name: 'Save all sounds for offline' }).click();
    const report = page.getByRole('status').filter({ hasText: 'could not be saved (offline, or storage is full)' });
    await report.waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sound Library' }).waitFor();
    expect(errors.filter((error) => error.startsWith('page error'))).toEqual([]);
  });

  it('answers a missing .mp3 offline with a network error, never the HTML shell', async () => {
    await page.goto(url('/'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    const outcome = await page.evaluate(async (missing) => {
      try {
        const response = await fetch(missing);
        return `${response.status} ${response.headers.get('content-type') ?? ''}`;
      } catch {
        return 'network error';
      }
    }, url('/cdn/v1/ui/nope.0000000.mp3'));
    expect(outcome).toBe('network error');
  });
});
