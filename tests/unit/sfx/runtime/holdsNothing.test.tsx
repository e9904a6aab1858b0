/**
 * The library holds nothing for nobody (issue 25): sprite Howls are shared and given back, a load nobody
 * wants any more is aborted and forgotten, and a large custom file streams instead of downloading first.
 */
import { act, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coreOf } from '../../../../src/sfx/runtime/createSoundRuntime.ts';
import type { SoundRuntime } from '../../../../src/sfx/index.ts';
import { cdnUrlOf } from '../../../msw/handlers.ts';
import { server, startMockServer } from '../../../msw/server.ts';
import { newRuntime, renderHook, sfxOn, type SfxModule } from '../../../utils/sfxRuntime.tsx';
import { stubObjectUrls } from '../../../utils/objectUrls.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const COPY = 'ui/copy';
let runtime: SoundRuntime;
let sfx: SfxModule;

beforeEach(() => {
  engine.reset();
  localStorage.clear();
  stubObjectUrls();
  runtime = newRuntime();
  sfx = sfxOn(runtime);
  return () => vi.restoreAllMocks();
});

/** What the console said, by level. */
function watchConsole() {
  return { error: vi.spyOn(console, 'error'), warn: vi.spyOn(console, 'warn') };
}

/** The CDN never answers the sound; resolves with the request's signal once it has been made. */
function hangCdn(name: string): { requested: Promise<AbortSignal> } {
  let requestedWith: (signal: AbortSignal) => void = () => undefined;
  const requested = new Promise<AbortSignal>((resolve) => (requestedWith = resolve));
  server.use(
    http.get(cdnUrlOf(name as 'ui/copy'), async ({ request }) => {
      requestedWith(request.signal);
      await delay('infinite');
      return new HttpResponse(null);
    }),
  );
  return { requested };
}

function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));
}

describe('sprite Howls', () => {
  it('shares one Howl between maps with the same segments, whatever they name them', async () => {
    const first = renderHook(() => sfx.useSound(COPY, { sprite: { click: [0, 120] } }));
    const second = renderHook(() => sfx.useSound(COPY, { sprite: { tick: [0, 120] } }));
    await waitFor(() => expect(first.result.current.isLoaded).toBe(true));

    await act(async () => {
      void first.result.current.play({ id: 'click' });
      void second.result.current.play({ id: 'tick' });
    });
    await waitFor(() => expect(engine.plays).toHaveLength(2));

    expect(engine.decodes.filter((decode) => decode.sprite)).toHaveLength(1);
    expect(engine.plays.map((play) => play.options.sprite)).toEqual(['0:120', '0:120']);
    expect(engine.liveSounds()).toBe(2); // the sound and one sprite copy
  });

  it('releases a sprite Howl once nothing plays on it: a thousand maps hold one at a time', { timeout: 30_000 }, async () => {
    let sprite = { hit: [0, 50] as [number, number] };
    const { result, rerender } = renderHook(() => sfx.useSound(COPY, { sprite }));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    let most = 0;

    for (let start = 0; start < 1000; start += 1) {
      sprite = { hit: [start, 50] };
      rerender();
      await act(async () => {
        void result.current.play({ id: 'hit' });
      });
      await waitFor(() => expect(engine.plays).toHaveLength(start + 1));
      most = Math.max(most, engine.liveSounds());
      await act(async () => engine.end(engine.plays[start]?.id ?? -1));
    }

    expect(most).toBe(2); // the sound, and the one sprite copy playing (was: one more per map, 1,001 at the end)
    expect(engine.liveSounds()).toBe(1);
  });

  it('keeps a sprite Howl while a play on it is paused, and releases it when that play stops', async () => {
    const { result } = renderHook(() => sfx.useSound(COPY, { sprite: { click: [0, 120] } }));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    await act(async () => {
      void result.current.play({ id: 'click' });
    });
    await waitFor(() => expect(engine.plays).toHaveLength(1));

    act(() => result.current.pause());
    await act(async () => undefined);
    expect(engine.liveSounds()).toBe(2);
    act(() => result.current.stop());
    await act(async () => undefined);
    expect(engine.liveSounds()).toBe(1);
    // Played again, it is made again from the same decoded file.
    await act(async () => {
      void result.current.play({ id: 'click' });
    });
    await waitFor(() => expect(engine.plays).toHaveLength(2));
    expect(engine.plays[1]?.state).toBe('playing');
  });
});

describe('a component that unmounts while its sound loads', () => {
  it('aborts the fetch, logs nothing, reports no error and leaves no entry', async () => {
    const { requested } = hangCdn(COPY);
    const events: string[] = [];
    runtime.subscribeSoundEvents((event) => events.push(event.type));
    const hook = renderHook(() => sfx.useSound(COPY));
    const signal = await requested;
    await act(async () => {
      void hook.result.current.play(); // a play waiting for the load, too
    });
    const console = watchConsole();

    hook.unmount();

    await aborted(signal); // was: the fetch ran on to the 10 s time-out
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(console.error).not.toHaveBeenCalled(); // was: two errors after the unmount
    expect(console.warn).not.toHaveBeenCalled();
    expect(events).toEqual(['loading']);
    expect(coreOf(runtime).sounds.has(COPY)).toBe(false); // was: an 'error' entry with no subscribers
  });

  it('goes on loading when another component still wants the sound', async () => {
    const { requested } = hangCdn(COPY);
    const leaving = renderHook(() => sfx.useSound(COPY));
    const staying = renderHook(() => sfx.useSound(COPY));
    const signal = await requested;

    leaving.unmount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(signal.aborted).toBe(false);
    expect(staying.result.current.error).toBeUndefined();
  });

  it('does not abort a preload under way', async () => {
    const hook = renderHook(() => sfx.useSound(COPY));
    const preloading = runtime.preloadSounds([COPY]);

    hook.unmount();

    await expect(preloading).resolves.toEqual([undefined]);
    expect(coreOf(runtime).sounds.get(COPY)?.state).toBe('loaded');
  });

  it('plays when mounted again after the aborted load', async () => {
    hangCdn(COPY);
    renderHook(() => sfx.useSound(COPY)).unmount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    server.resetHandlers();

    const again = renderHook(() => sfx.useSound(COPY));
    await waitFor(() => expect(again.result.current.isLoaded).toBe(true));
    await act(async () => {
      void again.result.current.play(); // resolves when the play ends
    });
    await waitFor(() => expect(engine.plays).toHaveLength(1));
  });
});

describe('a custom file over the streaming threshold', () => {
  const URL_50MB = 'http://127.0.0.1:9/media/long-mix.mp3';

  it('streams from its address while it downloads: loaded well within the time-out, the download not waited for', async () => {
    server.use(
      http.get(URL_50MB, () => {
        // 50 MB announced, then bytes that trickle forever: a whole download would never end.
        const body = new ReadableStream<Uint8Array>({
          pull: async (controller) => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            controller.enqueue(new Uint8Array(1024));
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'audio/mpeg', 'content-length': String(50_000_000) } });
      }),
    );
    runtime.setLoadTimeout(1000);
    const { result } = renderHook(() => sfx.useSound(URL_50MB));

    await waitFor(() => expect([result.current.error?.message, result.current.isLoaded]).toEqual([undefined, true])); // was: "timed out after 1000 ms"
    expect(engine.decodes).toEqual([{ src: URL_50MB, streaming: true }]); // html5 audio on the address itself
    expect(result.current.error).toBeUndefined();
  });

  it('refuses a page announced as a large file, before streaming it', async () => {
    server.use(http.get(URL_50MB, () => new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html', 'content-length': String(50_000_000) } })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => sfx.useSound(URL_50MB));

    await waitFor(() => expect(result.current.error?.message).toBe(`Failed to load custom sound "${URL_50MB}"`));
    expect(engine.decodes).toEqual([]);
  });
});
