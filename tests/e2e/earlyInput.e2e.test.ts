/**
 * Nothing a visitor does on the painted page is lost while its scripts are still on their way: the page's
 * JavaScript is held back here until the test has clicked and typed on the prerendered HTML, then let
 * through; once the page is live, each click and keystroke has its effect.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioStarts, instrumentAudio } from './audio.ts';
import { freshPagePerTest, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
let page: Page;
let errors: string[];

freshPagePerTest(run, async (fresh) => {
  ({ page, errors } = fresh);
  await page.addInitScript(instrumentAudio);
});

/** Opens `path` with its scripts held back; resolves once the prerendered page has painted, before it is live. */
async function openPaintedButNotLive(path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(new URL(path, run.site.url).href, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  return release;
}

const whenLive = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });

describe('input before the page is live', () => {
  it('a click on the sound switch at first paint turns sounds off once the page is live', async () => {
    const release = await openPaintedButNotLive('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Sound', exact: true });
    await toggle.click();
    release();
    await whenLive();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('react-sfx-enabled')), { timeout: 5000 }).toBe('false');
    expect(errors, errors.join('\n')).toEqual([]);
  });

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
});
