/**
 * react-sfx/synth: the catalogue's sounds rendered on the visitor's device from their recipes (the same
 * code that makes the catalogue's files at build time), so a sound plays without its file: offline on a
 * first visit, through a failing CDN, or with no audio request at all. This entry is small; the recipes,
 * the DSP and the mastering load when the first sound is rendered.
 *
 *   import { deviceSynth } from 'react-sfx/synth';
 *   <SoundProvider synth={deviceSynth('always')}>…</SoundProvider>
 */
import { RENDERED_SOUND_PREFIX } from './soundAddress.ts';
import type { LibrarySoundName, SoundSynth, SynthMode } from './types.ts';
import type * as Renderer from './synth/renderOnDevice.ts';
import type { RenderReply, RenderRequest } from './synth/renderWorker.ts';

export type { SoundSynth, SynthMode } from './types.ts';

/** The sample rate of rendered sounds, the catalogue's: 44.1 kHz, mono. */
export const SYNTH_SAMPLE_RATE = 44_100;

let renderer: Promise<typeof Renderer> | undefined;

/** The recipes, DSP and mastering on the page: loaded on the first render there, once; a failed load is tried again on the next. */
function loadRenderer(): Promise<typeof Renderer> {
  renderer ??= import('./synth/renderOnDevice.ts').catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A render's own error, as the worker reported it: a RangeError stays one. */
const revive = ({ name, message }: { name: string; message: string }) => new ({ RangeError, TypeError }[name] ?? Error)(message);

/** What a render gives: its samples' bytes, or the file as the player takes it (a 16-bit WAV as a data: URL or a Blob). */
type Form = RenderRequest['as'];
type File<F extends Form> = F extends 'bytes' ? ArrayBuffer : string | Blob;

/** The worker's answer to one request, or its failure; `name` is the sound it renders, `as` in what form, `start` how much of a loop's start (all of it when undefined). */
type Job = { name: string; as: Form; start?: number; settle: (reply: RenderReply | Error) => void };
/** The render worker, the requests it has yet to answer (in the order it takes them) and whether it has started. */
type Thread = { worker: Worker; jobs: Map<number, Job>; started?: boolean };

/** A worker that did not start: the page renders instead. */
class NoWorker extends Error {}

let thread: Thread | undefined;
/** Set where no render worker can start (none in this environment, a CSP that refuses it, its script failed): the page renders from then on. */
let workerless = typeof Worker === 'undefined';
let lastJob = 0;

/**
 * Starts the render worker. A worker that fails before it is ready did not start: its requests go to the page.
 * One that fails while rendering crashed: that render fails, with the reason, and the requests waiting behind
 * it go to a new worker.
 */
function startThread(): Thread {
  const started: Thread = { worker: new Worker(new URL('./synth/renderWorker.ts', import.meta.url), { type: 'module' }), jobs: new Map() };
  started.worker.onmessage = ({ data }: MessageEvent<RenderReply>) => {
    if ('ready' in data) started.started = true;
    else {
      started.jobs.get(data.id)?.settle(data);
      started.jobs.delete(data.id);
    }
  };
  started.worker.onerror = started.worker.onmessageerror = (event: Event) => {
    event.preventDefault();
    started.worker.terminate();
    if (thread === started) thread = undefined;
    workerless ||= !started.started;
    const reason = (event as Partial<ErrorEvent>).message;
    let first = true;
    for (const { name, as, start, settle } of started.jobs.values()) {
      if (!started.started) settle(new NoWorker(reason || 'its script did not load'));
      else if (first) settle(new Error(`react-sfx/synth's render worker crashed while rendering "${name}"${reason ? `: ${reason}` : ''}`));
      else inWorker(name, as, undefined, start).then((file) => settle({ id: 0, file }), settle);
      first = false;
    }
    started.jobs.clear();
  };
  return started;
}

/** The render worker, started if it has not been; throws NoWorker where none can start. */
function currentThread(): Thread {
  try {
    return (thread ??= startThread());
  } catch (error) {
    workerless = true; // refused at once (a CSP, a browser without module workers)
    throw new NoWorker(messageOf(error));
  }
}

/** A WAV file of the sound rendered in the worker. An aborted request is forgotten, not stopped: the worker renders one at a time. */
function inWorker<F extends Form>(name: string, as: F, signal?: AbortSignal, start?: number): Promise<File<F>> {
  return new Promise((resolve, reject) => {
    const current = currentThread();
    const id = ++lastJob;
    const job: Job = {
      name,
      as,
      start,
      settle: (reply) => {
        signal?.removeEventListener('abort', abort);
        if (reply instanceof Error) reject(reply);
        else if ('file' in reply) resolve(reply.file as File<F>);
        else if ('error' in reply) reject(revive(reply.error));
      },
    };
    const abort = () => {
      job.settle = () => {};
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    current.jobs.set(id, job);
    current.worker.postMessage({ id, name, as, start } satisfies RenderRequest);
  });
}

/**
 * A sound (or, with `start`, that many seconds of a loop's start) rendered as a WAV file, in the form asked
 * for: in the render worker, or on the page where no worker can start. When the worker cannot start and the
 * page's render fails too, the error names both.
 */
async function renderFile<F extends Form>(name: string, as: F, signal?: AbortSignal, start?: number): Promise<File<F>> {
  let noWorker: NoWorker | undefined;
  if (!workerless) {
    try {
      return await inWorker(name, as, signal, start);
    } catch (error) {
      if (!(error instanceof NoWorker)) throw error;
      noWorker = error;
    }
  }
  try {
    const renderer = await loadRenderer();
    signal?.throwIfAborted();
    return renderer.renderFile(name, start, as) as File<F>;
  } catch (error) {
    if (!noWorker || signal?.aborted) throw error;
    throw new Error(`react-sfx/synth's render worker could not start (${noWorker.message}), and rendering "${name}" on the page failed: ${messageOf(error)}`, { cause: error });
  }
}

/** Starts the render worker (which loads the renderer and warms up), or loads the renderer on the page where no worker can start. */
async function prepare(): Promise<void> {
  try {
    if (!workerless) currentThread();
  } catch {
    // no worker here: the page renders
  }
  if (workerless) await loadRenderer().catch(() => undefined);
}

/**
 * A source of catalogue sounds rendered on the device, for `createSoundRuntime({ synth })` or
 * `<SoundProvider synth>`. `'fallback'` (the default) plays the files and renders a sound only when its
 * file cannot be fetched; `'always'` renders every catalogue sound and makes no audio request. Sounds
 * render in a Web Worker, off the page's main thread, or on the page where no worker can start.
 */
export function deviceSynth(mode: SynthMode = 'fallback'): SoundSynth {
  if (mode !== 'fallback' && mode !== 'always' && mode !== 'short') throw new TypeError(`deviceSynth: mode must be 'fallback', 'always' or 'short', got ${String(mode)}`);
  return { mode, render: (name, signal) => renderFile(name, 'playable', signal), renderStart: (name, seconds, signal) => renderFile(name, 'playable', signal, seconds), prepare };
}

/** How customSound reshapes a catalogue sound: the Sound Studio's controls, with their defaults. */
export type CustomSoundSettings = {
  /** Semitones up or down, -12 to 12 in steps of 1. @defaultValue 0 */
  pitch?: number;
  /** Times the sound's length, 0.5 to 2 in steps of 0.05 (pitch unchanged). @defaultValue 1 */
  length?: number;
  /** A tilt of the spectrum in dB, -24 (darker) to 24 (brighter) in steps of 1. @defaultValue 0 */
  brightness?: number;
  /** 0 is the catalogue's own take; 1 to 9999 are other takes of a sound that uses randomness. @defaultValue 0 */
  seed?: number;
};

/**
 * A catalogue sound reshaped as in the Sound Studio, to pass to useSound or playSound:
 * `useSound(customSound('ui/copy', { pitch: 3, length: 1.2 }))` plays exactly what the studio exports for
 * those settings, rendered on the device, with no file to host. It needs a runtime given a synth
 * (`<SoundProvider synth={deviceSynth()}>`). Settings outside their ranges or off their steps make the
 * sound's load fail with a RangeError that says which (in useSound's `error`).
 */
export function customSound(name: LibrarySoundName, { pitch = 0, length = 1, brightness = 0, seed = 0 }: CustomSoundSettings = {}): string {
  return `${RENDERED_SOUND_PREFIX}${name}?pitch=${pitch}&length=${length}&brightness=${brightness}&seed=${seed}`;
}

/**
 * The mastered samples of a catalogue sound: mono at SYNTH_SAMPLE_RATE, sample for sample what the build
 * encodes into the sound's MP3. Rejects for a name that is not a catalogue sound.
 */
export async function renderSoundSamples(name: LibrarySoundName): Promise<Float32Array> {
  return new Float32Array(await renderFile(name, 'bytes'));
}
