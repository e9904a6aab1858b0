import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as sfx from '../../../../src/sfx/index.ts';
import { CDN_BASE, cdnUrlOf } from '../../../msw/handlers.ts';
import { countRequests, server, startMockServer } from '../../../msw/server.ts';
import { stubObjectUrls } from '../../../utils/objectUrls.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

// makeRemoteSound's Howls belong to the default runtime for the page's life: each test below loads a
// sound that no test before it has loaded.
beforeAll(() => sfx.setCDNUrl(CDN_BASE));
beforeEach(() => {
  engine.reset();
  stubObjectUrls();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('makeRemoteSound (react-sounds)', () => {
  it('returns a loader that fetches the sound once and resolves with { instance, subscriptions }, the same for every call', async () => {
    const load = sfx.makeRemoteSound('ui/copy');
    expect(countRequests('GET', cdnUrlOf('ui/copy'))).toBe(0); // nothing before the loader is called

    const [first, second] = await Promise.all([load(), load()]);

    expect(first).toBe(second);
    // react-sounds' HowlEntry: the Howl as `instance`, and how many users hold the sound (this loader).
    expect(first.instance).toEqual(expect.objectContaining({ fake: 'howl' }));
    expect(first.subscriptions).toBe(1);
    sfx.makeRemoteSound('ui/copy');
    await sfx.makeRemoteSound('ui/copy')();
    expect(first.subscriptions).toBe(2);
    expect(countRequests('GET', cdnUrlOf('ui/copy'))).toBe(1);
    expect(engine.decodes).toHaveLength(1);
  });

  it('takes a URL as well as a catalogue name', async () => {
    server.use(http.get('http://127.0.0.1:9/my-app/beep.mp3', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/mpeg' } })));

    const { instance } = await sfx.makeRemoteSound('http://127.0.0.1:9/my-app/beep.mp3')();
    expect(instance).toEqual(expect.objectContaining({ fake: 'howl' }));
  });

  it.each(['ui/nope', 'hello', ''])('refuses %j at once: neither a built-in sound nor a URL', (name) => {
    expect(() => sfx.makeRemoteSound(name)).toThrow(new TypeError(`makeRemoteSound: "${name}" is neither a built-in sound name nor a URL`));
  });

  it('rejects when the sound cannot be loaded, and the next call tries again', async () => {
    server.use(http.get(cdnUrlOf('ui/send'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = sfx.makeRemoteSound('ui/send');

    await expect(load()).rejects.toThrow(`Failed to fetch sound "ui/send" from CDN (${cdnUrlOf('ui/send')})`);
    await expect(load()).resolves.toEqual(expect.objectContaining({ instance: expect.objectContaining({ fake: 'howl' }) }));
    expect(countRequests('GET', cdnUrlOf('ui/send'))).toBe(2);
  });
});
