import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioResponse, CDN_BASE, cdnUrlOf, localCopyHandlers, localUrlOf, soundBytes } from '../../../msw/handlers.ts';
import { requests, server, startMockServer } from '../../../msw/server.ts';
import { createSoundRuntime, getCDNUrl } from '../../../../src/sfx/index.ts';
import { newSfx, type SfxModule } from '../../../utils/sfxRuntime.tsx';

startMockServer();

const COPY = 'ui/copy';
const CUSTOM_URL = 'http://127.0.0.1:9/my-app/beep.mp3';
/** The spec's text, with the address it tried. */
const CDN_FAILURE = `Failed to fetch sound "ui/copy" from CDN (${cdnUrlOf(COPY)})`;

let sfx: SfxModule;

beforeEach(async () => {
  sfx = newSfx();
  sfx.setCDNUrl(CDN_BASE);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('fetchSoundBlob: a built-in sound', () => {
  it('looks for the self-hosted copy under the path set with setLocalSoundsPath (a site under a sub-path)', async () => {
    sfx.setLocalSoundsPath('/my-app/sounds/');
    server.use(
      http.head('/my-app/sounds/:category/:file', () => audioResponse(null)),
      http.get('/my-app/sounds/:category/:file', () => audioResponse(soundBytes(COPY))),
    );
    const local = new URL(`/my-app/sounds/${COPY}.mp3`, globalThis.location.href).href;

    const blob = await sfx.fetchSoundBlob(COPY);

    expect(sfx.getLocalSoundsPath()).toBe('/my-app/sounds');
    expect(requests).toEqual([
      { method: 'HEAD', url: local },
      { method: 'GET', url: local },
    ]);
    expect(await bytesOf(blob)).toEqual(soundBytes(COPY));
  });

  it('goes straight to the CDN, with no HEAD, when the local check is turned off', async () => {
    sfx.setLocalSoundsPath(false);

    const blob = await sfx.fetchSoundBlob(COPY);

    expect(requests).toEqual([{ method: 'GET', url: cdnUrlOf(COPY) }]);
    expect(await bytesOf(blob)).toEqual(soundBytes(COPY));
  });

  it('checks for a self-hosted copy with HEAD first, then fetches the CDN file when there is none', async () => {
    const blob = await sfx.fetchSoundBlob(COPY);

    expect(requests).toEqual([
      { method: 'HEAD', url: localUrlOf(COPY) },
      { method: 'GET', url: cdnUrlOf(COPY) },
    ]);
    expect(await bytesOf(blob)).toEqual(soundBytes(COPY));
  });

  it('uses the self-hosted copy when HEAD answers ok with an audio type: same path, no CDN request', async () => {
    server.use(...localCopyHandlers);

    const blob = await sfx.fetchSoundBlob(COPY);

    expect(requests).toEqual([
      { method: 'HEAD', url: localUrlOf(COPY) },
      { method: 'GET', url: localUrlOf(COPY) },
    ]);
    expect(await bytesOf(blob)).toEqual(soundBytes(COPY));
  });

  it('ignores a copy whose HEAD answers ok with HTML (a single-page app fallback) and uses the CDN', async () => {
    server.use(
      http.head('/sounds/*', () => HttpResponse.html('<!doctype html><title>app</title>')),
      http.get('/sounds/*', () => HttpResponse.html('<!doctype html><title>app</title>')),
    );

    const blob = await sfx.fetchSoundBlob(COPY);

    expect(requests).toEqual([
      { method: 'HEAD', url: localUrlOf(COPY) },
      { method: 'GET', url: cdnUrlOf(COPY) },
    ]);
    expect(await bytesOf(blob)).toEqual(soundBytes(COPY));
  });

  it('gives up on a HEAD slower than 300 ms and uses the CDN', async () => {
    server.use(
      http.head('/sounds/*', async () => {
        await delay(400);
        return audioResponse(null);
      }),
      ...localCopyHandlers,
    );

    const blob = await sfx.fetchSoundBlob(COPY);

    expect(requests).toEqual([
      { method: 'HEAD', url: localUrlOf(COPY) },
      { method: 'GET', url: cdnUrlOf(COPY) },
    ]);
    expect(await bytesOf(blob)).toEqual(soundBytes(COPY));
  });

  it('warns and falls back to the CDN when HEAD is ok but the GET of the copy fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.head('/sounds/*', () => audioResponse(null)),
      http.get('/sounds/*', () => new HttpResponse(null, { status: 500 })),
    );

    const blob = await sfx.fetchSoundBlob(COPY);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Error loading local sound, falling back to CDN', expect.any(Error));
    expect(requests).toEqual([
      { method: 'HEAD', url: localUrlOf(COPY) },
      { method: 'GET', url: localUrlOf(COPY) },
      { method: 'GET', url: cdnUrlOf(COPY) },
    ]);
    expect(await bytesOf(blob)).toEqual(soundBytes(COPY));
  });

  it.each([404, 500])('rejects with the spec text when the CDN answers %i', async (status) => {
    server.use(http.get(`${CDN_BASE}/*`, () => new HttpResponse(null, { status })));

    await expect(sfx.fetchSoundBlob(COPY)).rejects.toThrow(new Error(CDN_FAILURE));
  });

  it('rejects with the spec text when the CDN cannot be reached', async () => {
    server.use(http.get(`${CDN_BASE}/*`, () => HttpResponse.error()));

    const failure = sfx.fetchSoundBlob(COPY);

    await expect(failure).rejects.toThrow(new Error(CDN_FAILURE));
    await expect(failure).rejects.toHaveProperty('message', CDN_FAILURE);
  });

  it.each([
    ['an HTML page', 'text/html; charset=utf-8', '<!doctype html><title>Not found</title>'],
    ['JSON', 'application/json', '{"error":"no such file"}'],
    ['an empty body', 'audio/mpeg', ''],
  ])('rejects with the spec text and the address when the CDN answers 200 with %s', async (_case, type, body) => {
    server.use(http.get(`${CDN_BASE}/*`, () => new HttpResponse(body, { headers: { 'content-type': type } })));

    const failure = sfx.fetchSoundBlob(COPY);

    await expect(failure).rejects.toHaveProperty('message', CDN_FAILURE);
    await expect(failure).rejects.toHaveProperty('cause.message', `${cdnUrlOf(COPY)} answered ${body ? type : 'an empty body'}, not audio`);
  });
});

describe('fetchSoundBlob: a custom source', () => {
  it('fetches the URL directly, without a HEAD check', async () => {
    const bytes = soundBytes('ui/send');
    server.use(http.get(CUSTOM_URL, () => audioResponse(bytes)));

    const blob = await sfx.fetchSoundBlob(CUSTOM_URL);

    expect(requests).toEqual([{ method: 'GET', url: CUSTOM_URL }]);
    expect(await bytesOf(blob)).toEqual(bytes);
  });

  it.each([
    ['answers 404', () => new HttpResponse(null, { status: 404 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('rejects with the spec text when the URL %s', async (_case, resolver) => {
    server.use(http.get(CUSTOM_URL, resolver));

    await expect(sfx.fetchSoundBlob(CUSTOM_URL)).rejects.toHaveProperty('message', `Failed to load custom sound "${CUSTOM_URL}"`);
  });

  // A dev server with an SPA fallback answers a mistyped path with its index page.
  it.each([
    ['an HTML page (an SPA fallback)', 'text/html', '<!doctype html><div id="root"></div>'],
    ['JSON', 'application/json; charset=utf-8', '{"status":404}'],
    ['an empty body', 'audio/mpeg', ''],
  ])('rejects with "Failed to load custom sound" when the URL answers 200 with %s', async (_case, type, body) => {
    server.use(http.get(CUSTOM_URL, () => new HttpResponse(body, { headers: { 'content-type': type } })));

    const failure = sfx.fetchSoundBlob(CUSTOM_URL);

    await expect(failure).rejects.toHaveProperty('message', `Failed to load custom sound "${CUSTOM_URL}"`);
    await expect(failure).rejects.toHaveProperty('cause.message', `${CUSTOM_URL} answered ${body ? type : 'an empty body'}, not audio`);
  });

  it('takes a file served as application/octet-stream, or with no type at all', async () => {
    const bytes = soundBytes('ui/send');
    server.use(http.get(CUSTOM_URL, () => new HttpResponse(bytes.slice().buffer, { headers: { 'content-type': 'application/octet-stream' } }), { once: true }));
    await expect(sfx.fetchSoundBlob(CUSTOM_URL).then(bytesOf)).resolves.toEqual(bytes);
    server.use(http.get(CUSTOM_URL, () => new HttpResponse(bytes.slice().buffer), { once: true }));
    await expect(sfx.fetchSoundBlob(CUSTOM_URL).then(bytesOf)).resolves.toEqual(bytes);
  });
});

describe('the CDN base', () => {
  it('defaults to the pinned react-sfx-sounds package, version v1, in a new runtime and in the default one', () => {
    const pinned = /^https:\/\/cdn\.jsdelivr\.net\/npm\/react-sfx-sounds@\d+\.\d+\.\d+\/v1$/;

    expect(createSoundRuntime().getCDNUrl()).toMatch(pinned);
    expect(getCDNUrl()).toMatch(pinned);
  });

  it('is stored without trailing slashes, so files are fetched from {base}/{src}', async () => {
    sfx.setCDNUrl(`${CDN_BASE}//`);

    expect(sfx.getCDNUrl()).toBe(CDN_BASE);
    await sfx.fetchSoundBlob(COPY);
    expect(requests.at(-1)).toEqual({ method: 'GET', url: cdnUrlOf(COPY) });
  });
});
