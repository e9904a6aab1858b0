// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  type CacheRule,
  HOST_DEFAULT_CACHE_CONTROL,
  headersFile,
  hostCacheControls,
  readCachePolicy,
} from '../../../scripts/vite-plugin-headers.ts';
import { PRERENDERED_PAGES } from '../../../src/app/prerender.tsx';

const rules = readCachePolicy();
const FLAT_PAGES = ['index.html', 'sounds.html', 'docs.html', '404.html'];
const FOLDER_PAGES = ['index.html', 'sounds/index.html', 'docs/index.html', '404.html'];

/** Requests a host answers, each with the file of the build it serves. */
const REQUESTS: readonly [request: string, file: string][] = [
  ['assets/index-abc123.js', 'assets/index-abc123.js'],
  ['cdn/v1/ui/click.abc123.mp3', 'cdn/v1/ui/click.abc123.mp3'],
  ['sw.js', 'sw.js'],
  ['index.html', 'index.html'],
  ['404.html', '404.html'],
  ['icons/icon-192.png', 'icons/icon-192.png'],
  ['favicon.ico', 'favicon.ico'],
  ['manifest.webmanifest', 'manifest.webmanifest'],
  ['robots.txt', 'robots.txt'],
  ['sitemap.xml', 'sitemap.xml'],
  ['social-card.png', 'social-card.png'],
  ['sounds/ui/click.mp3', 'sounds/ui/click.mp3'],
];

const FLAT_REQUESTS = [...REQUESTS, ['', 'index.html'], ['sounds', 'sounds.html'], ['docs', 'docs.html'], ['docs.html', 'docs.html']] as const;
const FOLDER_REQUESTS = [
  ...REQUESTS,
  ['', 'index.html'],
  ['sounds/', 'sounds/index.html'],
  ['sounds', 'sounds/index.html'],
  ['docs/', 'docs/index.html'],
  ['docs/index.html', 'docs/index.html'],
] as const;

/** The rules of a `_headers` text: each path pattern with its header lines. */
function blocks(text: string): { pattern: string; headers: string[] }[] {
  const found: { pattern: string; headers: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) found.push({ pattern: line, headers: [] });
    else if (/^\s+\S/.test(line)) found.at(-1)?.headers.push(line.trim());
  }
  return found;
}

describe('scripts/vite-plugin-headers.ts: _headers from cache-policy.json', () => {
  it('gives every rule of the policy its pattern and Cache-Control, and names the catch-all as the hosts’ default', () => {
    const text = headersFile(rules, '/', FLAT_PAGES);
    const written = blocks(text);
    for (const rule of rules.slice(0, -1)) {
      const pattern = rule.match.endsWith('/') ? `${rule.match}*` : rule.match.startsWith('*') ? `/${rule.match}` : rule.match;
      expect(written).toContainEqual({ pattern, headers: [`Cache-Control: ${rule.cacheControl}`] });
    }
    expect(rules.at(-1)).toMatchObject({ match: '*', cacheControl: HOST_DEFAULT_CACHE_CONTROL });
    expect(text).toContain(`(${rules.at(-1)?.why}): ${HOST_DEFAULT_CACHE_CONTROL}, the hosts' own default`);
    expect(written.every(({ headers }) => headers.length === 1 && headers[0].startsWith('Cache-Control: '))).toBe(true);
  });

  it('gives the pages their policy at their clean addresses too', () => {
    const files = PRERENDERED_PAGES.map((page) => page.file);
    const pages = blocks(headersFile(rules, '/', files)).filter(({ headers }) => headers[0] === 'Cache-Control: no-cache');
    const docsPages = ['api', 'use-sound', 'react-sounds', 'self-hosting', 'nextjs', 'troubleshooting', 'accessibility', 'changelog'].flatMap((page) => [`/docs/${page}`, `/docs/${page}/`]);
    expect(pages.map(({ pattern }) => pattern)).toEqual(['/sw.js', '/*.html', '/', '/sounds', '/sounds/', '/docs', '/docs/', ...docsPages, '/studio', '/studio/', '/404']);
    const flat = blocks(headersFile(rules, '/', FLAT_PAGES)).filter(({ headers }) => headers[0] === 'Cache-Control: no-cache');
    expect(flat.map(({ pattern }) => pattern)).toEqual(['/sw.js', '/*.html', '/', '/sounds', '/docs', '/404']);
  });

  it.each([
    ['at the root, pages as files', '/', FLAT_PAGES, FLAT_REQUESTS],
    ['under a base, pages as folders', '/react-sfx/', FOLDER_PAGES, FOLDER_REQUESTS],
  ] as const)('sends each request one Cache-Control, the policy’s (%s)', (_case, base, pages, requests) => {
    const text = headersFile(rules, base, pages);
    for (const [request, file] of requests) {
      const sent = hostCacheControls(text, `${base}${request}`);
      expect(sent.length, `${base}${request}: ${sent.join(' + ')}`).toBeLessThanOrEqual(1);
      expect([`${base}${request}`, sent[0] ?? HOST_DEFAULT_CACHE_CONTROL]).toEqual([`${base}${request}`, cacheControlFor(rules, `/${file}`)]);
    }
    expect(blocks(text).every(({ pattern }) => pattern.startsWith(base))).toBe(true);
  });

  it('reads the policy as serve.mjs applies it: first match wins', () => {
    expect(cacheControlFor(rules, '/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(rules, '/sw.js')).toBe('no-cache');
    expect(cacheControlFor(rules, '/docs.html')).toBe('no-cache');
    expect(cacheControlFor(rules, '/icons/icon-192.png')).toBe(HOST_DEFAULT_CACHE_CONTROL);
  });

  it('refuses a catch-all that is not the hosts’ default, which _headers could only add as a second value', () => {
    const stricter: CacheRule[] = [...rules.slice(0, -1), { match: '*', cacheControl: 'no-store', why: 'test' }];
    expect(() => headersFile(stricter, '/', FLAT_PAGES)).toThrow(/must be public, max-age=0, must-revalidate/);
    expect(() => headersFile(rules.slice(0, -1), '/', FLAT_PAGES)).toThrow(/last rule, and only it, must match "\*"/);
  });
});
