import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPagePerTest, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
let page: Page;
let errors: string[];

freshPagePerTest(run, (fresh) => {
  ({ page, errors } = fresh);
});

async function expectFrame() {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Sounds', 'Docs']) {
    await expect(nav.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
  }
  await expect(nav.getByRole('link', { name: /GitHub/ }).isVisible()).resolves.toBe(true);
  const footer = page.getByRole('contentinfo');
  await expect(footer.isVisible()).resolves.toBe(true);
  await expect(footer.textContent()).resolves.toContain(String(new Date().getFullYear()));
}

describe('routes of the built site', () => {
  const cases = [
    { path: '/', heading: 'react-sfx', status: 200 },
    { path: '/sounds', heading: 'Sound Library', status: 200 },
    { path: '/docs', heading: 'Documentation', status: 200 },
    { path: '/studio', heading: 'Sound Studio', status: 200 },
    // A real 404 for search engines and link checkers, with the prerendered not-found page as its body.
    { path: '/no/such/page', heading: 'Page not found', status: 404 },
  ];

  for (const { path, heading, status } of cases) {
    it(`${path} shows "${heading}" inside the header and footer, without console errors`, async () => {
      const response = await page.goto(new URL(path, run.site.url).href);
      expect(response?.status()).toBe(status);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      await expect(h1.textContent()).resolves.toBe(heading);
      await expectFrame();
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }

  it('navigates between pages on the client, marking the active link', async () => {
    await page.goto(run.site.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sounds', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sound Library' }).waitFor();
    await expect(page.getByText(/^\d+ sounds in \d+ categories$/).isVisible()).resolves.toBe(true);
    await nav.getByRole('link', { name: 'Docs', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Documentation' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Docs', exact: true }).getAttribute('aria-current')).resolves.toBe('page');
    expect(page.url()).toBe(new URL('/docs', run.site.url).href);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('file-like paths', () => {
  for (const path of ['/cdn/v1/ui/nope.mp3', '/sounds/ui/nope.mp3', '/cdn/v1/ui/nope']) {
    it(`GET and HEAD ${path} answer 404, never HTML`, async () => {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(new URL(path, run.site.url), { method });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).not.toContain('text/html');
      }
    });
  }
});
