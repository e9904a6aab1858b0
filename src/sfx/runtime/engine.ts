/**
 * The audio engine: the only file that touches howler. howler is imported on first need, so a page
 * that never plays a sound never downloads it, and the library's own code stays small.
 */
import type { Howl, HowlerGlobal } from 'howler';
import type * as HowlSounds from './howlSound.ts';
import type { EngineSound } from './model.ts';

type HowlerModule = { Howl: typeof Howl; Howler: HowlerGlobal };

let howlerModule: Promise<HowlerModule> | undefined;
let loadedHowler: HowlerModule | undefined;

function loadHowler(): Promise<HowlerModule> {
  howlerModule ??= import('howler').then((module: unknown) => {
    // howler is CommonJS: bundlers expose its exports either directly or as `default`.
    const exports = module as Partial<HowlerModule> & { default?: HowlerModule };
    loadedHowler = exports.Howl && exports.Howler ? (exports as HowlerModule) : exports.default;
    if (!loadedHowler) throw new Error('howler did not load');
    if (hasInteracted()) createAudioContext(loadedHowler);
    return loadedHowler;
  });
  return howlerModule;
}

/**
 * Whether the visitor has interacted with the page, so audio may start: the one place the runtime asks
 * (the engine's context, the loader's decode, checkAudioPermission). A browser without
 * navigator.userActivation is taken to allow it, as it would let a context be made (suspended until a
 * gesture, which unlock.ts resumes); a server never does.
 */
export function hasInteracted(): boolean {
  return typeof navigator !== 'undefined' && (navigator.userActivation?.hasBeenActive ?? true);
}

/**
 * Creates howler's audio context (its volume getter does). Creating one is the slowest step of a first
 * play, about 50 ms in Chromium here, so it happens as soon as it may: when howler arrives after the
 * visitor's first gesture, or at that gesture. The sound's file downloads meanwhile. Before any
 * gesture it waits: a context created then would log a browser warning and stay suspended.
 */
function createAudioContext(howler: HowlerModule): void {
  if (!howler.Howler.ctx) howler.Howler.volume();
}

/** Starts downloading howler (no audio context is created before the visitor's first gesture). */
export function warmUpEngine(): void {
  loadHowler().catch(() => undefined); // a failure surfaces when a sound is decoded
  loadHowlSounds().catch(() => undefined);
}

let howlSounds: Promise<typeof HowlSounds> | undefined;

/** The code that wraps a Howl, loaded with howler rather than with every page (see howlSound.ts). */
function loadHowlSounds(): Promise<typeof HowlSounds> {
  howlSounds ??= import('./howlSound.ts');
  return howlSounds;
}

/**
 * Decodes a sound from a URL (an object URL of the fetched file). Web Audio buffers give instant starts
 * and gapless loops; `streaming` (html5 audio) is only for very long custom sources. With `sprite`, the
 * sound plays named segments of the file. With `whole`, `src` is a long file's opening: once it has
 * decoded, `whole` starts the whole file's decode, and the opening plays until that is ready (howlSound.ts).
 * Rejects with howler's own message, e.g. 'Decoding audio data failed.'.
 */
export async function createEngineSound(src: string, streaming: boolean, sprite?: Record<string, [number, number]>, whole?: () => Promise<EngineSound>): Promise<EngineSound> {
  const [{ Howl, Howler }, { decodeHowl, openingSound }] = await Promise.all([loadHowler(), loadHowlSounds()]);
  // howler keeps decoded buffers by URL: a second Howl of the same object URL (with a sprite map) does not decode again.
  const sound = await decodeHowl(new Howl({ src: [src], format: ['mp3'], html5: streaming, preload: false, sprite }));
  return whole ? openingSound(sound, whole(), Howler) : sound;
}

/** The running state of the engine's audio context, when the engine has been loaded. */
export function audioContextState(): AudioContextState | undefined {
  return loadedHowler?.Howler.ctx?.state;
}

/** Creates or resumes the audio context (call inside a user gesture). No-op before the engine loads. */
export async function resumeAudioContext(): Promise<void> {
  if (loadedHowler) createAudioContext(loadedHowler);
  const context = loadedHowler?.Howler.ctx;
  if (context && context.state === 'suspended') await context.resume();
}
