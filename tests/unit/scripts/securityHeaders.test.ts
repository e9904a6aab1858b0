// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  HTTPS_ONLY_HEADERS,
  inlineHashes,
  parseHeadersFile,
  SECURITY_HEADERS,
  siteSecurityHeaders,
} from '../../../scripts/security-headers.mjs';
import { headersFile, hostCacheControls, MAX_HEADERS_LINE, readCachePolicy } from '../../../scripts/vite-plugin-headers.ts';

/** The hash source a browser computes for an inline script or style whose text is `text`. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** One directive's sources: 'script-src' -> ["'self'", ...]. */
function directive(policy: string, name: string): string[] | undefined {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);
}

const EARLY = "\n      try { document.documentElement.dataset.x = 'é'; } catch {}\n    ";
const PAGE = `<!doctype html><html><head><script>${EARLY}</script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script type="module" src="/assets/index-abc.js"></script>
<style>body{color:red}</style></head>
<body><script type="module">import('/assets/a.js')</script></body></html>`;

describe('scripts/security-headers.mjs: the site’s security headers', () => {
  it('hashes each inline script a browser runs and each <style>, by its exact text', () => {
    expect(inlineHashes(PAGE)).toEqual({
      scripts: [hashOf(EARLY), hashOf("import('/assets/a.js')")],
      styles: [hashOf('body{color:red}')],
    });
  });

  it('hashes text with CR LF as the browser parses it, with LF', () => {
    expect(inlineHashes('<script>a();\r\nb();</script>').scripts).toEqual([hashOf('a();\nb();')]);
  });

  it('allows the pages’ scripts by hash, WebAssembly, the sounds’ blob: and data: URLs, and nothing from elsewhere', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-a'", "'sha256-a'"], styleHashes: ["'sha256-s'"] });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a'"]);
    expect(directive(policy, 'style-src-elem')).toEqual(["'self'", "'sha256-s'"]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/'unsafe-eval'|\*/);
  });

  it('adds a CDN of another origin where sounds are fetched and played, and nowhere else', () => {
    const policy = contentSecurityPolicy({ cdnUrl: 'https://cdn.example.test/sfx/v1' });
    expect(directive(policy, 'connect-src')).toContain('https://cdn.example.test');
    expect(directive(policy, 'media-src')).toContain('https://cdn.example.test');
    expect(directive(policy, 'script-src')).not.toContain('https://cdn.example.test');
    expect(contentSecurityPolicy({ cdnUrl: '/react-sfx/cdn/v1' })).toBe(contentSecurityPolicy({}));
  });

  it('gives a build every header, HSTS included, with the hashes of all its pages', () => {
    const headers = siteSecurityHeaders([PAGE, '<script>other()</script>'], {});
    expect(headers).toMatchObject({ ...SECURITY_HEADERS, ...HTTPS_ONLY_HEADERS, 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
    expect(directive(headers['Content-Security-Policy'], 'script-src')).toEqual(expect.arrayContaining([hashOf(EARLY), hashOf('other()')]));
  });
});

describe('scripts/vite-plugin-headers.ts: the security block of _headers', () => {
  const rules = readCachePolicy();
  const security = siteSecurityHeaders([PAGE]);

  it.each(['/', '/react-sfx/'])('sets the security headers for every path under the base %s, and no second Cache-Control', (base) => {
    const text = headersFile(rules, base, ['index.html', '404.html'], security);
    const parsed = parseHeadersFile(text);
    expect(parsed[0]).toEqual({ pattern: `${base}*`, headers: security });
    expect(parsed.every(({ pattern }) => pattern.startsWith(base))).toBe(true);
    for (const path of ['', 'assets/index-abc.js', 'sw.js', 'docs', 'icons/icon.svg']) {
      expect(hostCacheControls(text, `${base}${path}`).length, path).toBeLessThanOrEqual(1);
    }
  });

  it('refuses to write a line Cloudflare Pages would not read', () => {
    const pages = Array.from({ length: 40 }, (_, page) => `<script>page(${page})</script>`);
    expect(() => headersFile(rules, '/', ['index.html'], siteSecurityHeaders(pages))).toThrow(new RegExp(`over Cloudflare Pages' ${MAX_HEADERS_LINE}`));
  });
});
