/**
 * Only sound that is the file it claims to be is cached (issue 15). Every built-in sound's file name
 * carries the first hex digits of its SHA-256 (`<category>/<name>.<hash>.mp3`, synth/index.ts), so the
 * worker hashes a response's bytes and keeps it only when they match, and only when the body is whole
 * (as long as the Content-Length it was sent with). A truncated, empty or substituted body is passed to
 * the page as it came, and never stored: once the CDN is well again, the next press fetches afresh.
 * Kept apart from the worker so the decisions can be unit-tested.
 */
import { soundCatalogue } from '../src/sfx/catalogue.ts';

/** A content-hashed file name: `<name>.<hex>.mp3`. */
const HASHED_FILE = /\.([0-9a-f]{7,64})\.mp3$/;
/** A self-hosted copy's path below the site's base: `sounds/<category>/<name>.mp3`. */
const LOCAL_FILE = /^sounds\/([a-z0-9_-]+\/[a-z0-9_-]+)\.mp3$/;

const catalogueHash = (key: string): string | null => {
  const info = (soundCatalogue as Readonly<Record<string, { src: string } | undefined>>)[key];
  return info ? (HASHED_FILE.exec(info.src)?.[1] ?? null) : null;
};

/**
 * The hash a sound's bytes must start with: from the file name of a CDN file, from the catalogue for a
 * self-hosted copy (whose name has none). Null when there is nothing to check against: never cached then.
 */
export function expectedHashFor(url: URL, kind: 'cdn-audio' | 'local-audio', base: string): string | null {
  if (kind === 'cdn-audio') return HASHED_FILE.exec(url.pathname)?.[1] ?? null;
  const local = url.pathname.startsWith(base) ? LOCAL_FILE.exec(url.pathname.slice(base.length)) : null;
  return local ? catalogueHash(local[1]) : null;
}

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `bytes` are the whole file (Content-Length, when sent for an unencoded body) and hash to
 * `expected`'s digits. An empty body never passes.
 */
export async function isVerifiedAudio(bytes: ArrayBuffer, headers: Headers, expected: string): Promise<boolean> {
  if (bytes.byteLength === 0) return false;
  const length = headers.get('content-length');
  if (length !== null && !headers.has('content-encoding') && Number(length) !== bytes.byteLength) return false;
  return (await sha256Hex(bytes)).startsWith(expected);
}

/** Where a built-in sound may be cached: its CDN file and its self-hosted copy (absolute URLs). */
export function cachedUrlsOf(name: string, cdnPrefix: string, origin: string, base: string): string[] {
  const info = (soundCatalogue as Readonly<Record<string, { src: string } | undefined>>)[name];
  if (!info) return [];
  return [new URL(info.src, cdnPrefix).href, new URL(`${base}sounds/${name}.mp3`, origin).href];
}
