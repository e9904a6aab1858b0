/**
 * The audio engine: the only file that touches howler. howler is imported on first need, so a page
 * that never plays a sound never downloads it, and the library's own code stays small.
 */
import type { Howl, HowlerGlobal } from 'howler';

type HowlerModule = { Howl: typeof Howl; Howler: HowlerGlobal };
/** howler 2.2's group-level loop flag, which each new play copies (not in its public typings). */
type HowlGroupFlags = { _loop: boolean };

/** The options of one play. */
export type PlayOptions = { volume: number; rate: number; loop: boolean };

/** A decoded sound that can be played many times at once; each play has its own id. */
export type EngineSound = {
  play: (options: PlayOptions) => number;
  pause: (id: number) => void;
  resume: (id: number) => void;
  stop: (id: number) => void;
  /** Called when a play ends by itself (for a loop: at every turn, so loops must ignore it). */
  onEnd: (listener: (id: number) => void) => void;
  unload: () => void;
};

let howlerModule: Promise<HowlerModule> | undefined;
let loadedHowler: HowlerModule | undefined;

function loadHowler(): Promise<HowlerModule> {
  howlerModule ??= import('howler').then((module: unknown) => {
    // howler is CommonJS: bundlers expose its exports either directly or as `default`.
    const exports = module as Partial<HowlerModule> & { default?: HowlerModule };
    loadedHowler = exports.Howl && exports.Howler ? (exports as HowlerModule) : exports.default;
    if (!loadedHowler) throw new Error('howler did not load');
    return loadedHowler;
  });
  return howlerModule;
}

/** Starts downloading howler (no audio context is created until a sound is decoded). */
export function warmUpEngine(): void {
  loadHowler().catch(() => undefined); // a failure surfaces when a sound is decoded
}

function wrap(howl: Howl): EngineSound {
  howl.on('playerror', (_id, error) => console.error('Error playing sound', error));
  return {
    play: ({ volume, rate, loop }) => {
      // howl.loop(true, id) on a started play stops and restarts it; a new play takes the group's loop
      // flag when it is created, so the flag is set for just this call and the loop starts as one.
      const group = howl as unknown as HowlGroupFlags;
      const groupLoop = group._loop;
      group._loop = loop;
      const id = howl.play();
      group._loop = groupLoop;
      howl.volume(volume, id);
      howl.rate(rate, id);
      return id;
    },
    pause: (id) => void howl.pause(id),
    resume: (id) => void howl.play(id),
    stop: (id) => void howl.stop(id),
    onEnd: (listener) => void howl.on('end', listener),
    unload: () => howl.unload(),
  };
}

/**
 * Decodes a sound from a URL (an object URL of the fetched file). Web Audio buffers give instant starts
 * and gapless loops; `streaming` (html5 audio) is only for very long custom sources.
 * Rejects with howler's own message, e.g. 'Decoding audio data failed.'.
 */
export async function createEngineSound(src: string, streaming: boolean): Promise<EngineSound> {
  const { Howl } = await loadHowler();
  return new Promise((resolve, reject) => {
    const howl: Howl = new Howl({
      src: [src],
      format: ['mp3'],
      html5: streaming,
      onload: () => resolve(wrap(howl)),
      onloaderror: (_id, error) => {
        howl.unload();
        reject(new Error(typeof error === 'string' ? error : 'Decoding audio data failed'));
      },
    });
  });
}

/** The running state of the engine's audio context, when the engine has been loaded. */
export function audioContextState(): AudioContextState | undefined {
  return loadedHowler?.Howler.ctx?.state;
}

/** Resumes a suspended audio context (call inside a user gesture). No-op before the engine loads. */
export async function resumeAudioContext(): Promise<void> {
  const context = loadedHowler?.Howler.ctx;
  if (context && context.state === 'suspended') await context.resume();
}
