/**
 * The build (dist/) on every kind of static host (tests/e2e/hosts.ts): each route shows its own page, the
 * header navigates, the console stays clean, and odd addresses never get another page. The worker is
 * blocked here, so the host itself answers every navigation; on all but the rewrite-everything host, the
 * route's content is in the HTML as sent.
 */
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve.mjs';
import { collectConsoleErrors, launchBrowser } from './harness.ts';
import { recordShownHeadings, shownHeadings } from './headings.ts';
import { HOST_KINDS, startHost } from './hosts.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

const ROUTES = [
  { path: '/', heading: 'react-sfx', route: '/' },
  { path: '/sounds', heading: 'Sound Library', route: '/sounds' },
  { path: '/docs', heading: 'Documentation', route: '/docs' },
  { path: '/docs/', heading: 'Documentation', route: '/docs' },
  { path: '/studio', heading: 'Sound Studio', route: '/studio' },
  { path: '/no/such/page', heading: 'Page not found', route: '*' },
];

/** A request path sent as written (fetch and browsers would normalise it first). */
function rawGet(base: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(HOST_KINDS)('the build on a %s host', (kind) => {
  let host: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    host = await startHost(kind, DIST);
  });
  afterAll(async () => {
    await host?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ serviceWorkers: 'block' });
    page = await context.newPage();
    errors = collectConsoleErrors(page);
    await page.addInitScript(recordShownHeadings);
  });
  afterEach(async () => {
    await context?.close();
  });

  for (const { path, heading, route } of ROUTES) {
    it(`${path} shows "${heading}", with a clean console`, async () => {
      const response = await page.goto(new URL(path, host.url).href);
      const sent = (await response?.text()) ?? '';
      if (kind !== 'rewrite-all') {
        expect(sent).toContain(`data-route="${route}"`);
        expect(sent).toContain(`<h1`);
        expect(sent).toContain(heading === 'react-sfx' ? 'id="headline">react-sfx</h1>' : `<h1>${heading}</h1>`);
      }
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      // Where the host sent the home page's HTML for another page, the home page never showed meanwhile.
      await expect(shownHeadings(page)).resolves.toEqual([heading]);
      // The head follows the page, also where the host sent another page's HTML.
      await expect(page.title()).resolves.toContain(route === '*' ? 'Page not found' : heading === 'react-sfx' ? 'react-sfx' : heading);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }

  it('navigates with the header from every page', async () => {
    await page.goto(new URL('/no/such/page', host.url).href);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, heading] of [['Docs', 'Documentation'], ['Sounds', 'Sound Library'], ['Home', 'react-sfx']]) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'react-sfx', exact: true }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  const ODD_PATHS = ['/%2e%2e/', '/%2e%2e/%2e%2e/etc/passwd', `/${'a'.repeat(2000)}`, '/sounds/ui/x.mp3', '/cdn/v1/ui/copy.mp3'];
  it.each(ODD_PATHS.map((path) => [path.length > 60 ? `a ${path.length}-character path` : path, path]))(
    'answers %s with the not-found page or a plain 404, never another page',
    async (_name, path) => {
      // URLs resolve '%2e%2e' segments: '/%2e%2e/' is the home page's address, for browsers and servers alike.
      const address = new URL(path, host.url);
      const expected = address.pathname === '/' ? 'react-sfx' : 'Page not found';
      const { status, type, body } = await rawGet(host.url, path);
      if (kind === 'rewrite-all') {
        // Such a host answers everything with the landing page's HTML: the page itself must say "not found".
        expect(status).toBe(200);
        expect(body).toContain('data-route="/"');
      } else if (expected === 'react-sfx' && status === 200) {
        expect(body).toContain('data-route="/"');
      } else {
        expect([400, 404]).toContain(status);
        if (type.includes('text/html')) expect(body).toContain('data-route="*"');
        expect(body).not.toMatch(/data-route="\/(sounds|docs)?"/);
      }
      const response = await page.goto(address.href);
      if (response?.headers()['content-type']?.includes('text/html')) {
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(expected);
      }
      expect(errors, errors.join('\n')).toEqual([]);
    },
  );
});
