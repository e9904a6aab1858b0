/**
 * Finding one's way in the docs (issue 24), keyboard only and offline, in the built site: each heading's
 * own link, the table of contents following the reader (and the phone's "On this page" menu), the search
 * (its shortcuts, also before the page is live, its results, Enter, Escape, odd queries, offline), the
 * pages of the docs with the version they document, and an unknown fragment.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { freshPagePerTest, holdRequests, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
let context: BrowserContext;
let page: Page;
let errors: string[];

freshPagePerTest(run, (fresh) => {
  ({ context, page, errors } = fresh);
});

const url = (path: string) => new URL(path, run.site.url).href;
const whenLive = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });

async function open(path: string): Promise<void> {
  await page.goto(url(path));
  await whenLive();
}

const outline = () => page.getByRole('navigation', { name: 'On this page' });
const currentEntry = () => outline().locator('[aria-current="location"]');
const searchBox = () => page.getByRole('combobox', { name: 'Search the docs' });
const searchStatus = () => page.getByRole('dialog').getByRole('status');

/** Presses Tab until `name` has the focus (at most `limit` times); fails if it never does. */
async function tabTo(name: RegExp, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.textContent ?? ''} ${element.getAttribute('aria-label') ?? ''}` : '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`${name} never had the focus`);
}

describe("each heading's own link", () => {
  it('shows on focus, and Enter puts the heading in the address and on screen', async () => {
    await open('/docs');
    const link = page.getByRole('link', { name: 'Link to “Installation”' });
    await expect(link.evaluate((element) => getComputedStyle(element).opacity)).resolves.toBe('0');

    await tabTo(/Link to “Installation”/);
    await expect.poll(() => link.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).hash).toBe('#installation');
    await expect.poll(() => page.locator('#installation').evaluate((heading) => Math.round(heading.getBoundingClientRect().top))).toBeLessThan(100);
    expect(errors).toEqual([]);
  });
});

describe('the table of contents', () => {
  it('marks the section being read as the reader scrolls, and keeps that entry in view', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open('/docs/api');
    await expect(currentEntry().textContent()).resolves.toBe('Components');

    await page.locator('#SoundRuntimeOptions').evaluate((heading) => heading.scrollIntoView());
    await expect.poll(() => currentEntry().textContent()).toBe('SoundRuntimeOptions');
    // The sidebar scrolls on its own: the marked entry is inside its visible box.
    const inView = await currentEntry().evaluate((link) => {
      const box = link.closest('[data-scroll-box]')?.getBoundingClientRect();
      const own = link.getBoundingClientRect();
      return box !== undefined && own.top >= box.top && own.bottom <= box.bottom;
    });
    expect(inView).toBe(true);
    expect(await outline().locator('[aria-current]').count()).toBe(1);
  });

  it('on a phone: a one-row header, and an "On this page" menu with the whole outline that a link or Escape closes', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('/docs');
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThan(70);
    await expect(page.getByRole('link', { name: 'GitHub source repository (opens in a new tab)' }).isVisible()).resolves.toBe(true);

    const menu = page.getByRole('button', { name: /^On this page/ });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(outline().isVisible()).resolves.toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    // Subsections too, not only the sections.
    await expect(outline().getByRole('link', { name: 'Separate runtimes' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('docs-menu');

    await page.keyboard.press('Enter');
    await outline().getByRole('link', { name: 'Separate runtimes' }).click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect.poll(() => new URL(page.url()).hash).toBe('#sound-runtime');
    // The bar stays at the top and names the section being read.
    await expect.poll(() => menu.textContent()).toContain('Separate runtimes');
    // The heading lands below the bar, not under it.
    const bar = await page.getByRole('button', { name: /^On this page/ }).boundingBox();
    const heading = await page.locator('#sound-runtime').boundingBox();
    expect((heading?.y ?? 0) >= (bar?.y ?? 0) + (bar?.height ?? 0) - 1).toBe(true);
  });
});

describe('the search', () => {
  it('opens with "/", finds as you type, and Enter takes the reader to the heading, keyboard only', async () => {
    await open('/docs');
    await page.keyboard.press('/');
    await expect(searchBox().evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.type('cleanupInterval');
    await expect.poll(() => searchStatus().textContent()).toMatch(/^\d+ results? for “cleanupInterval”$/);
    const options = page.getByRole('option');
    await expect(options.first().textContent()).resolves.toContain('SoundProviderProps');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');

    await expect.poll(() => page.url()).toBe(url('/docs/api#SoundProviderProps'));
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('SoundProviderProps');
    expect(errors).toEqual([]);
  });

  it('opens with Ctrl+K from inside a field too, and Escape closes it and gives the focus back', async () => {
    await open('/docs');
    const selector = page.getByRole('combobox', { name: 'Sound' }).first(); // the Advanced Controls demo's
    await selector.focus();
    await page.keyboard.press('Control+k');
    await searchBox().waitFor();
    await page.keyboard.type('react-sounds-enabled');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect(selector.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // '/' typed in a field is the field's.
    await page.keyboard.type('/');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it.each([
    ['an empty query', '', 'Type to search headings, text, API names and options.'],
    ['a word found nowhere', 'xylophonequartz', 'No results for “xylophonequartz”'],
    ['regex characters', '.*[(', 'No results for “.*[(”'],
    ['1,000 characters', 'a'.repeat(1000), `No results for “${'a'.repeat(60)}…”`],
  ])('answers %s clearly', async (_case, query, status) => {
    await open('/docs');
    await page.keyboard.press('Control+k');
    await searchBox().fill(query);
    await expect.poll(() => searchStatus().textContent()).toBe(status);
    await expect(page.getByRole('option').count()).resolves.toBe(0);
    // The dialog keeps to the viewport, however long the query.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('works offline: the index comes from the precache', async () => {
    await open('/docs');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await context.setOffline(true);
    await open('/docs/nextjs');
    await page.keyboard.press('/');
    await searchBox().waitFor();
    await page.keyboard.type('use client');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).not.toBe('');
    await context.setOffline(false);
  });

  it('opens for a "/" pressed before the page is live', async () => {
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto(url('/docs'), { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await page.keyboard.press('/');
    release();
    await whenLive();
    await searchBox().waitFor();
    await expect(searchBox().evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });
});

describe('the docs pages', () => {
  it('each is reachable from the docs navigation by keyboard, says which version it documents, and loads offline', async () => {
    await open('/docs');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const pages = page.getByRole('navigation', { name: 'Documentation' }).getByRole('link');
    const names = await pages.allTextContents();
    expect(names).toEqual([
      'Overview',
      'API reference',
      'Self-hosting and offline',
      'Coming from use-sound',
      'Coming from react-sounds',
      'Next.js',
      'Troubleshooting',
      'Accessibility',
      "What's new",
    ]);
    await context.setOffline(true);
    for (const name of names.slice(1)) {
      await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('navigation', { name: 'Documentation' }).locator('[aria-current="page"]').textContent()).toBe(name);
      await page.getByText(`Documents react-sfx ${packageJson.version}`).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    }
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });

  it("What's new shows CHANGELOG.md, and the API reference every export with its options' defaults", async () => {
    await open('/docs/changelog');
    await page.getByRole('heading', { name: 'Unreleased', level: 3 }).waitFor();
    await page.getByText('react-sounds-enabled').first().waitFor();

    await open('/docs/api');
    await page.getByRole('heading', { name: 'useSound', level: 3, exact: true }).waitFor();
    await expect(page.getByRole('group', { name: 'useSound', exact: true }).locator('pre').textContent()).resolves.toContain('function useSound(name: SoundName');
    const options = page.getByRole('table', { name: 'UseSoundOptions members' });
    await expect(options.getByRole('columnheader').allTextContents()).resolves.toEqual(['Name', 'Type', 'Default', 'Description']);
    await expect(options.getByRole('row', { name: /^lazy\?/ }).textContent()).resolves.toContain('false');
  });

  it('leaves the reader at the top, without an error, for a fragment that names nothing', async () => {
    for (const hash of ['#no-such-heading', '#%E0%A4%A', '#']) {
      await open(`/docs${hash}`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});
