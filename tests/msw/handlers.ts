/**
 * msw handlers serving the real generated MP3 files: the CDN (`{CDN_BASE}/{src}` from public/cdn/v1)
 * and, when a test asks for them, self-hosted copies under /sounds/<category>/<name>.mp3.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { type LibrarySoundName, soundCatalogue } from '../../src/sfx/catalogue.ts';

/** The CDN base the tests set with setCDNUrl; msw intercepts it, nothing listens there. */
export const CDN_BASE = 'http://127.0.0.1:9/cdn/v1';

const CDN_DIR = join(import.meta.dirname, '../../public/cdn/v1');
const AUDIO_HEADERS = { 'content-type': 'audio/mpeg' };

/** The bytes of a generated CDN file, by its catalogue src (`ui/copy.c2075a3.mp3`). */
function fileBytes(src: string): Uint8Array | undefined {
  if (src.includes('..')) return undefined;
  try {
    return new Uint8Array(readFileSync(join(CDN_DIR, src)));
  } catch {
    return undefined;
  }
}

/** The real bytes of a built-in sound. */
export function soundBytes(name: LibrarySoundName): Uint8Array {
  const bytes = fileBytes(soundCatalogue[name].src);
  if (!bytes) throw new Error(`public/cdn/v1 lacks ${name}: run npm run synth`);
  return bytes;
}

/** The CDN URL of a built-in sound under CDN_BASE. */
export function cdnUrlOf(name: LibrarySoundName): string {
  return `${CDN_BASE}/${soundCatalogue[name].src}`;
}

/** The absolute URL of a sound's self-hosted copy, as the page resolves `/sounds/<name>.mp3`. */
export function localUrlOf(name: LibrarySoundName): string {
  return new URL(`/sounds/${name}.mp3`, globalThis.location.href).href;
}

/** An audio response with these bytes (no body for HEAD). */
export function audioResponse(bytes: Uint8Array | null): HttpResponse<ArrayBuffer> {
  return new HttpResponse(bytes ? bytes.slice().buffer : null, { headers: AUDIO_HEADERS });
}

/** The CDN: every generated file, 404 for anything else. */
export const cdnHandlers = [
  http.get(`${CDN_BASE}/*`, ({ request }) => {
    const bytes = fileBytes(new URL(request.url).pathname.slice('/cdn/v1/'.length));
    return bytes ? audioResponse(bytes) : new HttpResponse(null, { status: 404 });
  }),
];

/** A site without self-hosted copies: /sounds/... answers 404. */
export const noLocalCopyHandlers = [
  http.head('/sounds/*', () => new HttpResponse(null, { status: 404 })),
  http.get('/sounds/*', () => new HttpResponse(null, { status: 404 })),
];

function localBytes(category: string, file: string): Uint8Array | undefined {
  const name = `${category}/${file.replace(/\.mp3$/, '')}`;
  return Object.hasOwn(soundCatalogue, name) ? soundBytes(name as LibrarySoundName) : undefined;
}

/** A site that self-hosts every built-in sound under /sounds/<category>/<name>.mp3 (as `react-sfx pick` writes). */
export const localCopyHandlers = [
  http.head('/sounds/:category/:file', ({ params }) =>
    localBytes(String(params.category), String(params.file)) ? audioResponse(null) : new HttpResponse(null, { status: 404 }),
  ),
  http.get('/sounds/:category/:file', ({ params }) => {
    const bytes = localBytes(String(params.category), String(params.file));
    return bytes ? audioResponse(bytes) : new HttpResponse(null, { status: 404 });
  }),
];
