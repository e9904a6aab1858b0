/**
 * Nothing a visitor does on the painted page is lost while its scripts are still on their way: the page's
 * JavaScript is held back here until the test has clicked and typed on the prerendered HTML, then let
 * through; once the page is live, each click and keystroke has its effect.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioStarts, instrumentAudio } from './audio.ts';
import { freshPagePerTest, holdRequests, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
let page: Page;
let context: BrowserContext;
let errors: string[];

freshPagePerTest(run, async (fresh) => {
  ({ page, errors, context } = fresh);
  await page.addInitScript(instrumentAudio);
});

/** Opens `path` with its scripts held back; resolves once the prerendered page has painted, before it is live. */
async function openPaintedButNotLive(path: string): Promise<() => void> {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto(new URL(path, run.site.url).href, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  return release;
}

const whenLive = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });

const toggle = () => page.getByRole('banner').getByRole('button', { name: 'Sound', exact: true });
const stored = () => page.evaluate(() => localStorage.getItem('react-sfx-enabled'));
const ON_TITLE = 'Sound on — click to mute';
const OFF_TITLE = 'Sound off — click to unmute';

describe('input before the page is live', () => {
  it('the sound switch works at first paint: it says off, remembers it, and the live page and library agree', async () => {
    const release = await openPaintedButNotLive('/');
    await toggle().click();
    // Before any script of the page has run: the switch itself answered.
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(toggle().getAttribute('title')).resolves.toBe(OFF_TITLE);
    await expect(stored()).resolves.toBe('false');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

    release();
    await whenLive();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('false');
    // The library took the flag: the demo's sounds stay silent, and the notice says why.
    await page.getByRole('status').filter({ hasText: 'Sounds are off.' }).waitFor();
    await page.getByRole('button', { name: /Coin/ }).click();
    await page.waitForTimeout(300);
    await expect(audioStarts(page)).resolves.toEqual([]);
    // And the live switch goes on from there: one click turns sounds back on, with their sound.
    await toggle().click();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(toggle().getAttribute('title')).resolves.toBe(ON_TITLE);
    await expect.poll(stored).toBe('true');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('two clicks before the page is live leave sounds on, and the page live with them on', async () => {
    const release = await openPaintedButNotLive('/docs');
    await toggle().click();
    await toggle().click();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(stored()).resolves.toBe('true');
    release();
    await whenLive();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(toggle().getAttribute('title')).resolves.toBe(ON_TITLE);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('a visitor who turned sounds off finds the switch saying so before the page is live', async () => {
    await page.addInitScript(() => localStorage.setItem('react-sfx-enabled', 'false'));
    const release = await openPaintedButNotLive('/sounds');
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(toggle().getAttribute('title')).resolves.toBe(OFF_TITLE);
    await toggle().click();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(stored()).resolves.toBe('true');
    release();
    await whenLive();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('true');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('with sounds stored off, a search typed before the page is live filters the list, and the HTML is kept, not rendered again', async () => {
    await page.addInitScript(() => localStorage.setItem('react-sfx-enabled', 'false'));
    const release = await openPaintedButNotLive('/sounds');
    await page.evaluate(() => Object.assign(window, { prerenderedHeading: document.querySelector('h1') }));
    await page.getByRole('searchbox', { name: 'Search Sounds' }).fill('coin');
    release();
    await whenLive();
    await page.getByText('Showing 3 of 3 sounds').waitFor();
    await expect(page.getByRole('searchbox', { name: 'Search Sounds' }).inputValue()).resolves.toBe('coin');
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('false');
    await page.getByText('Sounds are off: turn them on').waitFor();
    // React hydrated the very elements the HTML made: an update before the page hydrated would have made it
    // throw them away (and, before this was fixed, did).
    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { prerenderedHeading: Element }).prerenderedHeading)).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it("a '/' pressed before the page is live puts the focus in the search once it is, with no slash typed", async () => {
    const release = await openPaintedButNotLive('/sounds');
    await page.keyboard.press('/');
    release();
    await whenLive();
    const search = page.getByRole('searchbox', { name: 'Search Sounds' });
    await expect.poll(() => search.evaluate((field) => field === document.activeElement)).toBe(true);
    await expect(search.inputValue()).resolves.toBe('');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  // Issue 26: the docs search's shortcuts, held like /sounds's '/' until the page is live.
  for (const [label, key] of [['Ctrl+K', 'Control+k'], ["'/'", '/']] as const) {
    it(`${label} pressed on /docs before the page is live opens the docs search once it is`, async () => {
      const release = await openPaintedButNotLive('/docs');
      await page.keyboard.press(key);
      release();
      await whenLive();
      const field = page.getByRole('dialog').getByRole('combobox', { name: 'Search the docs' });
      await expect.poll(() => field.evaluate((input) => input === document.activeElement), { timeout: 10_000 }).toBe(true);
      await expect(field.inputValue()).resolves.toBe(''); // no slash typed into it
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }

  it('a search typed and a Play clicked at first paint filter the list and play the sound', async () => {
    const release = await openPaintedButNotLive('/sounds');
    const search = page.getByRole('searchbox', { name: 'Search Sounds' });
    await search.fill('coin');
    const coinCard = page.getByRole('article', { name: 'coin', exact: true }).filter({ hasText: 'arcade/coin' });
    await coinCard.getByRole('button', { name: 'Play Sound' }).click();
    release();
    await whenLive();

    await page.getByText('Showing 3 of 3 sounds').waitFor();
    await expect(page.locator('article code').allTextContents()).resolves.toEqual(['arcade/coin', 'arcade/coin_bling', 'game/coin']);
    await expect(search.inputValue()).resolves.toBe('coin');
    await expect.poll(() => new URL(page.url()).search).toBe('?q=coin');
    const coinSeconds = Math.round(soundCatalogue['arcade/coin'].duration * 100) / 100;
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration), { timeout: 5000 }).toEqual([coinSeconds]);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('a Play pressed before the page is live and released after it plays, though the typed search moves the list', async () => {
    const release = await openPaintedButNotLive('/sounds');
    const search = page.getByRole('searchbox', { name: 'Search Sounds' });
    await search.fill('coin');
    const coinPlay = page.getByRole('article', { name: 'coin', exact: true }).filter({ hasText: 'arcade/coin' }).getByRole('button', { name: 'Play Sound' });
    await coinPlay.scrollIntoViewIfNeeded();
    const box = await coinPlay.boundingBox();
    if (!box) throw new Error("coin's Play button has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await whenLive();
    await page.waitForTimeout(200);
    // Still pressed: the search waits, so the button stays under the pointer.
    await expect(page.locator('article code').count()).resolves.toBeGreaterThan(3);
    await page.mouse.up();
    await page.getByText('Showing 3 of 3 sounds').waitFor();
    const coinSeconds = Math.round(soundCatalogue['arcade/coin'].duration * 100) / 100;
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration), { timeout: 5000 }).toEqual([coinSeconds]);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

/**
 * A first visit on the bench's phone profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down), the
 * scripts let through as they come: the visitor acts the moment Chromium reports the first paint.
 */
async function openThrottledAtFirstPaint(path: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  const painted = new Promise<void>((resolve) => cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()));
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  await page.goto(new URL(path, run.site.url).href, { waitUntil: 'commit' });
  await painted;
}

describe('input at first paint on a throttled phone profile', () => {
  it('a search typed and a Play clicked at first paint filter the list and play the sound', async () => {
    await openThrottledAtFirstPaint('/sounds');
    await page.getByRole('searchbox', { name: 'Search Sounds' }).fill('coin');
    await page.getByRole('article', { name: 'coin', exact: true }).filter({ hasText: 'arcade/coin' }).getByRole('button', { name: 'Play Sound' }).click();
    await whenLive();
    await page.getByText('Showing 3 of 3 sounds').waitFor({ timeout: 15_000 });
    await expect(page.locator('article code').allTextContents()).resolves.toEqual(['arcade/coin', 'arcade/coin_bling', 'game/coin']);
    const coinSeconds = Math.round(soundCatalogue['arcade/coin'].duration * 100) / 100;
    await expect
      .poll(async () => (await audioStarts(page)).map((start) => start.duration), { timeout: 15_000 })
      .toEqual([coinSeconds])
      .catch(async (error: unknown) => {
        // A rare failure here: say what the page showed, to tell a lost click from a slow or failed load.
        const coin = page.getByRole('article', { name: 'coin', exact: true }).filter({ hasText: 'arcade/coin' });
        const shown = await coin.locator('button[aria-describedby]').first().textContent().catch(() => 'no card');
        const held = await page.evaluate(() => (window as { __earlyClicks?: unknown[] }).__earlyClicks?.length ?? 'none').catch(() => '?');
        throw new Error(`${String(error)}; coin's Play button: ${shown}; clicks still held: ${String(held)}; console: ${errors.join(' | ') || 'nothing'}`);
      });
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('a click on the sound switch at first paint turns sounds off, and they stay off once the page is live', async () => {
    await openThrottledAtFirstPaint('/');
    await toggle().click();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('false');
    await whenLive();
    await page.getByRole('status').filter({ hasText: 'Sounds are off.' }).waitFor({ timeout: 15_000 });
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(stored()).resolves.toBe('false');
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
