import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import type { RunningServer } from '../../scripts/serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Serves the production build (dist/) on 127.0.0.1 at a free port. */
export async function startSite(): Promise<RunningServer> {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: build the site first (`npm run build` or `npx vite build`).');
  }
  return startServer({ root: DIST, port: 0, host: '127.0.0.1' });
}


type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
type NavigationOptions = { waitUntil?: string } | undefined;

/**
 * The site requests its scripts after its first paint, so a page's load event can come before it is
 * live. A navigation that waits for load (the default) or network idle also waits here until the page
 * has hydrated (`<html data-hydrated>`, set by the Layout), as a test acting on the page needs; one that
 * asks for 'commit' or 'domcontentloaded' (a test looking at the HTML alone) does not.
 */
function waitsForHydration(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const satisfies readonly Navigation[]) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg): arg is NavigationOptions => typeof arg === 'object' && arg !== null) ?? undefined;
        const html = (response?.headers()['content-type'] ?? '').includes('text/html');
        if (html && !['commit', 'domcontentloaded'].includes(options?.waitUntil ?? 'load')) {
          await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });
        }
        return response;
      },
    });
  }
  return page;
}

function waitingContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  return Object.assign(context, { newPage: async () => waitsForHydration(await newPage()) });
}

/**
 * Debian's Chromium, headless (autoplay policy as users have it). For this site its pages' navigations
 * wait for hydration; `{ site: false }` for other apps (the package's consumer app).
 */
export async function launchBrowser({ site = true }: { site?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  if (!site) return browser;
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  return Object.assign(browser, {
    newContext: async (...args: Parameters<Browser['newContext']>) => waitingContext(await newContext(...args)),
    newPage: async (...args: Parameters<Browser['newPage']>) => waitsForHydration(await newPage(...args)),
  });
}

/**
 * The library's local-copy check (HEAD <localSoundsPath>/<category>/<name>.mp3, SPEC section 7) answers 404
 * in an app that self-hosts nothing, and Chromium logs it as "Failed to load resource". In the package tests'
 * apps, which keep the library's default, that line for exactly that request is the documented check. The
 * site turns the check off, so its own tests take no such line (issue 26).
 */
const LOCAL_CHECK_FAILED = /^Failed to load resource: the server responded with a status of 404/;
const LOCAL_COPY_URL = /\/sounds\/[a-z]+\/[a-z0-9_]+\.mp3$/;

/**
 * An address the site does not know is answered with status 404 and the not-found page; Chromium logs
 * that status for the document itself, which is the page working as intended.
 */
const NOT_FOUND_DOCUMENT = /^Failed to load resource: the server responded with a status of 404/;

/**
 * Records the page's console errors and uncaught exceptions; the returned array fills as they happen. An
 * app that keeps the library's local-copy check passes `localCheck: true` (see LOCAL_CHECK_FAILED).
 */
export function collectConsoleErrors(page: Page, { localCheck = false }: { localCheck?: boolean } = {}): string[] {
  const errors: string[] = [];
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().resourceType() === 'document') notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (url && NOT_FOUND_DOCUMENT.test(message.text()) && notFoundDocuments.has(url)) return;
    if (localCheck && url && LOCAL_CHECK_FAILED.test(message.text()) && LOCAL_COPY_URL.test(new URL(url).pathname)) return;
    errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`page error: ${error.name}: ${error.message}`);
  });
  return errors;
}

export type SiteAndBrowser = { readonly site: RunningServer; readonly browser: Browser };

/** Serves the build and launches Chromium once for the calling test file, and stops both after it. */
export function siteAndBrowserForThisFile(): SiteAndBrowser {
  const handles: { site?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    handles.site = await startSite();
    handles.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.site?.close();
  });
  return {
    get site() {
      if (!handles.site) throw new Error('The site is not started yet: use it inside a test or hook');
      return handles.site;
    },
    get browser() {
      if (!handles.browser) throw new Error('Chromium is not launched yet: use it inside a test or hook');
      return handles.browser;
    },
  };
}

export type FreshPage = { context: BrowserContext; page: Page; errors: string[] };

/**
 * Before each test of the calling file: a new browser context (fresh storage, caches and workers) with a
 * page whose console errors are collected, handed to `onReady` for any setup; closed after the test.
 */
export function freshPagePerTest(run: SiteAndBrowser, onReady: (fresh: FreshPage) => Promise<void> | void): void {
  let context: BrowserContext | undefined;
  beforeEach(async () => {
    context = await run.browser.newContext();
    const page = await context.newPage();
    await onReady({ context, page, errors: collectConsoleErrors(page) });
  });
  afterEach(async () => {
    await context?.close();
  });
}

/**
 * Holds back every request of `target` (a page or a whole context) to addresses matching `url` until the
 * returned function is called, then lets them through: a slow network for exactly those files.
 */
export async function holdRequests(target: Page | BrowserContext, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await target.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/**
 * What a page asks for when a visitor reaches for a sound (`reach`: a hover, a press): the scripts asked for
 * while none has arrived (they are held until nothing more comes), the scripts asked for only after those
 * were let through (a static import nobody preloaded: a round trip more, 150 ms or more on a phone), and the
 * path of the audio file asked for then.
 */
export async function scriptsOnReach(page: Page, reach: () => Promise<void>): Promise<{ atOnce: string[]; after: string[]; file: string }> {
  const atOnce: string[] = [];
  const after: string[] = [];
  let open = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) (open ? after : atOnce).push(pathname);
  });
  const release = await holdRequests(page, /\.js$/);
  const file = page.waitForRequest((request) => /\.mp3$/.test(new URL(request.url()).pathname));
  file.catch(() => undefined); // awaited below; a failure before then is the caller's
  await reach();
  await expect.poll(() => atOnce.length).toBeGreaterThan(0);
  await page.waitForTimeout(500); // what the reach asks for, it asks for in one go
  open = true;
  release();
  return { atOnce, after, file: new URL((await file).url()).pathname };
}
