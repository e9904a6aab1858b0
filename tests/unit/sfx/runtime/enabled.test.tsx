import { act, renderHook as renderHookInDocument, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requests, startMockServer } from '../../../msw/server.ts';
import { newRuntime, newSfx, renderHook, runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const KEY = 'react-sfx-enabled';

let sfx: SfxModule;

runtimePerTest(engine, (loaded) => {
  sfx = loaded;
});

/** The library as a new page has it, after the visitor's storage was set up: a new runtime. */
async function freshPage(): Promise<SfxModule> {
  return newSfx();
}

describe('the enabled flag', () => {
  it('is true by default', () => {
    expect(sfx.isSoundEnabled()).toBe(true);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['0', true],
    ['off', true],
    ['FALSE', true],
    ['', true],
  ])('is restored from a stored %j as %s', async (stored, expected) => {
    localStorage.setItem(KEY, stored);

    const page = await freshPage();

    expect(page.isSoundEnabled()).toBe(expected);
  });

  it("is persisted as 'true' or 'false' on change, and the next page restores it", async () => {
    sfx.setSoundEnabled(false);
    expect(localStorage.getItem(KEY)).toBe('false');
    expect((await freshPage()).isSoundEnabled()).toBe(false);

    sfx.setSoundEnabled(true);
    expect(localStorage.getItem(KEY)).toBe('true');
    expect((await freshPage()).isSoundEnabled()).toBe(true);
  });

  it('works with a storage whose getItem and setItem throw', async () => {
    localStorage.setItem(KEY, 'false');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const page = await freshPage();
    const listener = vi.fn();
    page.subscribeSoundState(listener);

    expect(page.isSoundEnabled()).toBe(true);
    expect(() => page.setSoundEnabled(false)).not.toThrow();
    expect(page.isSoundEnabled()).toBe(false);
    expect(listener).toHaveBeenCalledWith(false);
  });

  it('keeps "off" through a reload when localStorage is full: a cookie holds it until storage takes it again', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn');

    sfx.setSoundEnabled(false);

    expect(localStorage.getItem(KEY)).toBeNull();
    expect(document.cookie).toContain(`${KEY}=false`);
    expect((await freshPage()).isSoundEnabled()).toBe(false);
    expect(warn).not.toHaveBeenCalled();

    setItem.mockRestore();
    const page = await freshPage();
    page.setSoundEnabled(true);
    expect(localStorage.getItem(KEY)).toBe('true');
    expect(document.cookie).not.toContain(KEY);
    expect((await freshPage()).isSoundEnabled()).toBe(true);
  });

  it('says once on the console that the choice holds for this page only when neither storage nor cookies take it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    sfx.setSoundEnabled(false);
    sfx.setSoundEnabled(true);
    sfx.setSoundEnabled(false);

    expect(sfx.isSoundEnabled()).toBe(false);
    expect(warn.mock.calls).toEqual([
      ['react-sfx: sounds off for this page only: storage refused'],
    ]);
  });

  it('works when reading localStorage itself throws (sandboxed frames)', async () => {
    localStorage.setItem(KEY, 'false');
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const page = await freshPage();

      expect(page.isSoundEnabled()).toBe(true);
      expect(() => page.setSoundEnabled(false)).not.toThrow();
      expect(page.isSoundEnabled()).toBe(false);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('tells subscribers of each change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = sfx.subscribeSoundState(listener);

    sfx.setSoundEnabled(false);
    sfx.setSoundEnabled(false);
    sfx.setSoundEnabled(true);
    unsubscribe();
    sfx.setSoundEnabled(false);

    expect(listener.mock.calls).toEqual([[false], [true]]);
  });
});

describe('other tabs (issue 25)', () => {
  const otherTabWrites = (key: string, value: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));

  it('turning sounds off in another tab turns them off here at once: the flag, its subscribers and what plays', async () => {
    const { result } = renderHook(() => sfx.useSound('ui/copy'));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => void result.current.play({ loop: true }));
    const heard = vi.fn();
    sfx.subscribeSoundState(heard);

    act(() => otherTabWrites(KEY, 'false'));

    expect(sfx.isSoundEnabled()).toBe(false);
    expect(heard).toHaveBeenCalledWith(false);
    expect(engine.playingIds()).toEqual([]);
    await act(() => result.current.play());
    expect(engine.plays).toHaveLength(1); // nothing new starts

    act(() => otherTabWrites(KEY, 'true'));
    expect(sfx.isSoundEnabled()).toBe(true);
    expect(heard.mock.calls).toEqual([[false], [true]]);
  });

  it('ignores other keys, garbage and a cleared storage', () => {
    expect(sfx.isSoundEnabled()).toBe(true);
    otherTabWrites('another-app', 'false');
    otherTabWrites(KEY, 'maybe');
    otherTabWrites(KEY, null);
    expect(sfx.isSoundEnabled()).toBe(true);
  });

  it("follows the cookie that holds the choice where localStorage refused it, through the cookie store's change event", () => {
    const cookieStore = new EventTarget();
    Object.defineProperty(globalThis, 'cookieStore', { value: cookieStore, configurable: true });
    try {
      const page = newSfx();
      expect(page.isSoundEnabled()).toBe(true);
      cookieStore.dispatchEvent(Object.assign(new Event('change'), { changed: [{ name: KEY, value: 'false' }] }));
      expect(page.isSoundEnabled()).toBe(false);
    } finally {
      Reflect.deleteProperty(globalThis, 'cookieStore');
    }
  });

  it('keeps a runtime whose choice is not remembered (storageKey false) out of it', () => {
    const page = newSfx({ storageKey: false });
    expect(page.isSoundEnabled()).toBe(true);
    otherTabWrites(KEY, 'false');
    expect(page.isSoundEnabled()).toBe(true);
  });
});

describe("a react-sounds app's visitors, after the app switched to react-sfx", () => {
  const REACT_SOUNDS_KEY = 'react-sounds-enabled';

  it.each([
    ['false', false],
    ['true', true],
  ])("keep the choice react-sounds stored (%j) while react-sfx's own key is absent", async (stored, expected) => {
    localStorage.setItem(REACT_SOUNDS_KEY, stored);

    const page = await freshPage();

    expect(page.isSoundEnabled()).toBe(expected);
    expect(localStorage.getItem(KEY)).toBeNull(); // nothing written until the visitor changes it
  });

  it("ignore a garbage value there, and let react-sfx's own key win once it is set", async () => {
    localStorage.setItem(REACT_SOUNDS_KEY, 'maybe');
    expect((await freshPage()).isSoundEnabled()).toBe(true);

    localStorage.setItem(REACT_SOUNDS_KEY, 'false');
    const page = await freshPage();
    expect(page.isSoundEnabled()).toBe(false);
    page.setSoundEnabled(true);

    expect(localStorage.getItem(KEY)).toBe('true');
    expect(localStorage.getItem(REACT_SOUNDS_KEY)).toBe('false'); // react-sfx writes only its own key
    expect((await freshPage()).isSoundEnabled()).toBe(true);
  });

  it('count as a stored preference, so initialEnabled does not override them', async () => {
    localStorage.setItem(REACT_SOUNDS_KEY, 'false');
    const runtime = newRuntime();

    const { result } = renderHookInDocument(() => sfx.useSoundEnabled(), {
      wrapper: ({ children }) => <sfx.SoundProvider runtime={runtime} initialEnabled>{children}</sfx.SoundProvider>,
    });

    expect(result.current[0]).toBe(false);
    expect(runtime.isSoundEnabled()).toBe(false);
  });

  it("apply to the library's default key only: a runtime with a key of its own starts from that", () => {
    localStorage.setItem(REACT_SOUNDS_KEY, 'false');

    expect(newSfx({ storageKey: 'my-app-sounds' }).isSoundEnabled()).toBe(true);
  });
});

describe('while sounds are disabled', () => {
  it('play does nothing: no fetch, no engine play', async () => {
    sfx.setSoundEnabled(false);
    const { result } = renderHook(() => sfx.useSound('ui/copy', { lazy: true }));

    await act(async () => {
      await sfx.playSound('ui/copy');
      await result.current.play();
    });

    expect(requests).toEqual([]);
    expect(engine.decodes).toEqual([]);
    expect(engine.plays).toEqual([]);
    expect(result.current.isPlaying).toBe(false);
  });

  it('a play waiting for its sound does not start if sounds are turned off meanwhile', async () => {
    const playing = sfx.playSound('ui/copy');
    sfx.setSoundEnabled(false);

    await playing;

    expect(engine.plays).toEqual([]);
  });

  it('turning sounds off pauses everything playing', async () => {
    const { result } = renderHook(() => sfx.useSound('ambient/rain'));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => void result.current.play({ loop: true, pan: 0 }));
    await act(() => sfx.playSound('ui/copy'));
    const [rain, copy] = engine.plays.map((play) => play.id);

    act(() => sfx.setSoundEnabled(false));

    expect(engine.calls).toEqual(expect.arrayContaining([{ action: 'pause', id: rain }, { action: 'pause', id: copy }]));
    expect(engine.calls).toHaveLength(2);
    expect(engine.playingIds()).toEqual([]);
    expect(result.current.isPlaying).toBe(false);
  });

  it('resume does nothing until sounds are on again', async () => {
    const { result } = renderHook(() => sfx.useSound('ambient/rain'));
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => void result.current.play({ loop: true, pan: 0 }));
    act(() => sfx.setSoundEnabled(false));

    act(() => result.current.resume());
    expect(engine.playingIds()).toEqual([]);

    act(() => sfx.setSoundEnabled(true));
    act(() => result.current.resume());
    expect(engine.playingIds()).toEqual([engine.plays[0].id]);
    expect(result.current.isPlaying).toBe(true);
  });
});
