/**
 * A new deploy meets open pages: the worker is registered through workbox-window, which checks for a new
 * deploy every hour and when a hidden tab shows again. The visitor is told "A new version is available"
 * and chooses when to reload; until then the old page keeps working from its own precache, even for chunks
 * the new deploy no longer has. Reload moves every open tab to the new version; Later asks again next visit.
 */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../scripts/serve.mjs';
import { UPDATE_CHECK_INTERVAL_MS } from '../../src/app/UpdatePrompt.tsx';
import { collectConsoleErrors, launchBrowser } from './harness.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
let browser: Browser;
/** Each test deploys into its own copy of the build, served at its own address (its own worker scope). */
let root: string;
let site: RunningServer;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'react-sfx-deploy-'));
  cpSync(DIST, root, { recursive: true });
  site = await startServer({ root, port: 0, host: '127.0.0.1' });
  context = await browser.newContext();
  // The page's timers run on a clock the test can move: an hour passes in an instant.
  await context.clock.install();
});
afterEach(async () => {
  await context?.close();
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

/** What a new deploy changes for an open page: a different worker, and the old page chunks gone. */
function deployNewVersion(): void {
  appendFileSync(join(root, 'sw.js'), '\n// deploy 2\n');
  for (const name of readdirSync(join(root, 'assets'))) {
    if (name.startsWith('DocsPage-')) rmSync(join(root, 'assets', name));
  }
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A page of this deploy, once the site's worker controls it (the first visit installs it). */
async function openControlledPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(site.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { page, errors };
}

/** Marks the running document, so a test can tell whether the page was reloaded since. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));
const isSameDocument = (page: Page) => page.evaluate(() => '__beforeUpdate' in window);
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

describe('a new deploy', () => {
  it('is found by the hourly check without a navigation; the old page stays whole; Reload brings the new version', async () => {
    const { page, errors } = await openControlledPage();
    await notice(page, 'Ready to work offline').waitFor();
    await markDocument(page);

    deployNewVersion();
    await page.clock.fastForward(UPDATE_CHECK_INTERVAL_MS - 60_000);
    await page.waitForTimeout(1000);
    expect(await notice(page, 'A new version is available').count(), 'no check before the hour is up').toBe(0);
    await page.clock.fastForward(60_000);
    await notice(page, 'A new version is available').waitFor();
    expect(await isSameDocument(page), 'found without a navigation').toBe(true);

    // Still the old version: a page whose chunk the new deploy removed comes from the old precache.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documentation' }).waitFor();

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await isSameDocument(page)).toBe(false);
    expect(await hasWaitingWorker(page)).toBe(false);
    await expect(notice(page, 'A new version is available').count()).resolves.toBe(0);
    await expect(notice(page, 'Ready to work offline').count()).resolves.toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('is found when a hidden tab becomes visible again', async () => {
    const { page, errors } = await openControlledPage();
    deployNewVersion();
    await page.waitForTimeout(1000);
    expect(await notice(page, 'A new version is available').count()).toBe(0);

    await page.evaluate(() => {
      const show = (state: DocumentVisibilityState) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      show('hidden');
      show('visible');
    });
    await notice(page, 'A new version is available').waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('moves every open tab to the new version when one of them reloads', async () => {
    const first = await openControlledPage();
    const second = await openControlledPage();
    await Promise.all([markDocument(first.page), markDocument(second.page)]);

    deployNewVersion();
    await context.clock.fastForward(UPDATE_CHECK_INTERVAL_MS);
    await Promise.all([first, second].map(({ page }) => notice(page, 'A new version is available').waitFor()));

    await Promise.all([
      first.page.waitForEvent('load'),
      second.page.waitForEvent('load'),
      first.page.getByRole('button', { name: 'Reload' }).click(),
    ]);
    for (const { page, errors } of [first, second]) {
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await isSameDocument(page)).toBe(false);
      expect(await hasWaitingWorker(page)).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
      await expect(notice(page, 'A new version is available').count()).resolves.toBe(0);
      expect(errors, errors.join('\n')).toEqual([]);
    }
  });

  it('asks again on the next visit after Later', async () => {
    const { page, errors } = await openControlledPage();
    deployNewVersion();
    await page.clock.fastForward(UPDATE_CHECK_INTERVAL_MS);
    await notice(page, 'A new version is available').waitFor();
    await page.getByRole('button', { name: 'Later' }).click();
    await expect(notice(page, 'A new version is available').count()).resolves.toBe(0);
    expect(await hasWaitingWorker(page)).toBe(true);

    await page.goto(new URL('/sounds', site.url).href);
    await notice(page, 'A new version is available').waitFor();

    const another = await context.newPage();
    await another.goto(site.url);
    await notice(another, 'A new version is available').waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
