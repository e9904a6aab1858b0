/**
 * A Howl as the runtime's EngineSound: loaded together with howler on a page's first need of a sound,
 * so pages that never play one do not download it. engine.ts creates the Howl (it alone imports howler).
 */
import type { EngineSound } from './engine.ts';

/**
 * The part of a howler Howl used here, written out so that howler's own types stay out of the package's
 * declarations (apps need no @types/howler). engine.ts passes a real Howl, checked against this.
 */
export type HowlLike = {
  on(event: 'playerror', callback: (soundId: number, error: unknown) => void): unknown;
  on(event: 'end', callback: (soundId: number) => void): unknown;
  once(event: 'load', callback: () => void): unknown;
  once(event: 'loaderror', callback: (soundId: number, error: unknown) => void): unknown;
  play(idOrSprite?: number | string): number;
  pause(id?: number): unknown;
  stop(id?: number): unknown;
  volume(volume: number, id: number): unknown;
  rate(rate: number, id: number): unknown;
  fade(from: number, to: number, duration: number, id: number): unknown;
  /** From howler's spatial plugin, which the howler package's main build includes. */
  stereo?(pan: number, id: number): unknown;
  duration(): number;
  unload(): unknown;
  load(): unknown;
};

/** howler 2.2's group-level loop flag, which each new play copies (not in its public typings). */
type HowlGroupFlags = { _loop: boolean };

function wrap(howl: HowlLike): EngineSound {
  howl.on('playerror', (_id, error) => console.error('Error playing sound', error));
  return {
    play: ({ volume, rate, loop, pan, sprite }) => {
      // howl.loop(true, id) on a started play stops and restarts it; a new play takes the group's loop
      // flag when it is created, so the flag is set for just this call and the loop starts as one.
      const group = howl as unknown as HowlGroupFlags;
      const groupLoop = group._loop;
      group._loop = loop;
      const id = sprite === undefined ? howl.play() : howl.play(sprite);
      group._loop = groupLoop;
      howl.volume(volume, id);
      howl.rate(rate, id);
      if (pan !== 0) howl.stereo?.(pan, id);
      return id;
    },
    pause: (id) => void howl.pause(id),
    resume: (id) => void howl.play(id),
    stop: (id) => void howl.stop(id),
    fade: (id, from, to, ms) => void howl.fade(from, to, ms, id),
    duration: howl.duration(),
    onEnd: (listener) => void howl.on('end', listener),
    unload: () => howl.unload(),
    howl,
  };
}

/** Loads (decodes) a Howl created with `preload: false`; resolves with it as an EngineSound. */
export function decodeHowl(howl: HowlLike): Promise<EngineSound> {
  return new Promise((resolve, reject) => {
    howl.once('load', () => resolve(wrap(howl)));
    howl.once('loaderror', (_id, error) => {
      howl.unload();
      reject(new Error(typeof error === 'string' ? error : 'Decoding audio data failed'));
    });
    howl.load();
  });
}
