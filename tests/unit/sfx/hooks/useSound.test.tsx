import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cdnUrlOf, localUrlOf } from '../../../msw/handlers.ts';
import { countRequests, requests, server, startMockServer } from '../../../msw/server.ts';
import { render, renderHook, runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const COPY = 'ui/copy';
const USERS = 30;

let sfx: SfxModule;

runtimePerTest(engine, (loaded) => {
  sfx = loaded;
});

type HookOptions = Parameters<SfxModule['useSound']>[1];

async function renderLoaded(options?: HookOptions) {
  const hook = renderHook(() => sfx.useSound(COPY, options));
  await waitFor(() => expect(hook.result.current.isLoaded).toBe(true));
  return hook;
}

function CopyUser({ index }: { index: number }) {
  const { isLoaded } = sfx.useSound(COPY);
  return <p>{`user ${index}: ${isLoaded ? 'loaded' : 'loading'}`}</p>;
}

function manyUsers() {
  return Array.from({ length: USERS }, (_, index) => <CopyUser key={index} index={index} />);
}

describe('useSound: one fetch and one decode per sound', () => {
  it(`serves ${USERS} components using ui/copy at once with 1 HEAD, 1 CDN GET and 1 decode`, async () => {
    render(<>{manyUsers()}</>);

    await waitFor(() => expect(screen.getAllByText(/: loaded$/)).toHaveLength(USERS));
    expect(countRequests('HEAD', localUrlOf(COPY))).toBe(1);
    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(1);
    expect(requests).toHaveLength(2);
    expect(engine.decodes).toHaveLength(1);
  });

  it('does the same under StrictMode, whose effects mount twice', async () => {
    render(<StrictMode>{manyUsers()}</StrictMode>);

    await waitFor(() => expect(screen.getAllByText(/: loaded$/)).toHaveLength(USERS));
    expect(requests).toEqual([
      { method: 'HEAD', url: localUrlOf(COPY) },
      { method: 'GET', url: cdnUrlOf(COPY) },
    ]);
    expect(engine.decodes).toHaveLength(1);
  });

  it('fetches nothing at mount when lazy, and loads on the first play', async () => {
    const { result } = renderHook(() => sfx.useSound(COPY, { lazy: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(result.current.isLoaded).toBe(false);

    act(() => void result.current.play());
    await waitFor(() => expect(result.current.isPlaying).toBe(true));

    expect(engine.plays).toHaveLength(1);
    expect(requests).toHaveLength(2);
    expect(result.current.isLoaded).toBe(true);
  });
});

describe('useSound: play', () => {
  it('calls the engine synchronously for a loaded sound, before the returned promise settles', async () => {
    const { result } = await renderLoaded();
    let playsRightAfterCall = -1;
    let settled = false;

    act(() => {
      void result.current.play().then(() => {
        settled = true;
      });
      playsRightAfterCall = engine.plays.length;
    });

    expect(playsRightAfterCall).toBe(1);
    expect(settled).toBe(false);
  });

  it('plays with volume 1, rate 1 and no loop by default', async () => {
    const { result } = await renderLoaded();

    act(() => void result.current.play());

    expect(engine.plays.map((play) => play.options)).toEqual([{ volume: 1, rate: 1, loop: false, pan: 0 }]);
  });

  it('passes each play its own options, over the hook defaults', async () => {
    const { result } = await renderLoaded({ volume: 0.3 });

    act(() => {
      void result.current.play();
      void result.current.play({ volume: 0.6, rate: 1.5 });
      void result.current.play({ rate: 0.5, loop: true, pan: 0 });
    });

    expect(engine.plays.map((play) => play.options)).toEqual([
      { volume: 0.3, rate: 1, loop: false, pan: 0 },
      { volume: 0.6, rate: 1.5, loop: false, pan: 0 },
      { volume: 0.3, rate: 0.5, loop: true, pan: 0 },
    ]);
  });

  it('keeps two hooks with different volumes apart', async () => {
    const { result } = renderHook(() => ({ quiet: sfx.useSound(COPY, { volume: 0.2 }), loud: sfx.useSound(COPY, { volume: 0.9 }) }));
    await waitFor(() => expect(result.current.loud.isLoaded).toBe(true));

    act(() => {
      void result.current.quiet.play();
      void result.current.loud.play();
      void result.current.quiet.play();
    });

    expect(engine.plays.map((play) => play.options.volume)).toEqual([0.2, 0.9, 0.2]);
    expect(engine.decodes).toHaveLength(1);
  });

  it('overlaps rapid plays: three calls, three sounding plays', async () => {
    const { result } = await renderLoaded();

    act(() => {
      for (let i = 0; i < 3; i += 1) void result.current.play();
    });

    expect(engine.playingIds()).toHaveLength(3);
    expect(new Set(engine.plays.map((play) => play.id)).size).toBe(3);
    expect(engine.calls).toEqual([]);
  });

  it('is playing until a one-shot ends, and its promise resolves at the end', async () => {
    const { result } = await renderLoaded();
    let ended = false;

    act(() => {
      void result.current.play().then(() => {
        ended = true;
      });
    });
    await act(async () => undefined);
    expect(result.current.isPlaying).toBe(true);
    expect(ended).toBe(false);

    await act(async () => engine.end(engine.plays[0].id));

    expect(result.current.isPlaying).toBe(false);
    expect(ended).toBe(true);
  });

  it('stays playing through the end events of a loop until stop(); the loop resolves once it starts', async () => {
    const { result } = await renderLoaded();
    let started = false;

    await act(async () => {
      void result.current.play({ loop: true, pan: 0 }).then(() => {
        started = true;
      });
    });
    const [loop] = engine.plays;
    expect(started).toBe(true);

    await act(async () => {
      engine.end(loop.id);
      engine.end(loop.id);
    });
    expect(result.current.isPlaying).toBe(true);
    expect(engine.play(loop.id).state).toBe('playing');

    act(() => result.current.stop());

    expect(result.current.isPlaying).toBe(false);
    expect(engine.calls).toEqual([{ action: 'stop', id: loop.id }]);
  });
});

describe('useSound: pause, resume and stop act on this hook only', () => {
  async function renderTwoUsers() {
    const { result } = renderHook(() => ({ mine: sfx.useSound(COPY), theirs: sfx.useSound(COPY) }));
    await waitFor(() => expect(result.current.mine.isLoaded).toBe(true));
    act(() => {
      void result.current.mine.play({ loop: true, pan: 0 });
      void result.current.theirs.play({ loop: true, pan: 0 });
    });
    const [mine, theirs] = engine.plays.map((play) => play.id);
    return { result, mine, theirs };
  }

  it('pauses and resumes only the plays of the hook called', async () => {
    const { result, mine, theirs } = await renderTwoUsers();

    act(() => result.current.mine.pause());
    expect(engine.calls).toEqual([{ action: 'pause', id: mine }]);
    expect(result.current.mine.isPlaying).toBe(false);
    expect(result.current.theirs.isPlaying).toBe(true);
    expect(engine.playingIds()).toEqual([theirs]);

    act(() => result.current.mine.resume());
    expect(engine.calls.at(-1)).toEqual({ action: 'resume', id: mine });
    expect(result.current.mine.isPlaying).toBe(true);
    expect(engine.playingIds()).toEqual([mine, theirs]);
  });

  it('stops only the plays of the hook called', async () => {
    const { result, mine, theirs } = await renderTwoUsers();

    act(() => result.current.mine.stop());

    expect(engine.calls).toEqual([{ action: 'stop', id: mine }]);
    expect(result.current.mine.isPlaying).toBe(false);
    expect(result.current.theirs.isPlaying).toBe(true);
    expect(engine.playingIds()).toEqual([theirs]);
  });

  it('stops its plays when the component unmounts, and leaves the others playing', async () => {
    const { result, mine, theirs } = await renderTwoUsers();
    const other = renderHook(() => sfx.useSound(COPY));
    act(() => void other.result.current.play());
    const otherId = engine.plays[2].id;

    other.unmount();

    expect(engine.play(otherId).state).toBe('stopped');
    expect(engine.playingIds()).toEqual([mine, theirs]);
    expect(result.current.theirs.isPlaying).toBe(true);
  });

  it('cancels a play still loading when stopped or unmounted: nothing starts later', async () => {
    const first = renderHook(() => sfx.useSound(COPY, { lazy: true }));
    const second = renderHook(() => sfx.useSound(COPY, { lazy: true }));

    act(() => {
      void first.result.current.play({ loop: true, pan: 0 });
      void second.result.current.play({ loop: true, pan: 0 });
      first.result.current.stop();
    });
    second.unmount();
    await act(async () => {
      await first.result.current.load();
    });

    expect(engine.decodes).toHaveLength(1);
    expect(engine.plays).toEqual([]);
    expect(first.result.current.isPlaying).toBe(false);
  });
});

describe("useSound: use-sound's options", () => {
  it('interrupt: a new play stops the plays of this hook that still sound', async () => {
    const { result } = await renderLoaded({ interrupt: true });

    act(() => void result.current.play());
    act(() => void result.current.play());

    expect(engine.plays.map((play) => play.state)).toEqual(['stopped', 'playing']);
  });

  it('soundEnabled: false keeps this hook silent, the others play', async () => {
    const muted = await renderLoaded({ soundEnabled: false });
    const other = await renderLoaded();

    await act(() => muted.result.current.play());
    act(() => void other.result.current.play());

    expect(engine.plays).toHaveLength(1);
  });

  it('calls onLoad once loaded, onPlay when a play starts, and onEnd only when it ends by itself', async () => {
    const events: string[] = [];
    const { result } = await renderLoaded({ onLoad: () => events.push('load'), onPlay: () => events.push('play'), onEnd: () => events.push('end') });

    let ended: Promise<void> = Promise.resolve();
    act(() => {
      ended = result.current.play();
    });
    await waitFor(() => expect(events).toEqual(['load', 'play']));
    act(() => engine.end(engine.plays[0].id));
    await act(() => ended);
    expect(events).toEqual(['load', 'play', 'end']);

    act(() => void result.current.play());
    await waitFor(() => expect(events).toEqual(['load', 'play', 'end', 'play']));
    act(() => result.current.stop());
    await act(async () => undefined);
    expect(events).toEqual(['load', 'play', 'end', 'play']); // a stop is not an end
  });

  it('calls onError with the reason when the sound cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();

    renderHook(() => sfx.useSound('http://127.0.0.1:9/my-app/missing.mp3', { onError }));

    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0][0]).toHaveProperty('message', 'Failed to load custom sound "http://127.0.0.1:9/my-app/missing.mp3"');
  });

  it('pan places each play left or right, and refuses a pan outside -1 to 1', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = await renderLoaded({ pan: -0.5 });

    act(() => void result.current.play());
    act(() => void result.current.play({ pan: 1 }));

    expect(engine.plays.map((play) => play.options.pan)).toEqual([-0.5, 1]);
    await act(() => expect(result.current.play({ pan: 1.5 })).rejects.toThrow(new RangeError('pan must be between -1 and 1, got 1.5')));
    expect(engine.plays).toHaveLength(2);
  });

  it("fade moves this hook's sounding plays, and refuses volumes outside 0 to 1 or a negative time", async () => {
    const { result } = await renderLoaded();
    act(() => void result.current.play());
    const [{ id }] = engine.plays;

    act(() => result.current.fade(1, 0, 400));

    expect(engine.calls).toEqual([{ action: 'fade', id, from: 1, to: 0, ms: 400 }]);
    expect(() => result.current.fade(0, 2, 100)).toThrow(new RangeError('volume must be between 0 and 1, got 2'));
    expect(() => result.current.fade(0, 1, -1)).toThrow(RangeError);
    expect(engine.calls).toHaveLength(1);
  });

  it("gives the sound's duration once it is loaded and decoded, null before", async () => {
    const builtIn = renderHook(() => sfx.useSound(COPY, { lazy: true }));
    expect(builtIn.result.current.duration).toBeNull();
    await act(() => builtIn.result.current.load());
    expect(builtIn.result.current.duration).toBe(1.5); // what the engine measured

    server.use(http.get('http://127.0.0.1:9/my-app/beep.mp3', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/mpeg' } })));
    const custom = renderHook(() => sfx.useSound('http://127.0.0.1:9/my-app/beep.mp3', { lazy: true }));
    expect(custom.result.current.duration).toBeNull();
    await act(() => custom.result.current.load());
    expect(custom.result.current.duration).toBe(1.5); // what the engine measured
  });
});

describe('useSound: sprites (named segments of one file)', () => {
  const SPRITE = { click: [0, 120], tail: [120, 300] } as const;

  it('plays a segment with play({ id }), from the same fetched file, and stops it like any play', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = await renderLoaded({ sprite: SPRITE });

    await act(async () => {
      void result.current.play({ id: 'tail' });
    });
    await waitFor(() => expect(engine.plays).toHaveLength(1));

    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(1);
    // The segments, named by where they start and how long they last (maps naming them otherwise share the sound).
    expect(engine.decodes.map((decode) => decode.sprite)).toEqual([undefined, { '0:120': [0, 120], '120:300': [120, 300] }]);
    expect(engine.decodes[1]?.src).toBe(engine.decodes[0]?.src); // the same object URL: howler reuses its buffer
    expect(engine.plays[0]?.options.sprite).toBe('120:300');
    act(() => result.current.stop());
    expect(engine.plays[0]?.state).toBe('stopped');
    act(() => void result.current.play());
    expect(engine.plays[1]?.options.sprite).toBeUndefined(); // without id: the whole file
  });

  it('starts no segment when stopped while its sprite copy is being made', async () => {
    const { result } = await renderLoaded({ sprite: SPRITE });

    await act(async () => {
      void result.current.play({ id: 'click' });
      result.current.stop();
    });

    expect(engine.plays).toEqual([]);
  });

  it('refuses a segment the sprite does not define, and a sprite with a segment that cannot play', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = await renderLoaded({ sprite: SPRITE });
    const plain = await renderLoaded();
    const broken = await renderLoaded({ sprite: { bad: [-5, 100] } });

    await act(() => expect(result.current.play({ id: 'boom' })).rejects.toThrow(new Error('sprite "boom" is not defined for "ui/copy" (sprites: click, tail)')));
    await act(() => expect(plain.result.current.play({ id: 'click' })).rejects.toThrow('sprite "click" is not defined for "ui/copy" (no sprite option given)'));
    await act(() => expect(broken.result.current.play()).rejects.toThrow(RangeError));
    expect(engine.plays).toEqual([]);
  });
});
