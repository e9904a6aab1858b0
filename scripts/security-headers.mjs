// The site's security headers, in one place: the build writes them into `_headers` for Netlify and Cloudflare
// Pages (scripts/vite-plugin-headers.ts, with the Content-Security-Policy it computes from the built pages), and
// scripts/serve.mjs sends what that `_headers` says. Plain JavaScript, so `node scripts/serve.mjs` can import it.
import { createHash } from 'node:crypto';

/** Sent with every response, whatever the host. */
export const SECURITY_HEADERS = Object.freeze({
  // A file is what its Content-Type says: a browser never runs an uploaded .txt or .mp3 as a script.
  'X-Content-Type-Options': 'nosniff',
  // Other sites learn the origin a visitor came from, never the page.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No site frames these pages (clickjacking); the CSP's frame-ancestors 'none' says the same to newer browsers.
  'X-Frame-Options': 'DENY',
});

/**
 * Only over https: a browser that sees it keeps to https for the site for a year. Netlify and Cloudflare Pages
 * serve https, so `_headers` carries it; scripts/serve.mjs serves http (localhost) and must leave it out.
 * No includeSubDomains: the site may be one path of a domain whose other hosts are not ours to bind.
 */
export const HTTPS_ONLY_HEADERS = Object.freeze({
  'Strict-Transport-Security': 'max-age=31536000',
});

/** Script types a browser runs (and checks against script-src); JSON-LD and other data blocks are not run. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module|importmap)$/i;

const sha256 = (text) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

/**
 * The CSP hash sources of a page's inline scripts and <style> elements, as a browser computes them: sha256 of
 * the element's text, exactly as written (the HTML parser has turned CR LF into LF).
 */
export function inlineHashes(html) {
  const scripts = [];
  const styles = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (RUNNABLE_TYPE.test(type.trim())) scripts.push(sha256(text));
  }
  for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.push(sha256(text));
  return { scripts, styles };
}

/** The origin of an absolute http(s) URL (a CDN base such as VITE_SFX_CDN_URL), or null for a path. */
function originOf(url) {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

/**
 * What react-sfx itself needs of a page's policy to fetch and play sounds from the CDN base `cdnUrl`: the CDN's
 * origin (none for a path on the site) and blob: where it fetches (howler reads the fetched file back from an
 * object URL) and plays (html5 audio streams a long file from one); data: where it plays (howler clears a stopped
 * html5 sound with a silent data: URL). The docs state it (scripts/docs-facts.ts).
 */
export function soundSources(cdnUrl) {
  const cdn = originOf(cdnUrl);
  const origin = cdn ? [cdn] : [];
  return { connect: ['blob:', ...origin], media: ['blob:', 'data:', ...origin] };
}

/**
 * The Content-Security-Policy the whole site runs under, pages, service worker and the studio's worker alike.
 * - script-src: the site's own files, and the pages' inline scripts by hash (the early sound switch, the loader
 *   that fetches a page's chunks after its first paint); 'wasm-unsafe-eval' for the MP3 encoder's WebAssembly
 *   (the studio's worker compiles it). Chunks the loader adds as <script src> are 'self'.
 * - style-src-elem: the stylesheet each page inlines, by hash. style-src-attr 'unsafe-inline': the prerendered
 *   markup carries style attributes (category colours, the code blocks' colour variables). style-src is the
 *   fallback for browsers without the split directives, which cannot mix a hash with 'unsafe-inline'.
 * - connect-src, media-src: what the library needs to fetch and play sounds (soundSources) from the site or the
 *   CDN the build names, where the service worker fetches them too; data: for the MP3 encoder's WebAssembly.
 * - default-src 'self' covers the rest: images and icons, the web manifest, frames; the workers (the service
 *   worker, the studio's) fall back to script-src 'self'. The site loads no fonts.
 * - No plug-ins (object-src), no <base> elsewhere, forms post only here, and no site may frame the pages.
 * `cdnUrl` is the build's VITE_SFX_CDN_URL: an absolute one adds its origin where sounds are fetched from.
 */
export function contentSecurityPolicy({ scriptHashes = [], styleHashes = [], cdnUrl } = {}) {
  const sounds = soundSources(cdnUrl);
  const unique = (hashes) => [...new Set(hashes)].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${unique(scriptHashes)}`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' ${unique(styleHashes)}`,
    "style-src-attr 'unsafe-inline'",
    `media-src 'self' ${sounds.media.join(' ')}`,
    // data: also for the MP3 encoder, which fetches its WebAssembly from a data: URL.
    `connect-src 'self' ${[...new Set([...sounds.connect, 'data:'])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.map((directive) => directive.trim()).join('; ');
}

/** Every security header of a build whose pages are `pages` (their HTML), HSTS included. */
export function siteSecurityHeaders(pages, { cdnUrl } = {}) {
  const hashes = pages.map(inlineHashes);
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      scriptHashes: hashes.flatMap((page) => page.scripts).sort(),
      styleHashes: hashes.flatMap((page) => page.styles).sort(),
      cdnUrl,
    }),
    ...SECURITY_HEADERS,
    ...HTTPS_ONLY_HEADERS,
  };
}

/** The rules of a `_headers` file: each path pattern with the headers set under it, in order. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const header = /^\s+([^:\s]+)\s*:\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (header && rule) rule.headers[header[1]] = header[2].trim();
  }
  return rules;
}

/** Whether a `_headers` path pattern matches a request path: `*` stands for any characters, '/' included. */
export function patternMatches(pattern, path) {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(path);
}
