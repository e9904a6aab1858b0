/** Sent with every response, whatever the host. */
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
/** Sent only over https (Strict-Transport-Security). */
export const HTTPS_ONLY_HEADERS: Readonly<Record<string, string>>;
/** The CSP hash sources ('sha256-…', quoted) of a page's inline scripts and <style> elements. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] };
/** What react-sfx needs of a page's policy to fetch (connect-src) and play (media-src) sounds from a CDN base. */
export function soundSources(cdnUrl?: string): { connect: string[]; media: string[] };
export function contentSecurityPolicy(options?: { scriptHashes?: readonly string[]; styleHashes?: readonly string[]; cdnUrl?: string }): string;
/** Every security header of a build whose pages are `pages` (their HTML), HSTS included. */
export function siteSecurityHeaders(pages: readonly string[], options?: { cdnUrl?: string }): Record<string, string>;
export type HeadersRule = { pattern: string; headers: Record<string, string> };
/** The rules of a `_headers` file: each path pattern with the headers set under it, in order. */
export function parseHeadersFile(text: string): HeadersRule[];
/** Whether a `_headers` path pattern matches a request path: `*` stands for any characters, '/' included. */
export function patternMatches(pattern: string, path: string): boolean;
