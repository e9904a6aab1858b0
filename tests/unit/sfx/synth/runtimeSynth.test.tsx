/**
 * A runtime given react-sfx/synth: 'always' plays catalogue sounds with no audio request, 'fallback' plays
 * the file and renders the sound when the file cannot be fetched; a render that fails too is one error;
 * rendering the whole catalogue holds one sound at most beyond the one playing.
 */
import { act, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SoundSynth, SynthMode } from '../../../../src/sfx/index.ts';
import { coreOf } from '../../../../src/sfx/runtime/createSoundRuntime.ts';
import { soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { customSound, deviceSynth, renderSoundSamples } from '../../../../src/sfx/synth.ts';
import { cdnUrlOf } from '../../../msw/handlers.ts';
import { requests, server, startMockServer } from '../../../msw/server.ts';
import { type ObjectUrlLog, stubObjectUrls } from '../../../utils/objectUrls.ts';
import { as16Bit, fileBytes, srcBytes, wavSamples, withBase64 } from '../../../utils/renderedFiles.ts';
import { newRuntime, renderHook, sfxOn } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

// As in today's browsers: sounds come as data: URLs, the beds (over 1 MB) as Blobs.
let withoutBase64: () => void;
beforeAll(() => {
  withoutBase64 = withBase64();
});
afterAll(() => withoutBase64());

let urls: ObjectUrlLog;

beforeEach(() => {
  engine.reset();
  localStorage.clear();
  urls = stubObjectUrls();
  return () => vi.restoreAllMocks();
});

/** The size of the file of the engine's decode number `index` (from the end when negative). */
const played = (index: number) => srcBytes(engine.decodes.at(index)?.src ?? 'none', urls);

/** The 16-bit WAV of a sound's mastered samples: a 44-byte header and 2 bytes a sample. */
const wavBytes = (seconds: number) => 44 + 2 * Math.round(seconds * 44_100);

/** Plays (a one-shot's play() resolves only when it ends) and waits until the engine has started it. */
async function startPlay(hook: { result: { current: { play: () => Promise<void> } } }) {
  await act(async () => {
    void hook.result.current.play();
  });
  await waitFor(() => expect(engine.plays).toHaveLength(1), { timeout: 15_000 }); // the first render loads the recipes
}

/** Renders once so the recipes' module is loaded: a time-out test then measures the fetch, not the first import. */
async function stubRecipesLoaded() {
  await deviceSynth('always').render('ui/copy');
}

function useCopy(synth: SoundSynth) {
  const sfx = sfxOn(newRuntime({ synth }));
  return renderHook(() => sfx.useSound('ui/copy', { lazy: true }));
}

/**
 * With the CDN answering 500 for ui/copy and a synth in `mode` whose render fails: the play rejects and the
 * hook shows one error that names both reasons; nothing plays or is held.
 */
async function failsOnceWithBothReasons(mode: SynthMode) {
  server.use(http.get(cdnUrlOf('ui/copy'), () => new HttpResponse('oops', { status: 500 })));
  const failing: SoundSynth = { mode, render: () => Promise.reject(new Error('the worker crashed')) };
  const errors: string[] = [];
  const sfx = sfxOn(newRuntime({ synth: failing }));
  sfx.subscribeSoundEvents((event) => event.type === 'error' && errors.push(event.message));
  const hook = renderHook(() => sfx.useSound('ui/copy', { lazy: true }));

  await act(() => expect(hook.result.current.play()).rejects.toThrow('rendering it on the device failed too: the worker crashed'));
  await waitFor(() =>
    expect(hook.result.current.error?.message).toBe(`Failed to fetch sound "ui/copy" from CDN (${cdnUrlOf('ui/copy')}); rendering it on the device failed too: the worker crashed`),
  );
  expect(errors).toHaveLength(1);
  expect(engine.plays).toEqual([]);
  expect(engine.liveSounds()).toBe(0);
  expect(urls.created.length).toBe(urls.revoked.length);
}

describe("a runtime with react-sfx/synth in 'always' mode", () => {
  it('plays a catalogue sound rendered on the device, with no request at all', async () => {
    const hook = useCopy(deviceSynth('always'));
    await startPlay(hook);

    expect(requests).toEqual([]);
    expect(engine.decodes).toHaveLength(1);
    expect(Math.abs(played(0) - wavBytes(soundCatalogue['ui/copy'].duration))).toBeLessThanOrEqual(2 * 441); // within 10 ms
    expect(hook.result.current.error).toBeUndefined();
  });

  it('still fetches a custom sound, which has no recipe', async () => {
    server.use(http.get('http://127.0.0.1:9/custom/beep.mp3', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/mpeg' } })));
    const sfx = sfxOn(newRuntime({ synth: deviceSynth('always') }));
    const hook = renderHook(() => sfx.useSound('http://127.0.0.1:9/custom/beep.mp3', { lazy: true }));
    await startPlay(hook);
    expect(requests.map((request) => request.url)).toEqual(['http://127.0.0.1:9/custom/beep.mp3']);
  });
});

describe("a 22 s bed rendered in 'always' mode", () => {
  /** deviceSynth('always'), noting what the runtime asks of it: a start's seconds, or 'whole'. */
  function notingSynth(asked: string[], failWhole?: Error): SoundSynth {
    const device = deviceSynth('always');
    return {
      mode: 'always',
      render: (name, signal) => {
        asked.push('whole');
        return failWhole ? Promise.reject(failWhole) : device.render(name, signal);
      },
      renderStart: (name, seconds, signal) => {
        asked.push(`${seconds} s`);
        return device.renderStart?.(name, seconds, signal) ?? Promise.reject(new Error('no renderStart'));
      },
    };
  }

  it('starts on its first 0.5 s, rendered alone, then goes on to 2 s, 8 s and the whole file, each beginning as the last', { timeout: 30_000 }, async () => {
    engine.openingPlays = true; // the opening plays while the next stretch decodes
    const asked: string[] = [];
    const sfx = sfxOn(newRuntime({ synth: notingSynth(asked) }));
    const hook = renderHook(() => sfx.useSound('ambient/rain', { lazy: true, loop: true }));
    await startPlay(hook);

    expect(asked).toEqual(['0.5 s', '2 s', '8 s', 'whole']); // in this order: the worker renders one at a time
    expect(engine.plays[0]?.src).toBe(engine.openings[0]);
    await waitFor(() => expect(engine.decodes).toHaveLength(1), { timeout: 15_000 });
    expect(engine.openings.map((src) => srcBytes(src, urls))).toEqual([wavBytes(0.5), wavBytes(2), wavBytes(8)]);
    expect(played(0)).toBe(wavBytes(22.047)); // the whole
    // Each stretch is the very start of the bed.
    const whole = Int16Array.from(await renderSoundSamples('ambient/rain'), as16Bit);
    for (const src of engine.openings) {
      const stretch = wavSamples(await fileBytes(src)).samples;
      expect(stretch.every((sample, i) => sample === whole[i])).toBe(true);
    }
    expect(requests).toEqual([]);
    expect(hook.result.current.error).toBeUndefined();
  });

  it('starts on the whole file with a synth that renders no starts', { timeout: 30_000 }, async () => {
    const device = deviceSynth('always');
    const sfx = sfxOn(newRuntime({ synth: { mode: 'always', render: device.render } }));
    const hook = renderHook(() => sfx.useSound('ambient/wind', { lazy: true, loop: true }));
    await startPlay(hook);
    expect(engine.openings).toEqual([]);
    expect(played(0)).toBe(wavBytes(22.047));
  });

  it('stops its play and shows the error once when the whole then fails to render', { timeout: 30_000 }, async () => {
    engine.openingPlays = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: string[] = [];
    const sfx = sfxOn(newRuntime({ synth: notingSynth([], new Error("react-sfx/synth's render worker crashed while rendering \"ambient/rain\"")) }));
    sfx.subscribeSoundEvents((event) => event.type === 'error' && errors.push(event.message));
    const hook = renderHook(() => sfx.useSound('ambient/rain', { lazy: true, loop: true }));
    await startPlay(hook);

    await waitFor(() => expect(hook.result.current.error?.message).toBe("react-sfx/synth's render worker crashed while rendering \"ambient/rain\""), { timeout: 15_000 });
    expect(errors).toHaveLength(1);
    expect(hook.result.current.isPlaying).toBe(false); // (the engine's opening stops itself: howlSound.ts's openingSound)
    expect(urls.created.length).toBe(urls.revoked.length);
  });
});

describe("a runtime with react-sfx/synth in 'short' mode", () => {
  it('renders a sound under 8 s with no request, and plays a bed from its file', { timeout: 30_000 }, async () => {
    const sfx = sfxOn(newRuntime({ synth: deviceSynth('short') }));
    const copy = renderHook(() => sfx.useSound('ui/copy', { lazy: true }));
    await startPlay(copy);
    expect(requests).toEqual([]);
    expect(Math.abs(played(0) - wavBytes(soundCatalogue['ui/copy'].duration))).toBeLessThanOrEqual(4);

    engine.reset();
    const rain = renderHook(() => sfx.useSound('ambient/rain', { lazy: true, loop: true }));
    await startPlay(rain);
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.url)).toEqual([cdnUrlOf('ambient/rain')]);
  });

  it('shows one error with both reasons when the render fails and the file too, and plays the file when only the render fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await failsOnceWithBothReasons('short');

    engine.reset();
    server.resetHandlers(); // the CDN serves the file again
    requests.length = 0;
    const failing: SoundSynth = { mode: 'short', render: () => Promise.reject(new Error('the worker crashed')) };
    const first = sfxOn(newRuntime({ synth: failing }));
    const fetched = renderHook(() => first.useSound('ui/copy', { lazy: true }));
    await startPlay(fetched);
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.url)).toEqual([cdnUrlOf('ui/copy')]);
    expect(played(0)).toBeLessThan(wavBytes(0.1)); // the MP3, not a WAV
    expect(fetched.result.current.error).toBeUndefined();
  });

  it('gets its code ready once the page is idle after the provider mounts, before any sound is asked for', async () => {
    const prepare = vi.fn(() => Promise.resolve());
    const { SoundProvider } = await import('../../../../src/sfx/index.ts');
    const { render } = await import('@testing-library/react');
    render(<SoundProvider runtime={newRuntime()} synth={{ mode: 'short', render: () => Promise.reject(new Error('unused')), prepare }}>{null}</SoundProvider>);
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([]);
    // The other modes leave it for the first render.
    const fallbackPrepare = vi.fn(() => Promise.resolve());
    render(<SoundProvider runtime={newRuntime()} synth={{ mode: 'fallback', render: () => Promise.reject(new Error('unused')), prepare: fallbackPrepare }}>{null}</SoundProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fallbackPrepare).not.toHaveBeenCalled();
  });
});

describe("a runtime with react-sfx/synth in 'fallback' mode", () => {
  it('plays the file when the CDN serves it, rendering nothing', async () => {
    const hook = useCopy(deviceSynth());
    await startPlay(hook);
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.url)).toEqual([cdnUrlOf('ui/copy')]);
    expect(played(0)).toBeLessThan(wavBytes(0.1)); // the MP3, not a WAV
  });

  it.each([
    ['answers 500', () => new HttpResponse('oops', { status: 500 })],
    ['answers with an HTML page', () => new HttpResponse('<!doctype html>', { headers: { 'content-type': 'text/html' } })],
    ['is unreachable', () => HttpResponse.error()],
  ])('renders the sound on the device when the CDN %s, and plays it without an error', async (_label, answer) => {
    server.use(http.get(cdnUrlOf('ui/copy'), answer));
    const errors = vi.spyOn(console, 'error');
    const hook = useCopy(deviceSynth());
    await startPlay(hook);

    expect(played(-1)).toBeGreaterThan(wavBytes(0.05));
    expect(hook.result.current.error).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders at once, asking for nothing, while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const hook = useCopy(deviceSynth());
    await startPlay(hook);
    expect(requests).toEqual([]);
  });

  it('renders the sound when the file has not come in half the load time-out, and plays it in time', async () => {
    await stubRecipesLoaded();
    server.use(http.get(cdnUrlOf('ui/copy'), async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }));
    const sfx = sfxOn(newRuntime({ synth: deviceSynth(), loadTimeout: 1_000 }));
    const hook = renderHook(() => sfx.useSound('ui/copy', { lazy: true }));
    const pressed = Date.now();
    await startPlay(hook);
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(450);
    expect(hook.result.current.error).toBeUndefined();
  });

  it('shows the error once, with both reasons, when the file fails and the render fails too; nothing plays or is held', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await failsOnceWithBothReasons('fallback');
  });
});

describe('a customSound', () => {
  it('plays through useSound, rendered on the device, with no request, in either mode', async () => {
    for (const mode of ['fallback', 'always'] as const) {
      engine.reset();
      const sfx = sfxOn(newRuntime({ synth: deviceSynth(mode) }));
      const hook = renderHook(() => sfx.useSound(customSound('ui/copy', { pitch: 3, length: 1.2 }), { lazy: true }));
      await startPlay(hook);
      expect(requests.filter((request) => request.method === 'GET')).toEqual([]);
      expect(hook.result.current.error).toBeUndefined();
      hook.unmount();
    }
  });

  it("shows a clear error in the hook's error for settings out of range, and holds nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sfx = sfxOn(newRuntime({ synth: deviceSynth() }));
    const hook = renderHook(() => sfx.useSound(customSound('ui/copy', { pitch: 99 })));
    await waitFor(() => expect(hook.result.current.error?.message).toBe('customSound: pitch must be from -12 to 12 in steps of 1, got 99'), { timeout: 15_000 });
    expect(engine.liveSounds()).toBe(0);
    expect(urls.created).toEqual([]);
  });

  it('says what is missing when the runtime has no synth', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sfx = sfxOn(newRuntime());
    const hook = renderHook(() => sfx.useSound(customSound('ui/copy')));
    await waitFor(() => expect(hook.result.current.error?.message).toMatch(/is rendered on the device: give the runtime a synth \(<SoundProvider synth=\{deviceSynth\(\)\}>, from react-sfx\/synth\)$/));
    expect(requests).toEqual([]);
  });
});

// Issue 27's memory budget: rendering the whole catalogue one sound after another (each started while the one
// before still plays, as a visitor clicking down a list) holds no more than one sound beyond what is playing:
// each render is decoded, played and given back (its Howl unloaded, its object URL revoked, the runtime's
// entry dropped) once it ends.
describe('a runtime rendering the whole catalogue', () => {
  it('renders all 72 sounds one after another holding at most one sound beyond the one playing, and nothing once they end', { timeout: 120_000 }, async () => {
    const runtime = newRuntime({ synth: deviceSynth('always') });
    const { sounds } = coreOf(runtime);
    const names = Object.keys(soundCatalogue);
    expect(names).toHaveLength(72);
    const held: number[] = [];
    let playing: number | undefined;
    for (const name of names) {
      await runtime.playSound(name); // resolves once it has started
      held.push(engine.liveSounds());
      expect(sounds.size, name).toBeLessThanOrEqual(2);
      if (playing !== undefined) engine.end(playing);
      playing = engine.plays.at(-1)?.id;
      expect(engine.liveSounds(), `${name} alone`).toBe(1);
    }
    if (playing !== undefined) engine.end(playing);

    expect(engine.plays).toHaveLength(72);
    expect(Math.max(...held)).toBe(2); // the one just started, and the one still playing
    expect(engine.liveSounds()).toBe(0);
    expect(sounds.size).toBe(0);
    expect(urls.created.length).toBeGreaterThan(0); // the beds' Blobs
    expect(urls.revoked.filter((url) => url.startsWith('blob:')).sort()).toEqual([...urls.created].sort()); // (revoking a data: URL does nothing)
    expect(requests).toEqual([]);
  });
});
