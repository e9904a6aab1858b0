/** What hosts, crawlers and link previews read from the build, as the production server sends it. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve.mjs';
import { siteSecurityHeaders } from '../../scripts/security-headers.mjs';
import { headersFile, readCachePolicy } from '../../scripts/vite-plugin-headers.ts';
import { startSite } from './harness.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The build for a sub-path (`npm run build:subpath`, which `npm run test:e2e` runs). */
const SUBPATH_DIST = fileURLToPath(new URL('../../dist-subpath/', import.meta.url));
const BASE = '/react-sfx/';
/** The docs' pages under /docs/ (issue 24), in the page table's order. */
const DOCS_PAGES = ['api', 'use-sound', 'react-sounds', 'self-hosting', 'nextjs', 'troubleshooting', 'accessibility', 'changelog'];
let site: RunningServer;

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site.close();
});

const get = (path: string) => fetch(new URL(path, site.url));

describe('files for hosts and crawlers', () => {
  it.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/icons/icon.svg', 'image/svg+xml'],
    ['/icons/apple-touch-icon-180.png', 'image/png'],
    ['/social-card.png', 'image/png'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it("lists every page in sitemap.xml, the docs' own pages too, which robots.txt names", async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      ['', 'sounds', 'docs', ...DOCS_PAGES.map((page) => `docs/${page}`), 'studio'].map((path) => `https://react-sfx.dev/${path}`),
    );
    expect(await (await get('/robots.txt')).text()).toContain('\nSitemap: https://react-sfx.dev/sitemap.xml\n');
  });

  it.each(['/', '/sounds', '/docs', '/studio', '/no/such/page'])('%s names the social card and icons that the server has', async (path) => {
    const html = await (await get(path)).text();
    expect(html).toContain('<meta property="og:image" content="https://react-sfx.dev/social-card.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    expect(icons).toEqual(['/favicon.ico', '/icons/icon.svg', '/icons/apple-touch-icon-180.png']);
    for (const icon of icons) expect((await get(icon)).status).toBe(200);
  });

  it('writes _headers for Netlify and Cloudflare Pages from cache-policy.json', () => {
    const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('cdn'));
    const written = readFileSync(`${DIST}_headers`, 'utf8');
    expect(written).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    const security = siteSecurityHeaders(pages.map((page) => readFileSync(`${DIST}${page}`, 'utf8')));
    expect(written.split('\n').filter((line) => line.startsWith('/')).sort()).toEqual(
      headersFile(readCachePolicy(), '/', pages, security).split('\n').filter((line) => line.startsWith('/')).sort(),
    );
  });
});

describe(`files for hosts and crawlers, built for ${BASE}`, () => {
  const read = (file: string) => readFileSync(`${SUBPATH_DIST}${file}`, 'utf8');

  it('names the pages, the sitemap and the card with the base in their absolute URLs', () => {
    expect([...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      ['', 'sounds', 'docs', ...DOCS_PAGES.map((page) => `docs/${page}`), 'studio'].map((path) => `https://react-sfx.dev${BASE}${path}`),
    );
    expect(read('robots.txt')).toContain(`\nSitemap: https://react-sfx.dev${BASE}sitemap.xml\n`);
    for (const page of ['index.html', 'sounds/index.html', 'docs/index.html', 'studio/index.html', '404.html']) {
      const html = read(page);
      expect(html).toContain(`<meta property="og:image" content="https://react-sfx.dev${BASE}social-card.png" />`);
      const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
      expect(icons).toEqual(['favicon.ico', 'icons/icon.svg', 'icons/apple-touch-icon-180.png'].map((file) => `${BASE}${file}`));
    }
  });

  it('writes every _headers pattern under the base', () => {
    const patterns = read('_headers').split('\n').filter((line) => line.startsWith('/'));
    expect(patterns).toContain(`${BASE}assets/*`);
    expect(patterns.filter((pattern) => !pattern.startsWith(BASE))).toEqual([]);
  });
});
