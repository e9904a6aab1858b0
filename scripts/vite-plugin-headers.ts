/**
 * `_headers` for Netlify and Cloudflare Pages, written into the build from scripts/cache-policy.json (the
 * policy scripts/serve.mjs applies), so hosts that read it send the same Cache-Control as `npm start`.
 * - The policy's rules are first-match; both hosts apply every rule whose path matches a request and join
 *   the values of a header set twice. So each rule becomes a pattern no other rule's pattern matches, and
 *   the last rule (`*`, every other path) is written as no rule at all: its value must be the hosts' own
 *   default, which a `/*` rule would add to every path as a second Cache-Control.
 * - Hosts match the address asked for, and serve a page at its clean address (/docs for docs.html): the
 *   `*.html` rule covers the pages' addresses as well as their files.
 * - Every pattern starts with Vite's `base`.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export type CacheRule = { match: string; cacheControl: string; why: string };

/** What Netlify and Cloudflare Pages send for a static file no rule names. */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const POLICY_FILE = new URL('./cache-policy.json', import.meta.url);

export function readCachePolicy(): CacheRule[] {
  return (JSON.parse(readFileSync(POLICY_FILE, 'utf8')) as { rules: CacheRule[] }).rules;
}

/** The Cache-Control the policy gives a file of the build (its path from the root, '/docs.html'), as serve.mjs does. */
export function cacheControlFor(rules: readonly CacheRule[], path: string): string | undefined {
  return rules.find(({ match }) => {
    if (match === '*') return true;
    if (match.startsWith('*')) return path.endsWith(match.slice(1));
    return match.endsWith('/') ? path.startsWith(match) : path === match;
  })?.cacheControl;
}

/** The addresses a host serves an HTML file of the build at, besides its own path. */
function pageAddresses(base: string, file: string): string[] {
  if (file === 'index.html') return [base];
  if (file.endsWith('/index.html')) {
    const folder = `${base}${file.slice(0, -'index.html'.length)}`;
    return [folder.slice(0, -1), folder];
  }
  return [`${base}${file.slice(0, -'.html'.length)}`];
}

function patternsFor(rule: CacheRule, base: string, htmlFiles: readonly string[]): string[] {
  const path = `${base}${rule.match.replace(/^\//, '')}`;
  if (rule.match.startsWith('*.')) {
    const pages = rule.match === '*.html' ? htmlFiles.flatMap((file) => pageAddresses(base, file)) : [];
    return [`${base}${rule.match}`, ...pages];
  }
  return [rule.match.endsWith('/') ? `${path}*` : path];
}

const sameValue = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** The `_headers` text for the policy's rules, a base ('/' or '/sub/path/') and the build's HTML files. */
export function headersFile(rules: readonly CacheRule[], base: string, htmlFiles: readonly string[]): string {
  const last = rules.at(-1);
  if (last?.match !== '*' || rules.slice(0, -1).some((rule) => rule.match === '*')) {
    throw new Error('cache-policy.json: the last rule, and only it, must match "*"');
  }
  if (!sameValue(last.cacheControl, HOST_DEFAULT_CACHE_CONTROL)) {
    throw new Error(`cache-policy.json: "*" must be ${HOST_DEFAULT_CACHE_CONTROL}, the hosts' default; _headers cannot set it alone`);
  }
  const blocks = rules.slice(0, -1).map((rule) =>
    [`# ${rule.why}`, ...patternsFor(rule, base, htmlFiles).flatMap((pattern) => [pattern, `  Cache-Control: ${rule.cacheControl}`])].join('\n'),
  );
  return [
    '# Cache-Control for Netlify and Cloudflare Pages, generated from scripts/cache-policy.json by',
    '# scripts/vite-plugin-headers.ts (edit the JSON). Both hosts apply every rule matching a request, so no',
    '# two rules below match the same path.',
    '',
    ...blocks.flatMap((block) => [block, '']),
    `# Any other path (${last.why}): ${last.cacheControl}, the hosts' own default.`,
    '# No /* rule for it: that would give every path above a second Cache-Control.',
    '',
  ].join('\n');
}

/** Whether a `_headers` path pattern matches a request path: `*` stands for any characters, '/' included. */
export function patternMatches(pattern: string, path: string): boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/** The Cache-Control values a host sends for `path` with this `_headers` text: one per matching rule. */
export function hostCacheControls(headers: string, path: string): string[] {
  const values: string[] = [];
  let matching = false;
  for (const line of headers.split('\n')) {
    if (line.startsWith('/')) matching = patternMatches(line.trim(), path);
    const value = /^\s+Cache-Control:\s*(.+)$/i.exec(line)?.[1];
    if (matching && value) values.push(value);
  }
  return values;
}

/** Fails the build when a file would get a Cache-Control other than the policy's, or two of them. */
function checkFiles(headers: string, rules: readonly CacheRule[], base: string, files: readonly string[]): void {
  for (const file of files) {
    const sent = hostCacheControls(headers, `${base}${file}`);
    const wanted = cacheControlFor(rules, `/${file}`);
    if (sent.length > 1 || (sent[0] ?? HOST_DEFAULT_CACHE_CONTROL) !== wanted) {
      throw new Error(`_headers: ${base}${file} would be sent Cache-Control ${sent.join(' + ') || 'by default'}, not ${wanted}`);
    }
  }
}

/** Writes `_headers` into the client build (the SSR build that prerenders has no use for it). */
export function headersPlugin(): Plugin {
  let base = '/';
  return {
    name: 'react-sfx:headers',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    // After the prerender plugin has added the pages.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const rules = readCachePolicy();
        const files = Object.keys(bundle);
        const headers = headersFile(rules, base, files.filter((file) => file.endsWith('.html')));
        checkFiles(headers, rules, base, files);
        this.emitFile({ type: 'asset', fileName: '_headers', source: headers });
      },
    },
  };
}
