import { act, fireEvent, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SoundEvent } from '../../../../src/sfx/index.ts';
import { CDN_BASE, cdnUrlOf } from '../../../msw/handlers.ts';
import { countRequests, server, startMockServer } from '../../../msw/server.ts';
import { DECODE_FAILURE } from '../../../utils/fakeEngine.ts';
import { newSfx, renderHook, type SfxModule } from '../../../utils/sfxRuntime.tsx';
import { type ObjectUrlLog, stubObjectUrls } from '../../../utils/objectUrls.ts';
import { LOAD_NEWS_DELAY_MS } from '../../../../src/sfx/constants.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const COPY = 'ui/copy';
/** The spec's texts, naming the sound and the address tried. */
const CDN_FAILURE = `Failed to fetch sound "ui/copy" from CDN (${cdnUrlOf(COPY)})`;
const NAMED_DECODE_FAILURE = `Decoding audio data failed for sound "ui/copy" (${cdnUrlOf(COPY)})`;

let sfx: SfxModule;
let urls: ObjectUrlLog;
let events: SoundEvent[];

beforeEach(async () => {
  engine.reset();
  localStorage.clear();
  urls = stubObjectUrls();
  sfx = newSfx();
  sfx.setCDNUrl(CDN_BASE);
  events = [];
  sfx.subscribeSoundEvents((event) => events.push(event));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function failCdn(): void {
  server.use(http.get(`${CDN_BASE}/*`, () => new HttpResponse(null, { status: 500 })));
}

function silenceErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

/** The second argument of the console.error call with this message. */
function loggedWith(spy: ReturnType<typeof silenceErrors>, message: string): unknown {
  return spy.mock.calls.find(([first]) => first === message)?.[1];
}

describe('a sound that cannot be loaded', () => {
  it("logs 'Error loading sound' and reports an error event with the spec text", async () => {
    failCdn();
    const error = silenceErrors();

    renderHook(() => sfx.useSound(COPY));

    await waitFor(() => expect(events.at(-1)).toEqual({ type: 'error', name: COPY, message: CDN_FAILURE }));
    expect(events).toEqual([
      { type: 'loading', name: COPY },
      { type: 'error', name: COPY, message: CDN_FAILURE },
    ]);
    expect(loggedWith(error, 'Error loading sound')).toHaveProperty('message', CDN_FAILURE);
  });

  it("rejects play() with the load error and logs 'Error playing sound'", async () => {
    failCdn();
    const error = silenceErrors();
    const { result } = renderHook(() => sfx.useSound(COPY, { lazy: true }));

    await act(() => expect(result.current.play()).rejects.toThrow(new Error(CDN_FAILURE)));

    expect(loggedWith(error, 'Error playing sound')).toHaveProperty('message', CDN_FAILURE);
    expect(engine.plays).toEqual([]);
  });

  it("rejects playSound() with the load error and logs 'Failed to play sound'", async () => {
    failCdn();
    const error = silenceErrors();

    await expect(sfx.playSound(COPY)).rejects.toThrow(new Error(CDN_FAILURE));

    expect(loggedWith(error, 'Failed to play sound')).toHaveProperty('message', CDN_FAILURE);
  });

  it("surfaces 'Decoding audio data failed' when the file cannot be decoded, and revokes its object URL", async () => {
    engine.failDecodes = true;
    const error = silenceErrors();

    await expect(sfx.playSound(COPY)).rejects.toThrow(new Error(NAMED_DECODE_FAILURE));

    expect(events).toContainEqual({ type: 'error', name: COPY, message: NAMED_DECODE_FAILURE });
    expect(loggedWith(error, 'Error loading sound')).toHaveProperty('message', NAMED_DECODE_FAILURE);
    expect(loggedWith(error, 'Error loading sound')).toHaveProperty('cause.message', DECODE_FAILURE);
    expect(urls.revoked).toEqual(urls.created);
    expect(urls.created).toHaveLength(1);
  });

  it('may be tried again: the next play fetches it anew', async () => {
    failCdn();
    silenceErrors();
    const { result } = renderHook(() => sfx.useSound(COPY, { lazy: true }));
    await act(() => expect(result.current.play()).rejects.toThrow(CDN_FAILURE));

    server.resetHandlers();
    await act(() => result.current.load());
    act(() => void result.current.play());

    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(2);
    expect(engine.plays).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'play', name: COPY, playing: 1 });
  });
});

describe('a load that does not end by itself', () => {
  /** The CDN answers nothing for this sound (the request stays open), and normally for the others. */
  function stallCdnFor(name: 'ui/copy'): void {
    server.use(http.get(cdnUrlOf(name), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 500 });
    }));
  }

  it('loads within 10 s unless told otherwise, and refuses a time-out that is not a positive number', () => {
    expect(sfx.getLoadTimeout()).toBe(10_000);
    for (const bad of [0, -5, Number.NaN, '200' as unknown as number]) {
      expect(() => sfx.setLoadTimeout(bad)).toThrow(RangeError);
    }
    expect(sfx.getLoadTimeout()).toBe(10_000);
    sfx.setLoadTimeout(Infinity);
    expect(sfx.getLoadTimeout()).toBe(Infinity);
  });

  it('fails at the time-out with the CDN error, says so in the hook, and the next play loads afresh', async () => {
    sfx.setLoadTimeout(150);
    stallCdnFor(COPY);
    const error = silenceErrors();
    const { result } = renderHook(() => sfx.useSound(COPY, { lazy: true }));

    const started = Date.now();
    await act(() => expect(result.current.play()).rejects.toThrow(CDN_FAILURE));

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.current.error?.message).toBe(CDN_FAILURE);
    expect(result.current.isLoaded).toBe(false);
    expect((loggedWith(error, 'Error loading sound') as Error).cause).toHaveProperty('message', 'Loading sound "ui/copy" timed out after 150 ms');
    expect(events.at(-1)).toEqual({ type: 'error', name: COPY, message: CDN_FAILURE });

    server.resetHandlers();
    act(() => void result.current.play().catch(() => undefined)); // a one-shot's play() settles when it ends
    await waitFor(() => expect(engine.plays).toHaveLength(1));
    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(2);
    expect(result.current.error).toBeUndefined();
  });

  it('never holds back another sound: one plays while the other is still waiting for its file', async () => {
    stallCdnFor(COPY);
    silenceErrors();
    const copy = renderHook(() => sfx.useSound(COPY, { lazy: true }));
    const send = renderHook(() => sfx.useSound('ui/send', { lazy: true }));

    act(() => void copy.result.current.play().catch(() => undefined));
    act(() => void send.result.current.play());

    await waitFor(() => expect(engine.plays.map((play) => play.src)).toHaveLength(1));
    expect(events).toContainEqual({ type: 'play', name: 'ui/send', playing: 1 });
    // The stalled load is told once it has taken LOAD_NEWS_DELAY_MS, as a wait the visitor would notice.
    await waitFor(() => expect(events.filter((event) => event.name === COPY)).toEqual([{ type: 'loading', name: COPY }]));
  });

  it('gives up a decode that never ends at the same time-out', async () => {
    sfx.setLoadTimeout(150);
    engine.hangDecodes = true;
    const error = silenceErrors();

    await expect(sfx.playSound(COPY)).rejects.toThrow(`Loading sound "ui/copy" (${cdnUrlOf(COPY)}) timed out after 150 ms`);

    expect(loggedWith(error, 'Error loading sound')).toHaveProperty('name', 'TimeoutError');
    expect(urls.revoked).toEqual(urls.created);
  });

  it('ends a direct fetchSoundBlob at the time-out too', async () => {
    sfx.setLoadTimeout(150);
    stallCdnFor(COPY);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(sfx.fetchSoundBlob(COPY)).rejects.toThrow(CDN_FAILURE);
  });
});

describe('sound events', () => {
  it('report loading, loaded, play, end, pause and stop in order', async () => {
    const { result } = renderHook(() => sfx.useSound(COPY));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));

    act(() => void result.current.play());
    act(() => engine.end(engine.plays[0].id));
    act(() => void result.current.play());
    act(() => result.current.pause());
    act(() => result.current.resume());
    act(() => result.current.stop());

    expect(events.map((event) => event.type)).toEqual(['loading', 'loaded', 'play', 'end', 'play', 'pause', 'play', 'stop']);
    expect(events.every((event) => event.name === COPY)).toBe(true);
  });

  it('tell how many plays of the sound are sounding after each playback event', async () => {
    const { result } = renderHook(() => sfx.useSound(COPY));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));

    act(() => void result.current.play());
    act(() => void result.current.play());
    act(() => engine.end(engine.plays[0].id));
    act(() => result.current.pause());
    act(() => result.current.resume());
    act(() => result.current.stop());

    const playing = events.flatMap((event) => ('playing' in event ? [`${event.type}:${event.playing}`] : []));
    expect(playing).toEqual(['play:1', 'play:2', 'end:1', 'pause:0', 'play:1', 'stop:0']);
  });

  it("tell a load's start with its end when it ends within LOAD_NEWS_DELAY_MS, so that its hooks re-render once", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // the news' deadline passes only when the test says
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return sfx.useSound(COPY, { lazy: true });
    });
    const before = renders;
    let loaded: Promise<void> | undefined;

    act(() => void (loaded = result.current.load()));
    expect(events).toEqual([]);
    await act(() => loaded);

    expect(events.map((event) => event.type)).toEqual(['loading', 'loaded']);
    expect(result.current.isLoaded).toBe(true);
    expect(renders - before).toBe(1);
  });

  it('tell that a load has started once it has taken LOAD_NEWS_DELAY_MS, long before it ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(cdnUrlOf(COPY), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 500 });
    }));
    const { result } = renderHook(() => sfx.useSound(COPY, { lazy: true }));

    act(() => void result.current.load().catch(() => undefined));
    await act(async () => void vi.advanceTimersByTime(LOAD_NEWS_DELAY_MS - 1));
    expect(events).toEqual([]);
    await act(async () => void vi.advanceTimersByTime(1));

    expect(events).toEqual([{ type: 'loading', name: COPY }]);
    expect(result.current.duration).toBe(sfx.getSoundInfo(COPY)?.duration); // the catalogue's, told with the start
  });

  it('reach the subscribers of a sound played before it loaded once its play has started', async () => {
    // What the engine had started when each event was told.
    const startedWhenTold: string[] = [];
    sfx.subscribeSoundEvents((event) => startedWhenTold.push(`${event.type}:${engine.plays.length}`));

    await sfx.playSound(COPY);

    // Its load's start too: a load that ends within LOAD_NEWS_DELAY_MS is told when it ends.
    expect(startedWhenTold).toEqual(['loading:1', 'loaded:1', 'play:1']);
  });

  it('join the load under way when a subscriber plays the sound as it starts loading', async () => {
    sfx.subscribeSoundEvents((event) => {
      if (event.type === 'loading') void sfx.playSound(COPY);
    });

    await sfx.playSound(COPY);

    await waitFor(() => expect(engine.plays).toHaveLength(2));
    expect(events.map((event) => event.type)).toEqual(['loading', 'loaded', 'play', 'play']);
    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(1);
  });

  it('are all told when the play that waited for the sound was stopped meanwhile', async () => {
    const { result } = renderHook(() => sfx.useSound(COPY, { lazy: true }));

    act(() => {
      void result.current.play();
      result.current.stop();
    });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));

    expect(events.map((event) => event.type)).toEqual(['loading', 'loaded']);
    expect(engine.plays).toEqual([]);
  });

  it('one failing listener does not silence the others, and an unsubscribed one hears no more', async () => {
    const error = silenceErrors();
    const late: SoundEvent[] = [];
    const unsubscribe = sfx.subscribeSoundEvents(() => {
      throw new Error('listener bug');
    });
    sfx.subscribeSoundEvents((event) => late.push(event));

    await sfx.preloadSounds([COPY]);
    unsubscribe();
    await sfx.playSound(COPY);

    expect(late.map((event) => event.type)).toEqual(['loading', 'loaded', 'play']);
    expect(error).toHaveBeenCalledTimes(2);
    expect(loggedWith(error, 'A sound event listener failed')).toHaveProperty('message', 'listener bug');
  });
});

describe('a fetched file on its way to the player', () => {
  /** Uint8Array.prototype.toBase64 (Chromium 140, Firefox 133, Safari 18.2; not Node 20), as a browser has it. */
  function withBase64Encoder(): void {
    Object.defineProperty(Uint8Array.prototype, 'toBase64', { configurable: true, value(this: Uint8Array) { return Buffer.from(this).toString('base64'); } });
  }

  afterEach(() => {
    Reflect.deleteProperty(Uint8Array.prototype, 'toBase64');
  });

  it('goes as a data: URL of its very bytes where the engine encodes base64, with no object URL', async () => {
    withBase64Encoder();
    const served = new Uint8Array(await (await fetch(cdnUrlOf(COPY))).arrayBuffer());

    await sfx.playSound(COPY);

    const [prefix, base64] = engine.decodes[0].src.split(',');
    expect(prefix).toBe('data:audio/mpeg;base64');
    expect(new Uint8Array(Buffer.from(base64, 'base64'))).toEqual(served);
    expect(urls.created).toEqual([]);
  });

  it('goes as an object URL where the engine cannot encode base64', async () => {
    await sfx.playSound(COPY);

    expect(engine.decodes[0].src).toBe(urls.created[0]);
    expect(urls.created).toHaveLength(1);
  });

  it('is still a Blob when fetchSoundBlob hands it out', async () => {
    withBase64Encoder();
    const served = new Uint8Array(await (await fetch(cdnUrlOf(COPY))).arrayBuffer());

    const blob = await sfx.fetchSoundBlob(COPY);

    expect(blob.type).toBe('audio/mpeg'); // (fetch's Blob, not jsdom's: toBeInstanceOf cannot tell)
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(served);
  });
});

describe('a long file (64 KB or more)', () => {
  const LONG = 'http://127.0.0.1:9/my-app/long-bed.mp3';
  const serve = (bytes: number) => server.use(http.get(LONG, () => HttpResponse.arrayBuffer(new Uint8Array(bytes).buffer, { headers: { 'Content-Type': 'audio/mpeg' } })));

  it("starts from its opening, the file's first 16 KB, which then starts the whole file's decode", async () => {
    serve(70_000);
    await sfx.playSound(LONG);

    expect(urls.sizes).toEqual([70_000, 16_384]);
    expect(engine.openings).toEqual(['blob:http://localhost:3000/sound-2']);
    // The fake engine plays the whole sound as soon as the opening asks for its decode.
    expect(engine.decodes).toEqual([{ src: 'blob:http://localhost:3000/sound-1', streaming: false }]);
    expect(engine.plays.map((play) => play.src)).toEqual(['blob:http://localhost:3000/sound-1']);
    expect(events.map((event) => event.type)).toEqual(['loading', 'loaded', 'play']);
    // The opening's object URL is given back once it has decoded; the file's stays until the sound is released.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/sound-2'));
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:http://localhost:3000/sound-1');
  });

  it('stops a play of the opening, and shows the error, when the whole file then fails to decode', async () => {
    serve(70_000);
    engine.openingPlays = true;
    // The opening decodes and plays; the whole file's decode, a task later (as howler's), fails. Set before
    // the play, not after it resolves: on a busy machine that task may come first.
    engine.failDecodes = true;
    const error = silenceErrors();
    const { result } = renderHook(() => sfx.useSound(LONG, { lazy: true, loop: true }));

    await act(() => result.current.play().catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe(`Failed to load custom sound "${LONG}"`));
    // The opening played (howlSound.ts's openingSound ends its plays when the whole fails: openingSound.test.ts).
    expect(engine.plays.map((play) => play.src)).toEqual(['blob:http://localhost:3000/sound-2']);
    expect(result.current.isPlaying).toBe(false);
    expect(events.map((event) => event.type)).toEqual(['loading', 'loaded', 'play', 'error']);
    expect(loggedWith(error, 'Error loading sound')).toHaveProperty('message', `Failed to load custom sound "${LONG}"`);
  });

  it('takes a 32nd of a larger file as its opening, so that it lasts through the whole decode', async () => {
    serve(1_000_000);
    await sfx.playSound(LONG);

    expect(urls.sizes).toEqual([1_000_000, 31_250]);
    expect(engine.openings).toHaveLength(1);
  });

  it('decodes a shorter file whole, with no opening', async () => {
    serve(65_535);

    await sfx.playSound(LONG);

    expect(engine.openings).toEqual([]);
    expect(engine.decodes).toHaveLength(1);
    expect(urls.created).toHaveLength(1);
  });
});

describe('preloadSounds', () => {
  it('resolves once the sounds are fetched and decoded, with an array (react-sounds\' shape)', async () => {
    await expect(sfx.preloadSounds([COPY, 'ui/send'])).resolves.toEqual([undefined, undefined]);

    expect(engine.decodes).toHaveLength(2);
    expect(events.filter((event) => event.type === 'loaded').map((event) => event.name).sort()).toEqual([COPY, 'ui/send']);
  });

  it("rejects and logs 'Error preloading sounds' when one fails", async () => {
    failCdn();
    const error = silenceErrors();

    await expect(sfx.preloadSounds([COPY])).rejects.toThrow(CDN_FAILURE);

    expect(loggedWith(error, 'Error preloading sounds')).toHaveProperty('message', CDN_FAILURE);
  });
});

describe('before the first gesture', () => {
  const activation = { hasBeenActive: false, isActive: false };

  beforeEach(() => {
    Object.assign(activation, { hasBeenActive: false, isActive: false });
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: activation });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userActivation');
    // Each runtime installs its gesture listeners on the one shared document, as a page loading
    // the library would; a gesture removes them, so the next test's page does not hear this one's.
    fireEvent.click(document.body);
  });

  it('fetches but does not decode yet (browsers refuse audio before it)', async () => {
    await sfx.preloadSounds([COPY]);

    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(1);
    expect(engine.decodes).toEqual([]);
  });

  it('fetches afresh on the next play when what it fetched before the gesture does not decode', async () => {
    await sfx.preloadSounds([COPY]);
    engine.failDecodes = true;
    const error = silenceErrors();
    const { result } = renderHook(() => sfx.useSound(COPY, { lazy: true }));

    activation.hasBeenActive = true;
    await act(() => expect(result.current.play()).rejects.toThrow(NAMED_DECODE_FAILURE));
    expect(result.current.error?.message).toBe(NAMED_DECODE_FAILURE);
    expect(loggedWith(error, 'Error loading sound')).toHaveProperty('message', NAMED_DECODE_FAILURE);

    engine.failDecodes = false;
    act(() => void result.current.play().catch(() => undefined)); // a one-shot's play() settles when it ends

    await waitFor(() => expect(engine.plays).toHaveLength(1));
    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(2);
    expect(result.current.error).toBeUndefined();
  });

  it('decodes what it fetched right at the first gesture, so the first play of it starts at once', async () => {
    await sfx.preloadSounds([COPY]);
    const { result } = renderHook(() => sfx.useSound(COPY));

    Object.assign(activation, { hasBeenActive: true, isActive: true }); // the click's, as a browser gives it
    fireEvent.click(document.body);
    await waitFor(() => expect(engine.decodes).toHaveLength(1));
    let playsRightAfterCall = -1;
    act(() => {
      void result.current.play();
      playsRightAfterCall = engine.plays.length;
    });

    expect(playsRightAfterCall).toBe(1);
  });
});
