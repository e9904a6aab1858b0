/**
 * A stand-in for src/sfx/runtime/engine.ts (howler cannot run in jsdom). It implements the same exports
 * (checked by the type of `module`) and records what the runtime asks of the engine: decodes, plays with their options and ids, pause,
 * resume and stop per id, unloads, and audio-context resumes. A test ends a play or fails a decode.
 *
 * Swap it in from a test file:
 *   const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
 *   vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);
 */
import type * as Engine from '../../src/sfx/runtime/engine.ts';
import type { EngineSound, PlayOptions } from '../../src/sfx/runtime/model.ts';

export type PlayState = 'playing' | 'paused' | 'stopped' | 'ended';

export type EnginePlay = { readonly id: number; readonly src: string; readonly options: PlayOptions; state: PlayState };

export type EngineDecode = { readonly src: string; readonly streaming: boolean; readonly sprite?: Readonly<Record<string, readonly [number, number]>> };

export type EngineCall =
  | { readonly action: 'pause' | 'resume' | 'stop'; readonly id: number }
  | { readonly action: 'adjust'; readonly id: number; readonly volume: number; readonly rate: number }
  | { readonly action: 'fade'; readonly id: number; readonly from: number; readonly to: number; readonly ms: number };

/** howler's own message when Web Audio cannot decode a file. */
export const DECODE_FAILURE = 'Decoding audio data failed.';

/** Every export of the real engine: type checking fails when the engine gains one the fake lacks. */
type EngineModule = typeof Engine;

export type FakeEngine = {
  /** Every createEngineSound call, in order. */
  readonly decodes: EngineDecode[];
  /** Every play, in order, with its current state. */
  readonly plays: EnginePlay[];
  /** pause, resume and stop calls, in order. */
  readonly calls: EngineCall[];
  /** The src of every unloaded sound, in order. */
  readonly unloads: string[];
  /** How many sounds (Howls) the engine holds now: made and not unloaded. */
  liveSounds: () => number;
  /** The src of every opening asked for (a long file's first bytes; the fake plays the whole sound instead). */
  readonly openings: string[];
  /** How many times resumeAudioContext was called. */
  resumeCalls: number;
  /** How many times warmUpEngine was called (the real one starts downloading howler). */
  warmUps: number;
  /** What audioContextState reports; resumeAudioContext turns 'suspended' into 'running'. */
  contextState: AudioContextState | undefined;
  /** When set, resumeAudioContext rejects with it. */
  resumeError: Error | undefined;
  /** When true, createEngineSound rejects as howler does for a file it cannot decode. */
  failDecodes: boolean;
  /** When true, createEngineSound never settles (a decode that hangs). */
  hangDecodes: boolean;
  /**
   * When true, an opening (createEngineSound with `whole`) is a sound of its own that plays, and the whole
   * file's decode starts a task later, as howler's does; else the opening is the whole sound.
   */
  openingPlays: boolean;
  /** Ends a play as the engine would when it reaches its end (a loop keeps playing, as in howler). */
  end: (id: number) => void;
  /** The play with this id. */
  play: (id: number) => EnginePlay;
  /** The ids of the plays still playing. */
  playingIds: () => number[];
  /** Forgets everything recorded and restores the defaults. */
  reset: () => void;
  /** The module that replaces engine.ts. */
  readonly module: EngineModule;
};

export function createFakeEngine(): FakeEngine {
  const playsOfSound = new Map<number, Set<(id: number) => void>>();
  let nextId = 1000;
  const live = new Set<object>();

  function makeSound(src: string): EngineSound {
    const listeners = new Set<(id: number) => void>();
    const setState = (id: number, state: PlayState, action: 'pause' | 'resume' | 'stop') => {
      engine.calls.push({ action, id });
      const play = engine.plays.find((candidate) => candidate.id === id && candidate.src === src);
      if (play) play.state = state;
    };
    const sound: EngineSound = {
      play: (options) => {
        const id = nextId++;
        engine.plays.push({ id, src, options: { ...options }, state: 'playing' });
        playsOfSound.set(id, listeners);
        return id;
      },
      pause: (id) => setState(id, 'paused', 'pause'),
      resume: (id) => setState(id, 'playing', 'resume'),
      stop: (id) => setState(id, 'stopped', 'stop'),
      adjust: (id, volume, rate) => void engine.calls.push({ action: 'adjust', id, volume, rate }),
      fade: (id, from, to, ms) => void engine.calls.push({ action: 'fade', id, from, to, ms }),
      duration: 1.5,
      onEnd: (listener) => void listeners.add(listener),
      unload: () => {
        if (live.delete(sound)) engine.unloads.push(src);
      },
      howl: { fake: 'howl', src } as unknown as EngineSound['howl'], // what the hooks hand out as the Howl
    };
    live.add(sound);
    return sound;
  }

  const engine: FakeEngine = {
    decodes: [],
    plays: [],
    calls: [],
    unloads: [],
    openings: [],
    resumeCalls: 0,
    warmUps: 0,
    contextState: undefined,
    resumeError: undefined,
    failDecodes: false,
    hangDecodes: false,
    openingPlays: false,
    end: (id) => {
      const play = engine.play(id);
      if (!play.options.loop) play.state = 'ended';
      for (const listener of [...(playsOfSound.get(id) ?? [])]) listener(id);
    },
    play: (id) => {
      const play = engine.plays.find((candidate) => candidate.id === id);
      if (!play) throw new Error(`No engine play with id ${id}`);
      return play;
    },
    liveSounds: () => live.size,
    playingIds: () => engine.plays.filter((play) => play.state === 'playing').map((play) => play.id),
    reset: () => {
      engine.decodes.length = 0;
      engine.plays.length = 0;
      engine.calls.length = 0;
      engine.unloads.length = 0;
      engine.openings.length = 0;
      engine.resumeCalls = 0;
      engine.warmUps = 0;
      engine.contextState = undefined;
      engine.resumeError = undefined;
      engine.failDecodes = false;
      engine.hangDecodes = false;
      engine.openingPlays = false;
      playsOfSound.clear();
      live.clear();
    },
    module: {
      warmUpEngine: () => {
        engine.warmUps += 1;
      },
      createEngineSound: async (src, streaming, sprite, whole) => {
        if (whole) {
          engine.openings.push(src);
          if (!engine.openingPlays) return whole();
          setTimeout(() => void whole().catch(() => undefined), 0);
          return makeSound(src);
        }
        engine.decodes.push(sprite ? { src, streaming, sprite } : { src, streaming });
        if (engine.hangDecodes) await new Promise<never>(() => undefined);
        if (engine.failDecodes) throw new Error(DECODE_FAILURE);
        return makeSound(src);
      },
      // As the real one: the page's own navigator.userActivation (tests set it), allowed where it is missing.
      hasInteracted: () => typeof navigator !== 'undefined' && (navigator.userActivation?.hasBeenActive ?? true),
      audioContextState: () => engine.contextState,
      resumeAudioContext: async () => {
        engine.resumeCalls += 1;
        if (engine.resumeError) throw engine.resumeError;
        if (engine.contextState === 'suspended') engine.contextState = 'running';
      },
    },
  };
  return engine;
}
