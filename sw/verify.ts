/**
 * What the worker's caches keep (issues 15 and 25): every cache checks a response before it stores it, in one
 * shape, `verifiedForCache(check, url, response)`: a whole 200 (never a 206 slice, an opaque answer or an error),
 * a body that is not empty and as long as the Content-Length it was sent with, and then the cache's own check of
 * its type and bytes. A response that fails is passed to the page as it came and never stored: once the network is
 * well again, the next request fetches afresh. Kept apart from the worker so the decisions can be unit-tested.
 *   audio        an `audio/*` body whose SHA-256 starts with the digits its name gives: every built-in sound's
 *                file is `<category>/<name>.<hash>.mp3` (synth/index.ts); a self-hosted copy's come from the catalogue
 *   studio code  the MP3 encoder chunk: JavaScript, at most MAX_STUDIO_CODE_BYTES
 *   precache     the build's files: of the type their extension says (never an HTML page for a script or data)
 */
import { soundCatalogue } from '../src/sfx/catalogue.ts';
import { hashInFileName, localFileOf, soundOfLocalFile } from '../src/sfx/soundAddress.ts';


const catalogueHash = (key: string): string | null => {
  const info = (soundCatalogue as Readonly<Record<string, { src: string } | undefined>>)[key];
  return info ? (hashInFileName(info.src) ?? null) : null;
};

/**
 * The hash a sound's bytes must start with: from the file name of a CDN file, from the catalogue for a
 * self-hosted copy (whose name has none). Null when there is nothing to check against: never cached then.
 */
export function expectedHashFor(url: URL, kind: 'cdn-audio' | 'local-audio', base: string): string | null {
  if (kind === 'cdn-audio') return hashInFileName(url.pathname) ?? null;
  const folder = `${base}sounds/`;
  const local = url.pathname.startsWith(folder) ? soundOfLocalFile(url.pathname.slice(folder.length)) : undefined;
  return local ? catalogueHash(local) : null;
}

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether `bytes` are a whole body (isWholeBody) that hashes to `expected`'s digits. An empty body never passes. */
export async function isVerifiedAudio(bytes: ArrayBuffer, headers: Headers, expected: string): Promise<boolean> {
  return isWholeBody(bytes, headers) && (await sha256Hex(bytes)).startsWith(expected);
}

/** A response's media type, lower case and without its parameters ('text/JavaScript; charset=utf-8' -> 'text/javascript'). */
export function mediaTypeOf(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Whether `bytes` are a whole body: not empty, and as long as the Content-Length it was sent with. An encoded
 * (gzip, br) body's Content-Length counts the encoded bytes, so it says nothing of the decoded ones: not compared.
 */
export function isWholeBody(bytes: ArrayBuffer, headers: Headers): boolean {
  if (bytes.byteLength === 0) return false;
  const length = headers.get('content-length');
  return length === null || headers.has('content-encoding') || Number(length) === bytes.byteLength;
}

/** A cache's own check of a whole, successful response: its URL, headers and bytes. */
export type CacheCheck = (url: URL, headers: Headers, bytes: ArrayBuffer) => boolean | Promise<boolean>;

/**
 * `response` when a cache may keep it, else null: a 200 that is no slice of a file (Content-Range), with a whole
 * body (isWholeBody) that passes the cache's `check`. A body that breaks off while it is read fails too. The one
 * test every cache the worker keeps applies before storing (sw/sw.ts, verifyBeforeCaching), and again to what an
 * earlier worker stored.
 */
export async function verifiedForCache(check: CacheCheck, url: URL, response: Response): Promise<Response | null> {
  if (response.status !== 200 || response.headers.has('content-range')) return null;
  try {
    const bytes = await response.clone().arrayBuffer();
    return isWholeBody(bytes, response.headers) && (await check(url, response.headers, bytes)) ? response : null;
  } catch {
    return null;
  }
}

/** The audio caches' check: audio, and the bytes the name promises (null hash: nothing to check against, never kept). */
export const audioCheck =
  (kind: 'cdn-audio' | 'local-audio', base: string): CacheCheck =>
  async (url, headers, bytes) => {
    if (!mediaTypeOf(headers).startsWith('audio/')) return false;
    const expected = expectedHashFor(url, kind, base);
    return expected !== null && (await isVerifiedAudio(bytes, headers, expected));
  };

/** JavaScript's media types, as servers send them (the WHATWG's list, less the ones no server uses any more). */
const JAVASCRIPT_TYPES: ReadonlySet<string> = new Set(['text/javascript', 'application/javascript', 'application/x-javascript', 'application/ecmascript', 'text/ecmascript']);

/**
 * The most the studio-code cache keeps of one file. The MP3 encoder chunk (LAME in WebAssembly, inlined as
 * base64) is about 184 KB; ten times that is no encoder of this site's but something else answered under its name.
 * A test of the build (tests/e2e/swBuild.e2e.test.ts) keeps the real chunk under it.
 */
export const MAX_STUDIO_CODE_BYTES = 2 * 1024 * 1024;

/**
 * The studio-code cache's check: JavaScript, at most MAX_STUDIO_CODE_BYTES. The encoder's WebAssembly is inlined
 * in the chunk (wasm-media-encoders), so no .wasm file is fetched, and the route matches only the chunk's .js.
 */
export const isStudioCode: CacheCheck = (_url, headers, bytes) => JAVASCRIPT_TYPES.has(mediaTypeOf(headers)) && bytes.byteLength <= MAX_STUDIO_CODE_BYTES;

/**
 * The media types a precached file of each extension may have. Scripts, pages and data have one name everywhere;
 * images, fonts and the web manifest get varied names from hosts (application/octet-stream for a .woff2 or a
 * .webmanifest), so for them only an HTML page (a portal's or a host's fallback page, answered with 200) is refused.
 */
const PRECACHE_TYPES: Readonly<Record<string, ReadonlySet<string>>> = {
  '.js': JAVASCRIPT_TYPES,
  '.mjs': JAVASCRIPT_TYPES,
  '.css': new Set(['text/css']),
  '.html': new Set(['text/html']),
  '.json': new Set(['application/json']),
};

/** The precache's check: a page is HTML, a script JavaScript, data JSON, a stylesheet CSS; nothing else is a page. */
export const isPrecacheFile: CacheCheck = (url, headers) => {
  const type = mediaTypeOf(headers);
  const extension = /\.[a-z0-9]+$/i.exec(url.pathname)?.[0].toLowerCase() ?? '';
  const allowed = PRECACHE_TYPES[extension];
  return allowed ? allowed.has(type) : type !== 'text/html';
};

/** Where a built-in sound may be cached: its CDN file and its self-hosted copy (absolute URLs). */
export function cachedUrlsOf(name: string, cdnPrefix: string, origin: string, base: string): string[] {
  const info = (soundCatalogue as Readonly<Record<string, { src: string } | undefined>>)[name];
  if (!info) return [];
  return [new URL(info.src, cdnPrefix).href, new URL(`${base}sounds/${localFileOf(name)}`, origin).href];
}
