import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CDN_BASE } from '../../../msw/handlers.ts';
import { startMockServer } from '../../../msw/server.ts';
import { newSfx, render, renderHook, type SfxModule } from '../../../utils/sfxRuntime.tsx';
import { stubObjectUrls } from '../../../utils/objectUrls.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

let sfx: SfxModule;

beforeEach(async () => {
  engine.reset();
  engine.contextState = 'suspended';
  sfx = newSfx();
});

afterEach(() => {
  // Each runtime installs its own listeners on the one shared document, as a page loading the
  // library would; a gesture removes them, so the next test starts from a page with none.
  fireEvent.click(document.body);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function page() {
  return (
    <sfx.SoundProvider>
      <button type="button">Go</button>
      <label>
        Name <input />
      </label>
    </sfx.SoundProvider>
  );
}

describe('audio unlock', () => {
  it('does nothing before the first gesture', () => {
    render(page());

    expect(engine.resumeCalls).toBe(0);
  });

  it('resumes the audio context on the first click, and only then', async () => {
    const user = userEvent.setup();
    render(page());

    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(engine.resumeCalls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Go' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    fireEvent.touchStart(document.body);
    expect(engine.resumeCalls).toBe(1);
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a click', () => fireEvent.click(document.body)],
  ])('resumes it on %s', (_gesture, gesture) => {
    render(page());

    gesture();
    gesture();

    expect(engine.resumeCalls).toBe(1);
  });

  it("waits for a touch's end where the browser gives the page its activation only then", () => {
    const userActivation = { hasBeenActive: false, isActive: false };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { userActivation }));
    render(page());

    fireEvent.touchStart(document.body);
    expect(engine.resumeCalls).toBe(0);

    Object.assign(userActivation, { hasBeenActive: true, isActive: true });
    fireEvent.touchEnd(document.body);
    fireEvent.click(document.body);
    expect(engine.resumeCalls).toBe(1);
  });

  it('is installed by the first load of a sound too, without a SoundProvider', async () => {
    stubObjectUrls();
    sfx.setCDNUrl(CDN_BASE);
    await sfx.preloadSounds(['ui/copy']);

    fireEvent.keyDown(document.body, { key: 'Enter' });

    expect(engine.resumeCalls).toBe(1);
  });

  it("logs 'Failed to unlock audio context' when resuming fails", async () => {
    const failure = new Error('The AudioContext was not allowed to start.');
    engine.resumeError = failure;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(page());

    fireEvent.click(document.body);

    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to unlock audio context', failure));
    expect(engine.resumeCalls).toBe(1);
  });
});

describe('checkAudioPermission', () => {
  it("is 'unavailable' without Web Audio", async () => {
    expect(window.AudioContext).toBeUndefined();

    await expect(sfx.checkAudioPermission()).resolves.toBe('unavailable');
  });

  it("is 'prompt' before the first gesture, and 'granted' once the context runs", async () => {
    vi.stubGlobal('AudioContext', vi.fn()); // only its presence matters
    // A browser that tells: no gesture yet (jsdom's click does not change it: the test does, as a browser's would).
    const userActivation = { hasBeenActive: false, isActive: false };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { userActivation }));
    engine.contextState = 'suspended';
    const { result } = renderHook(() => sfx.useSound('ui/copy', { lazy: true }), { wrapper: sfx.SoundProvider });

    // A Promise, as react-sounds' is: `checkAudioPermission().then(…)` is the usual call.
    expect(sfx.checkAudioPermission()).toBeInstanceOf(Promise);
    await expect(sfx.checkAudioPermission()).resolves.toBe('prompt');
    await expect(result.current.checkPermission()).resolves.toBe('prompt');

    userActivation.isActive = true;
    fireEvent.click(document.body);

    await waitFor(() => expect(sfx.checkAudioPermission()).resolves.toBe('granted'));
    await expect(result.current.checkPermission()).resolves.toBe('granted');
  });

  it("is 'granted' once the visitor has interacted with the page", async () => {
    vi.stubGlobal('AudioContext', vi.fn()); // only its presence matters
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { userActivation: { hasBeenActive: true, isActive: false } }));

    await expect(sfx.checkAudioPermission()).resolves.toBe('granted');
  });

  it("is 'granted' where the browser cannot tell (no navigator.userActivation): audio may start there", async () => {
    vi.stubGlobal('AudioContext', vi.fn()); // only its presence matters
    expect('userActivation' in navigator).toBe(false); // jsdom, like Firefox before 120

    await expect(sfx.checkAudioPermission()).resolves.toBe('granted');
  });
});
