import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, siteAndBrowserForThisFile } from './harness.ts';

// These tests register the built sw.js themselves and wait for it (rather than for UpdatePrompt's
// registration after load), to prove it installs cleanly, answers each page with its own prerendered
// HTML and keeps its hands off file-like paths.
const run = siteAndBrowserForThisFile();
let page: Page;
let errors: string[];

beforeAll(async () => {
  page = await run.browser.newPage();
  errors = collectConsoleErrors(page);
  await page.goto(run.site.url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await page.reload();
});

/** Goes to `path`, counting the requests for it that the service worker sent to the network. */
async function gotoCountingWorkerFetches(path: string) {
  const address = new URL(path, run.site.url);
  let fetched = 0;
  const count = (request: Request) => {
    if (request.serviceWorker() && new URL(request.url()).pathname === address.pathname) fetched += 1;
  };
  page.context().on('request', count);
  try {
    return { response: await page.goto(address.href), fetched: () => fetched };
  } finally {
    page.context().off('request', count);
  }
}

describe('service worker', () => {
  it('installs, takes control after a reload and logs no errors', async () => {
    await expect(page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).resolves.toBe(
      new URL('/sw.js', run.site.url).href,
    );
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it.each([
    ['/studio?sound=ui/copy', 'Sound Studio — react-sfx', 'Sound Studio'],
    ['/sounds/?q=coin', 'Sound Library — react-sfx', 'Sound Library'],
    ['/', 'react-sfx — sound effects for React', 'react-sfx'],
    ['/no/such/page', 'Page not found — react-sfx', 'Page not found'],
  ])('answers a navigation to %s with that page, prerendered and precached', async (path, title, heading) => {
    const { response, fetched } = await gotoCountingWorkerFetches(path);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(fetched(), 'the worker fetched the page').toBe(0);
    // The HTML itself is the page's own (a different page's HTML would not hydrate cleanly).
    await expect(response?.text()).resolves.toContain(`<title>${title}</title>`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  // Workbox's precache would take '/index' for index.html, '/404' for 404.html, '/docs/index' for
  // docs/index.html (its "clean URLs"), and answer 200 where the server answers 404 (issue 25).
  it.each(['/index', '/404', '/docs/index', '/sounds/index', '/studio/index'])('answers %s with the not-found page and 404, as the server does', async (path) => {
    const response = await page.goto(new URL(path, run.site.url).href);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect((await fetch(new URL(path, run.site.url))).status).toBe(404);
  });

  // A URL parser takes these for another host's root; Chromium makes '/\\evil.com' '//evil.com'. The worker passed
  // '//evil.com' (file-like) to the network and answered '//docs' with the docs page, 200 (issue 25).
  it.each(['//evil.com', '/\\evil.com', '//docs', '//evil.com/sounds/ui/copy.mp3'])('answers %s with the not-found page and 404, as the server does', async (path) => {
    // Joined as text: new URL('//evil.com', base) would be that other host.
    const response = await page.goto(`${run.site.url.replace(/\/$/, '')}${path}`);
    expect(new URL(page.url()).host).toBe(new URL(run.site.url).host);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });

  // The docs' HTML is left out of the precache (vite.config.ts): online, the worker takes it from the network.
  it.each([
    ['/docs', 'Documentation — react-sfx', 'Documentation'],
    ['/docs/api', 'API Reference — react-sfx', 'API Reference'],
  ])('answers %s, a docs page it does not precache, from the network, whole', async (path, title, heading) => {
    const { response, fetched } = await gotoCountingWorkerFetches(path);
    expect(response?.status()).toBe(200);
    await expect(response?.text()).resolves.toContain(`<title>${title}</title>`);
    expect(fetched(), 'the worker fetched the page').toBe(1);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('never answers a navigation to an mp3 or a /cdn/ path with HTML', async () => {
    // Audio routes may pass through the worker's audio strategies, which hand on the server's 404 as it is.
    for (const path of ['/cdn/v1/ui/nope.mp3', '/sounds/ui/nope.mp3', '/cdn/v1/ui/nope']) {
      const response = await page.goto(new URL(path, run.site.url).href);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-type'], path).not.toContain('text/html');
    }
  });
});
