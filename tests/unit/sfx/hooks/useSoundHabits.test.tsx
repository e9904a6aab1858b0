/**
 * use-sound's habits, kept by useSound (issue 23): `play`, `stop` and `pause` as event handlers, a sprite
 * id for stop and pause, `duration` known before the first click, live volume and rate, a play while sounds
 * are off (`forceSoundEnabled`), and the Howl as `sound`.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { CDN_BASE } from '../../../msw/handlers.ts';
import { server, startMockServer } from '../../../msw/server.ts';
import { render, renderHook, runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const COPY = 'ui/copy';
const SPRITE = { click: [0, 120], tail: [120, 300] } as const;

let sfx: SfxModule;

runtimePerTest(engine, (loaded) => {
  sfx = loaded;
});

type HookOptions = Parameters<SfxModule['useSound']>[1];

async function renderLoaded(options?: HookOptions) {
  const hook = renderHook((props: HookOptions) => sfx.useSound(COPY, props), { initialProps: options });
  await waitFor(() => expect(hook.result.current.isLoaded).toBe(true));
  return hook;
}

describe('play, stop and pause as event handlers (use-sound: onClick={play})', () => {
  function Player() {
    const { play, stop, pause, isPlaying } = sfx.useSound(COPY, { volume: 0.4, loop: true });
    return (
      <>
        <button type="button" onClick={play}>
          Play
        </button>
        <button type="button" onClick={pause}>
          Pause
        </button>
        <button type="button" onClick={stop}>
          Stop
        </button>
        <p>{isPlaying ? 'playing' : 'silent'}</p>
      </>
    );
  }

  it("plays with the hook's options: the click is not taken for play options or a sprite id", async () => {
    render(<Player />);

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByText('playing');
    expect(engine.plays.map((play) => play.options)).toEqual([{ volume: 0.4, rate: 1, loop: true, pan: 0, sprite: undefined }]);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(engine.plays[0]?.state).toBe('paused');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(engine.plays).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));

    expect(engine.plays.map((play) => play.state)).toEqual(['stopped', 'stopped']);
    await screen.findByText('silent');
  });

  it('ignores a DOM event too, such as one passed on by addEventListener', async () => {
    const { result } = await renderLoaded();

    await act(async () => void result.current.play(new MouseEvent('click')));

    expect(engine.plays.map((play) => play.options.volume)).toEqual([1]);
  });
});

describe('stop(id), pause(id) and resume(id) with a sprite segment', () => {
  it('act on the plays of that segment only', async () => {
    const { result } = await renderLoaded({ sprite: SPRITE, loop: true });
    await act(async () => {
      await result.current.play({ id: 'click' });
      await result.current.play({ id: 'tail' });
    });
    const [click, tail] = engine.plays;

    act(() => result.current.pause('tail'));
    expect([click?.state, tail?.state]).toEqual(['playing', 'paused']);
    act(() => result.current.resume('tail'));
    expect([click?.state, tail?.state]).toEqual(['playing', 'playing']);

    act(() => result.current.stop('click'));
    expect([click?.state, tail?.state]).toEqual(['stopped', 'playing']);
    expect(result.current.isPlaying).toBe(true);
    act(() => result.current.stop());
    expect(tail?.state).toBe('stopped');
  });

  it('cancels a play of that segment still waiting for its sprite copy, and not the others', async () => {
    const { result } = await renderLoaded({ sprite: SPRITE });

    await act(async () => {
      const plays = Promise.all([result.current.play({ id: 'click' }), result.current.play({ id: 'tail' })]);
      result.current.stop('click');
      await waitFor(() => expect(engine.plays).toHaveLength(1));
      engine.end(engine.plays[0]?.id ?? -1);
      await plays;
    });

    expect(engine.plays.map((play) => play.options.sprite)).toEqual(['120:300']); // tail's segment
  });
});

describe('duration', () => {
  it("is a built-in sound's catalogue duration as soon as its load starts, before the file arrives", async () => {
    server.use(http.get(`${CDN_BASE}/*`, () => delay('infinite')));

    const { result } = renderHook(() => sfx.useSound(COPY));

    await waitFor(() => expect(result.current.duration).toBe(soundCatalogue[COPY].duration));
    expect(result.current.isLoaded).toBe(false);
  });

  describe('before the first gesture', () => {
    const activation = { hasBeenActive: false, isActive: false };
    const Audio = globalThis.Audio;

    beforeEach(() => {
      Object.defineProperty(navigator, 'userActivation', { configurable: true, value: activation });
    });

    afterEach(() => {
      Reflect.deleteProperty(navigator, 'userActivation');
      globalThis.Audio = Audio;
      fireEvent.click(document.body); // removes this runtime's gesture listeners
    });

    it("is a built-in sound's once it is loaded, though it decodes only at the gesture", async () => {
      const { result } = renderHook(() => sfx.useSound(COPY));

      await waitFor(() => expect(result.current.isLoaded).toBe(true));

      expect(result.current.duration).toBe(soundCatalogue[COPY].duration);
      expect(engine.decodes).toEqual([]);
    });

    it("is a custom sound's from its file's metadata, read without an audio context", async () => {
      const probed: string[] = [];
      // A media element that reads a file's metadata (jsdom's loads nothing).
      globalThis.Audio = class {
        preload = 'auto';
        duration = Number.NaN;
        onloadedmetadata: (() => void) | null = null;
        set src(url: string) {
          probed.push(url);
          setTimeout(() => {
            this.duration = 2.25;
            this.onloadedmetadata?.();
          });
        }
        removeAttribute() {}
        load() {}
      } as unknown as typeof Audio;
      const url = 'http://127.0.0.1:9/my-app/jingle.mp3';
      server.use(http.get(url, () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/mpeg' } })));

      const { result } = renderHook(() => sfx.useSound(url));

      await waitFor(() => expect(result.current.duration).toBe(2.25));
      expect(probed).toEqual([expect.stringMatching(/^blob:/)]);
      expect(engine.decodes).toEqual([]);
    });
  });
});

describe('volume and rate on the hook', () => {
  it("reach this hook's plays at once, paused ones too, and leave other hooks' plays alone", async () => {
    const hook = await renderLoaded({ volume: 0.8, loop: true });
    const other = await renderLoaded({ volume: 0.8, loop: true });
    await act(async () => {
      await hook.result.current.play();
      await hook.result.current.play();
      await other.result.current.play();
    });
    act(() => hook.result.current.pause());
    const [first, second] = engine.plays.map((play) => play.id);

    hook.rerender({ volume: 0.3, rate: 1.5, loop: true });

    expect(engine.calls.filter((call) => call.action === 'adjust')).toEqual([
      { action: 'adjust', id: first, volume: 0.3, rate: 1.5 },
      { action: 'adjust', id: second, volume: 0.3, rate: 1.5 },
    ]);
  });

  it('leave the plays as they are when the new value is out of range; the next play() says why', async () => {
    const hook = await renderLoaded({ loop: true });
    await act(() => hook.result.current.play());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    hook.rerender({ volume: 4, loop: true });

    expect(engine.calls.filter((call) => call.action === 'adjust')).toEqual([]);
    await act(() => expect(hook.result.current.play()).rejects.toThrow(new RangeError('volume must be between 0 and 1, got 4')));
  });
});

describe('forceSoundEnabled: a play while sounds are off (an on/off switch\'s own click)', () => {
  it('plays once through the global switch and the hook\'s soundEnabled, and only that play', async () => {
    const { result } = await renderLoaded({ soundEnabled: false });
    act(() => sfx.setSoundEnabled(false));

    await act(() => result.current.play());
    expect(engine.plays).toEqual([]);

    await act(async () => void result.current.play({ forceSoundEnabled: true }));
    expect(engine.plays).toHaveLength(1);
    await act(() => result.current.play());
    expect(engine.plays).toHaveLength(1);
  });

  it('works for playSound too, loading the sound first', async () => {
    sfx.setSoundEnabled(false);

    await sfx.playSound('ui/toggle_off', { forceSoundEnabled: true });

    expect(engine.plays).toHaveLength(1);
  });
});

describe('sound: the Howl', () => {
  it('is null until the sound has decoded, then the Howl every user of the sound shares', async () => {
    const first = renderHook(() => sfx.useSound(COPY, { lazy: true }));
    expect(first.result.current.sound).toBeNull();

    await act(() => first.result.current.load());
    const second = renderHook(() => sfx.useSound(COPY));

    expect(first.result.current.sound).toEqual(expect.objectContaining({ fake: 'howl' }));
    expect(second.result.current.sound).toBe(first.result.current.sound);
  });
});

describe('a custom sound whose address answers a page instead of audio', () => {
  it('fails with the spec\'s "Failed to load custom sound", in the hook\'s error and onError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = '/my-app/sounds/typo.mp3';
    server.use(http.get(url, () => HttpResponse.html('<!doctype html><div id="root"></div>')));
    const onError = vi.fn();

    function Status() {
      const { error } = sfx.useSound(url, { onError });
      return <p>{error?.message ?? 'no error'}</p>;
    }
    render(<Status />);

    await screen.findByText(`Failed to load custom sound "${url}"`);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(engine.decodes).toEqual([]); // refused before it reached the decoder
  });
});
