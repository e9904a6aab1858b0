/**
 * What the service worker downloads when it installs (after the page has loaded): every file of its
 * precache manifest, as the static server sends it (text gzipped), and sw.js itself.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSize } from './pageVisit.ts';

const COMPRESSED_AS_SENT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

export type Precache = { entries: number; raw: number; transferred: number; largest: { url: string; transferred: number }[] };

export function precacheSize(distDir: string): Precache {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  if (urls.length === 0) throw new Error('no precache manifest found in dist/sw.js');
  const files = [...urls, 'sw.js'].map((url) => {
    const body = readFileSync(join(distDir, url));
    const sent = COMPRESSED_AS_SENT.has(extname(url)) ? gzipSize(body) : body.length;
    return { url, raw: body.length, transferred: sent };
  });
  return {
    entries: urls.length,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    transferred: files.reduce((sum, file) => sum + file.transferred, 0),
    largest: [...files].sort((a, b) => b.transferred - a.transferred).slice(0, 5).map(({ url, transferred }) => ({ url, transferred })),
  };
}

export function precacheLines(result: Precache): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `precache: ${result.entries} entries + sw.js, ${kb(result.transferred)} transferred (${kb(result.raw)} raw), fetched by the worker after the page has loaded`,
    `         largest: ${result.largest.map((file) => `${file.url} ${kb(file.transferred)}`).join(', ')}`,
  ];
}

/** Whether a route's served HTML carries its content before any script runs (prerendered main and h1). */
export async function contentInHtml(siteUrl: string, route: string): Promise<boolean> {
  const html = await (await fetch(new URL(route, siteUrl))).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  return /<main[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/.test(root);
}
