// @vitest-environment node
/**
 * react-sfx/synth renders in a Web Worker where one starts, on the page where none can, and says which failed
 * when one does. Node has no Worker: each test gives the module a stand-in that runs the real worker script
 * (src/sfx/synth/renderWorker.ts) in this thread, with the events a browser fires: `error` before `ready` when
 * the script cannot load, `error` after it when the worker dies.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { as16Bit, fileBytes, wavSamples, withBase64 } from '../../../utils/renderedFiles.ts';

type Listener = ((event: { data: unknown }) => void) | null;
type Fault = 'cannot-load' | 'refused' | 'crash' | 'none';

/** What each stand-in worker was asked, and how it is to fail. */
const world = { fault: 'none' as Fault, started: 0, asked: [] as string[] };

/** A worker in this thread: the real worker script runs against a scope of its own, replies come a task later. */
class StandInWorker {
  onmessage: Listener = null;
  onerror: ((event: Partial<ErrorEvent> & { preventDefault(): void }) => void) | null = null;
  onmessageerror: unknown = null;
  private scope: { onmessage: Listener; postMessage: (data: unknown) => void } = { onmessage: null, postMessage: (data) => setTimeout(() => this.onmessage?.({ data })) };
  private loaded: Promise<void>;
  private dead = false;

  constructor(url: URL, options: { type: string }) {
    if (world.fault === 'refused') throw new DOMException("Refused to create a worker: it violates the Content Security Policy directive \"worker-src 'none'\"", 'SecurityError');
    expect(String(url)).toMatch(/renderWorker\.ts$/);
    expect(options.type).toBe('module');
    world.started += 1;
    this.loaded = this.load();
  }

  private async load() {
    if (world.fault === 'cannot-load') {
      setTimeout(() => this.fail(''));
      return;
    }
    vi.stubGlobal('self', this.scope);
    vi.resetModules(); // each worker runs the script afresh
    await import('../../../../src/sfx/synth/renderWorker.ts');
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', StandInWorker);
  }

  private fail(message: string) {
    if (!this.dead) this.onerror?.({ message, preventDefault() {} });
  }

  postMessage(data: { id: number; name: string }) {
    world.asked.push(data.name);
    void this.loaded.then(() =>
      setTimeout(() => {
        if (this.dead) return;
        if (world.fault === 'crash') this.fail('Uncaught RangeError: Array buffer allocation failed');
        else this.scope.onmessage?.({ data });
      }),
    );
  }

  terminate() {
    this.dead = true;
  }
}

async function synthWith(fault: Fault) {
  Object.assign(world, { fault, started: 0, asked: [] });
  vi.stubGlobal('Worker', StandInWorker);
  vi.resetModules();
  return import('../../../../src/sfx/synth.ts');
}

afterEach(() => vi.unstubAllGlobals());

/** The size of a rendered file, data: URL or Blob. */
const wavBytes = async (file: Promise<Blob | string>) => (await fileBytes(await file)).byteLength;

describe('react-sfx/synth with a render worker', () => {
  it('renders in the worker, sample for sample what the page renders', async () => {
    const { renderSoundSamples } = await synthWith('none');
    const inWorker = await renderSoundSamples('ui/copy');
    expect(world.asked).toEqual(['ui/copy']);
    const { renderSamples } = await import('../../../../src/sfx/synth/renderOnDevice.ts');
    expect(inWorker).toEqual(renderSamples('ui/copy'));
    expect(world.started).toBe(1);
  });

  it("keeps a render's own error: an unknown name, a customSound's setting out of range (still a RangeError)", async () => {
    const { customSound, deviceSynth } = await synthWith('none');
    const synth = deviceSynth('always');
    await expect(synth.render('ui/nope')).rejects.toThrow('react-sfx/synth cannot render "ui/nope": it is not a catalogue sound');
    await expect(synth.render(customSound('ui/copy', { pitch: 99 }))).rejects.toThrow(new RangeError('customSound: pitch must be from -12 to 12 in steps of 1, got 99'));
    expect(await wavBytes(synth.render('ui/copy'))).toBeGreaterThan(44);
    expect(world.started).toBe(1);
  });

  it('renders on the page when the worker cannot start, and does not try again', async () => {
    const { deviceSynth } = await synthWith('cannot-load');
    const synth = deviceSynth('always');
    const [copy, coin] = await Promise.all([wavBytes(synth.render('ui/copy')), wavBytes(synth.render('game/coin'))]);
    expect([copy, coin].every((size) => size > 44)).toBe(true);
    await synth.render('ui/blocked');
    expect(world.started).toBe(1);
  });

  it('names both failures when the worker cannot start and the page cannot load the renderer either', async () => {
    vi.doMock('../../../../src/sfx/synth/renderOnDevice.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { deviceSynth } = await synthWith('cannot-load');
      await expect(deviceSynth('always').render('ui/copy')).rejects.toThrow(
        /^react-sfx\/synth's render worker could not start \(its script did not load\), and rendering "ui\/copy" on the page failed: ./, // (vitest wraps the module's error)
      );
    } finally {
      vi.doUnmock('../../../../src/sfx/synth/renderOnDevice.ts');
    }
  });

  it('renders on the page when a CSP refuses the worker', async () => {
    const { deviceSynth } = await synthWith('refused');
    expect(await wavBytes(deviceSynth('always').render('ui/copy'))).toBeGreaterThan(44);
  });

  it('fails the render a crash interrupts, with the reason, and renders the next in a new worker', async () => {
    const { deviceSynth } = await synthWith('crash');
    const synth = deviceSynth('always');
    const crashed = synth.render('ui/copy');
    const queued = synth.render('game/coin');
    await expect(crashed).rejects.toThrow(`react-sfx/synth's render worker crashed while rendering "ui/copy": Uncaught RangeError: Array buffer allocation failed`);
    world.fault = 'none';
    expect(await wavBytes(queued)).toBeGreaterThan(44); // waiting behind the crash: taken by a new worker
    expect(world.started).toBe(2);
    expect(await wavBytes(synth.render('ui/blocked'))).toBeGreaterThan(44);
    expect(world.started).toBe(2);
  });

  it('forgets a render given up (an unmount): it neither resolves nor blocks the next', async () => {
    const { deviceSynth } = await synthWith('none');
    const synth = deviceSynth('always');
    const giveUp = new AbortController();
    const abandoned = synth.render('ambient/rain', giveUp.signal);
    giveUp.abort(new DOMException('gone', 'AbortError'));
    await expect(abandoned).rejects.toThrow('gone');
    expect(await wavBytes(synth.render('ui/copy'))).toBeGreaterThan(44);
  });

  it('hands a short sound to the player as a data: URL and a 22 s bed as a Blob, both made in the worker', async () => {
    // Browsers encode base64 natively (Chromium 140, Firefox 133, Safari 18.2); Node 20 does not.
    const withoutBase64 = withBase64();
    const { deviceSynth } = await synthWith('none');
    const synth = deviceSynth('always');
    const [copy, rain] = await Promise.all([synth.render('ui/copy'), synth.render('ambient/rain')]).finally(withoutBase64);
    expect(copy).toMatch(/^data:audio\/wav;base64,UklGR/); // "RIFF"
    expect(rain).toBeInstanceOf(Blob);
    expect((rain as Blob).type).toBe('audio/wav');
    expect(world.asked).toEqual(['ui/copy', 'ambient/rain']);
  });

  it("renders a loop's start in the worker, the whole's first samples, still a start when a crash moves it to a new worker", async () => {
    const withoutBase64 = withBase64();
    try {
      const { deviceSynth, renderSoundSamples } = await synthWith('crash');
      const synth = deviceSynth('always');
      const crashed = synth.render('ui/copy');
      const queued = synth.renderStart?.('ambient/wind', 0.5);
      await expect(crashed).rejects.toThrow('crashed');
      world.fault = 'none';
      const start = wavSamples(await fileBytes((await queued) ?? '')).samples;
      const whole = Int16Array.from(await renderSoundSamples('ambient/wind'), as16Bit);
      expect(start).toEqual(whole.subarray(0, 22_050));
      expect(world.started).toBe(2);
    } finally {
      withoutBase64();
    }
  });

  it('hands every sound over as a Blob where the engine has no base64 encoder of its own', async () => {
    const { deviceSynth } = await synthWith('none');
    const copy = await deviceSynth('always').render('ui/copy');
    expect(copy).toBeInstanceOf(Blob);
    expect(await wavBytes(Promise.resolve(copy))).toBeGreaterThan(44);
  });

  it('gets ready ahead of the first render: prepare starts the worker, and the render uses it', async () => {
    const { deviceSynth } = await synthWith('none');
    const synth = deviceSynth('always');
    await synth.prepare?.();
    expect([world.started, world.asked.length]).toEqual([1, 0]);
    expect(await wavBytes(synth.render('ui/copy'))).toBeGreaterThan(44);
    expect(world.started).toBe(1);
  });

  it('gets ready on the page where the worker cannot start: prepare resolves, and sounds render', async () => {
    const { deviceSynth } = await synthWith('cannot-load');
    const synth = deviceSynth('always');
    await expect(synth.prepare?.()).resolves.toBeUndefined();
    expect(await wavBytes(synth.render('ui/copy'))).toBeGreaterThan(44);
    expect(world.started).toBe(1);
  });
});
