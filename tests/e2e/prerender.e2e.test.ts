import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCS_SECTIONS } from '../../src/pages/docs/docsSections.ts';
import { ENABLED_STORAGE_KEY } from '../../src/sfx/constants.ts';
import { WARM_UP_TAKES } from '../../synth/warmUp.ts';
import { collectConsoleErrors, holdRequests, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  context = await browser.newContext(options);
  return context.newPage();
}

/** Holds the site's scripts back until the returned function is called. */
const holdScripts = (page: Page) => holdRequests(page, /\/assets\/.*\.js$/);

const headerToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sound', exact: true });

/** The HTML a crawler, a link preview or a browser with scripts off receives. */
async function servedHtml(path: string): Promise<string> {
  const response = await fetch(new URL(path, run.site.url));
  return response.text();
}

const pages = [
  { path: '/', title: 'react-sfx — sound effects for React', h1: 'react-sfx', text: ['npm install react-sfx', 'Key Features'] },
  { path: '/sounds', title: 'Sound Library — react-sfx', h1: 'Sound Library', text: ['Showing 30 of 72 sounds', 'Page 1 of 3'] },
  { path: '/docs', title: 'Documentation — react-sfx', h1: 'Documentation', text: DOCS_SECTIONS.map((section) => section.title) },
  { path: '/studio', title: 'Sound Studio — react-sfx', h1: 'Sound Studio', text: ['Pitch', 'Length', 'Brightness', 'Export MP3'] },
  { path: '/docs/api', title: 'API Reference — react-sfx', h1: 'API Reference', text: ['UseSoundOptions', 'cleanupInterval', 'function useSound(name: SoundName'] },
  { path: '/docs/changelog', title: "What's new — react-sfx", h1: "What's new", text: ['Unreleased', 'react-sounds-enabled'] },
] as const;

describe('prerendered pages', () => {
  it.each(pages)('$path arrives as HTML with its content, title, description and canonical URL', async ({ path, title, h1, text }) => {
    const html = await servedHtml(path);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="https://react-sfx.dev${path === '/' ? '/' : path}"`);
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    // (React writes an apostrophe in text as &#x27;.)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1.replaceAll("'", '&#x27;')}</h1>`));
    for (const words of text) expect(html).toContain(words);
  });

  it('puts the first page of sound cards, and the docs code samples, in the HTML', async () => {
    expect((await servedHtml('/sounds')).match(/<article /g)).toHaveLength(30);
    const docs = await servedHtml('/docs');
    expect(docs).toContain('shiki'); // highlighted at build time
    expect(docs).toMatch(/useSound\(/);
  });

  it("states the render worker's warm-up as synth runs it, not as someone once wrote it down", async () => {
    const text = (await servedHtml('/docs')).replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain(`warms up on takes of the ${WARM_UP_TAKES} shortest sounds that nobody hears`);
  });

  it('answers an unknown address with 404 and the not-found page, kept out of search results', async () => {
    const response = await fetch(new URL('/no/such/page', run.site.url));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Page not found — react-sfx</title>');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
  });

  it.each(pages)('$path is readable with JavaScript off, styled', async ({ path, h1 }) => {
    const page = await newPage(run.browser, { javaScriptEnabled: false });
    await page.goto(new URL(path, run.site.url).href, { waitUntil: 'domcontentloaded' }); // it never hydrates
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(h1);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    // The page's styles are in the HTML itself, not added by a script, and none waits on a request.
    await expect(page.evaluate(() => getComputedStyle(document.body).fontFamily)).resolves.toContain('system-ui');
    await expect(page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.ownerNode?.nodeName))).resolves.toEqual(
      expect.arrayContaining(['STYLE']),
    );
    await expect(page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href !== null).length)).resolves.toBe(0);
  });
});

/** The look of a page's main content: a few computed properties of each of its first 400 elements. */
const lookOfMain = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [main, ...main.querySelectorAll('*')].slice(0, 400).map((element) => {
      const style = getComputedStyle(element);
      return [element.tagName, style.display, style.position, style.padding, style.margin, style.fontSize, style.fontWeight, style.color, style.backgroundColor, style.borderTopWidth, style.gridTemplateColumns].join(' ');
    }),
  );

/** The look of a page's main content once it has stopped changing (the studio draws its waveform after it hydrates). */
async function settledLookOfMain(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  let look = await lookOfMain(page);
  for (let tries = 0; tries < 40; tries += 1) {
    await page.waitForTimeout(250);
    const again = await lookOfMain(page);
    if (JSON.stringify(again) === JSON.stringify(look)) return look;
    look = again;
  }
  throw new Error(`the main content of ${page.url()} kept changing for 10 s`);
}

describe("each page's styles", () => {
  it("are in the page's HTML, no other page's, and the page asks for none while it loads and hydrates", async () => {
    const page = await newPage(run.browser);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    for (const { path } of pages) {
      await page.goto(new URL(path, run.site.url).href);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.waitForLoadState('networkidle');
    }
    expect(stylesheets).toEqual([]);
    // The studio's and the sound library's pages each have rules of their own that the landing page's HTML lacks.
    const home = await servedHtml('/');
    for (const other of ['/studio', '/sounds']) {
      const theirs = [...(await servedHtml(other)).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      expect(theirs.filter((css) => !home.includes(css)).length).toBeGreaterThan(0);
    }
  });

  // Each page reached from the landing page by links a visitor follows: [navigation's name, link's name].
  const journeys = [
    { path: '/sounds', links: [['Main', 'Sounds']] },
    { path: '/docs', links: [['Main', 'Docs']] },
    { path: '/studio', links: [['Main', 'Studio']] },
    { path: '/docs/api', links: [['Main', 'Docs'], ['Documentation', 'API reference']] },
    { path: '/docs/changelog', links: [['Main', 'Docs'], ['Documentation', "What's new"]] },
  ];

  it.each(journeys)('come with $path on a client-side navigation: it looks as when loaded directly', async ({ path, links }) => {
    const h1 = pages.find((page) => page.path === path)?.h1;
    const page = await newPage(run.browser, { viewport: { width: 1280, height: 900 } });
    const errors = collectConsoleErrors(page);
    await page.goto(new URL(path, run.site.url).href);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const direct = await settledLookOfMain(page);

    await page.goto(run.site.url);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    for (const [navigation, link] of links) {
      await page.getByRole('navigation', { name: navigation }).getByRole('link', { name: link, exact: true }).click();
      await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 10_000 }).not.toBe('/');
    }
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe(h1);
    await expect(page.evaluate(() => location.pathname)).resolves.toBe(path);
    // In place: the page was not loaded afresh, so its styles came as files with its code.
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    expect(stylesheets.length).toBeGreaterThan(0);
    await page.mouse.move(0, 0); // off the link just followed, which would show its hover style
    await expect.poll(() => lookOfMain(page), { timeout: 10_000 }).toEqual(direct);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('hydration', () => {
  it.each(pages)('$path hydrates the prerendered DOM in place, with no console warning or error', async ({ path, h1 }) => {
    const page = await newPage(run.browser);
    const errors = collectConsoleErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Hold the scripts back: the content must be there before any of them runs.
    const release = await holdScripts(page);
    // Module scripts hold DOMContentLoaded back, so wait only for the response.
    await page.goto(new URL(path, run.site.url).href, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(h1);
    await page.evaluate(() => Object.assign(window, { prerenderedHeading: document.querySelector('h1') }));
    release();
    await page.waitForLoadState('networkidle');
    // Hydrated: the header switch answers, and React kept the very element the HTML made.
    await headerToggle(page).click();
    await expect.poll(() => headerToggle(page).getAttribute('aria-pressed')).toBe('false');
    await expect(page.evaluate(() => document.querySelector('h1') === (window as unknown as { prerenderedHeading: Element }).prerenderedHeading)).resolves.toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    expect(warnings, warnings.join('\n')).toEqual([]);
  });

  it("applies what only the visitor's browser knows after hydration: the stored switch and the address's search", async () => {
    const page = await newPage(run.browser);
    const errors = collectConsoleErrors(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'false'), ENABLED_STORAGE_KEY);
    await page.goto(new URL('/sounds?q=coin&category=arcade', run.site.url).href);
    await expect.poll(() => headerToggle(page).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('coin');
    await expect.poll(() => page.locator('article').count()).toBeLessThan(30);
    const cards = await page.locator('article').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toMatch(/coin[\s\S]*arcade/i);
    await expect(page.getByText('Sounds are off').isVisible()).resolves.toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it.each([
    ['/sounds', 'Sounds are off: turn them on'],
    ['/', 'Sounds are off. Turn them on'],
  ])('shows a visitor whose switch is off "off" on %s from the first paint, and nothing moves when it hydrates', async (path, notice) => {
    const page = await newPage(run.browser);
    const errors = collectConsoleErrors(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'false'), ENABLED_STORAGE_KEY);
    const release = await holdScripts(page);
    await page.goto(new URL(path, run.site.url).href, { waitUntil: 'commit' });
    const toggle = headerToggle(page);
    const shown = () =>
      Promise.all([
        toggle.locator('path[d^="M16 9.5"]').isVisible(), // the cross
        toggle.locator('path[d^="M16 9a4"]').isVisible(), // the waves
        page.getByText(notice).filter({ visible: true }).isVisible(),
        page.getByRole('heading', { level: 2 }).first().boundingBox(),
      ]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const [crossBefore, wavesBefore, noticeBefore, headingBefore] = await shown();
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    const [crossAfter, wavesAfter, noticeAfter, headingAfter] = await shown();

    expect([crossBefore, wavesBefore, noticeBefore]).toEqual([true, false, true]);
    expect([crossAfter, wavesAfter, noticeAfter]).toEqual([true, false, true]);
    expect(headingAfter).toEqual(headingBefore);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('shows the visitor the address they asked for on the not-found page, after hydration', async () => {
    const page = await newPage(run.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(new URL('/guides/sounds', run.site.url).href);
    await expect.poll(() => page.locator('main code').textContent()).toBe('/guides/sounds');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('keeps the title and canonical URL in step when a link leads to another page', async () => {
    const page = await newPage(run.browser);
    await page.goto(run.site.url);
    // A client-side navigation, so the page is live first (a click before that is a plain link's: a whole new page).
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
    // The docs page's code loads on the way (expect.poll's 1 s default was short of that on a busy machine).
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Documentation — react-sfx');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('https://react-sfx.dev/docs');
  });
});
