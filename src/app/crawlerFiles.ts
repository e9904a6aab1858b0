import { routeMetaFor } from './routeMeta.ts';
import { canonicalUrl } from './siteOrigin.ts';
import { escapeMarkup } from '../lib/markup.ts';


/** sitemap.xml: the canonical URL of each of these pages that search engines may index (routeMeta's `indexable`). */
export function sitemapXml(pagePaths: readonly string[]): string {
  const urls = pagePaths
    .filter((path) => routeMetaFor(path).indexable)
    .map((path) => `  <url><loc>${escapeMarkup(canonicalUrl(path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: every page may be crawled; the sitemap is named by its absolute URL, as the format asks. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${canonicalUrl('/sitemap.xml')}`, ''].join('\n');
}

/** What crawlers read beside the pages, by file name in the build. */
export function crawlerFiles(pagePaths: readonly string[]): Readonly<Record<string, string>> {
  return { 'sitemap.xml': sitemapXml(pagePaths), 'robots.txt': robotsTxt() };
}
