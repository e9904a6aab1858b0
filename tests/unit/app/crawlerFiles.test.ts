import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../src/app/crawlerFiles.ts';
import { headFor, prerenderedCrawlerFiles, PRERENDERED_PAGES } from '../../../src/app/prerender.tsx';
import { SITE_ORIGIN } from '../../../src/app/siteOrigin.ts';

const SITE = `${SITE_ORIGIN}${import.meta.env.BASE_URL}`;

/** The canonical URL a page's HTML names, if any. */
const canonicalOf = (path: string) => headFor(path).tags.match(/<link rel="canonical" href="([^"]+)"/)?.[1];

describe('sitemap.xml', () => {
  const pagePaths = PRERENDERED_PAGES.map((page) => page.path);
  const sitemap = new DOMParser().parseFromString(sitemapXml(pagePaths), 'application/xml');

  it('is a sitemaps.org urlset', () => {
    expect(sitemap.querySelector('parsererror')).toBeNull();
    expect(sitemap.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemap.documentElement.localName).toBe('urlset');
  });

  it('lists every indexable prerendered page by the canonical URL its HTML names, and nothing else', () => {
    const locs = [...sitemap.getElementsByTagName('loc')].map((loc) => loc.textContent);
    const docs = ['api', 'use-sound', 'react-sounds', 'self-hosting', 'nextjs', 'troubleshooting', 'accessibility', 'changelog'].map((page) => `${SITE}docs/${page}`);
    expect(locs).toEqual([`${SITE}`, `${SITE}sounds`, `${SITE}docs`, ...docs, `${SITE}studio`]);
    expect(locs).toEqual(pagePaths.map(canonicalOf).filter(Boolean));
  });

  it('is what the build writes', () => {
    expect(prerenderedCrawlerFiles()).toEqual({ 'sitemap.xml': sitemapXml(pagePaths), 'robots.txt': robotsTxt() });
  });
});

describe('robots.txt', () => {
  it('lets crawlers in and names the sitemap by its absolute URL', () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}sitemap.xml\n`);
  });
});
