/**
 * A Howl as the runtime's EngineSound: loaded together with howler on a page's first need of a sound,
 * so pages that never play one do not download it. engine.ts creates the Howl (it alone imports howler).
 */
import type { EngineSound, Howl, PlayOptions } from './model.ts';

/** howler 2.2's group-level loop flag, which each new play copies (not in its public typings). */
type HowlGroupFlags = { _loop: boolean };

function wrap(howl: Howl): EngineSound {
  howl.on('playerror', (_id, error) => console.error('Error playing sound', error));
  const adjust = (id: number, volume: number, rate: number) => {
    howl.volume(volume, id);
    howl.rate(rate, id);
  };
  return {
    play: ({ volume, rate, loop, pan, sprite }) => {
      // howl.loop(true, id) on a started play stops and restarts it; a new play takes the group's loop
      // flag when it is created, so the flag is set for just this call and the loop starts as one.
      const group = howl as unknown as HowlGroupFlags;
      const groupLoop = group._loop;
      group._loop = loop;
      const id = sprite === undefined ? howl.play() : howl.play(sprite);
      group._loop = groupLoop;
      adjust(id, volume, rate);
      if (pan !== 0) howl.stereo?.(pan, id);
      return id;
    },
    pause: (id) => void howl.pause(id),
    resume: (id) => void howl.play(id),
    stop: (id) => void howl.stop(id),
    adjust,
    fade: (id, from, to, ms) => void howl.fade(from, to, ms, id),
    duration: howl.duration(),
    onEnd: (listener) => void howl.on('end', listener),
    unload: () => howl.unload(),
    howl,
  };
}

/** Loads (decodes) a Howl created with `preload: false`; resolves with it as an EngineSound. */
export function decodeHowl(howl: Howl): Promise<EngineSound> {
  return new Promise((resolve, reject) => {
    howl.once('load', () => resolve(wrap(howl)));
    howl.once('loaderror', (_id, error) => {
      howl.unload();
      reject(new Error(typeof error === 'string' ? error : 'Decoding audio data failed'));
    });
    howl.load();
  });
}

/** How long a play sounds on both the opening and the whole sound when it moves across (see openingSound). */
export const CROSSFADE_MS = 30;

/** A play of an opening: where it sounds now (the opening, then the whole sound) and how it was asked for. */
type BridgedPlay = { sound: EngineSound; id: number; options: PlayOptions; paused: boolean; ranOut?: boolean };

/**
 * A long sound's opening (the first part of its file, decoded in a few milliseconds) standing in for the
 * whole sound while that decodes: each play starts on the opening at once and, when the whole sound is
 * ready, carries on there from the same position. The two sound together for CROSSFADE_MS, one fading
 * out as the other fades in, so the move cannot click; then the opening is unloaded and later plays go
 * straight to the whole sound. A play that outruns the opening waits, silent, for the whole sound. If the
 * whole sound fails to decode, the plays end (the runtime reports the failure). Ids are the first
 * sound's a play started on.
 */
export function openingSound(start: EngineSound, whole: Promise<EngineSound>, howler: { ctx?: { readonly currentTime: number } }): EngineSound {
  const opening = start.howl as Howl;
  const plays = new Map<number, BridgedPlay>();
  const endListeners: ((id: number) => void)[] = [];
  let ready: EngineSound | undefined;
  const ended = (id: number) => {
    plays.delete(id);
    for (const listener of endListeners) listener(id);
  };
  start.onEnd((openingId) => {
    const play = plays.get(openingId);
    if (play?.sound === start) play.ranOut = true;
  });
  whole.then(
    (sound) => {
      ready = sound;
      sound.onEnd((soundId) => {
        for (const [id, play] of plays) if (play.sound === sound && play.id === soundId && !play.options.loop) ended(id);
      });
      const howl = sound.howl as Howl;
      // Its plays start muted: one the audio thread renders before its volume and position are set
      // would otherwise sound the file's start over the opening for a block.
      howl.mute(true);
      const moves = [...plays.values()].map((play) => {
        const { id: openingId, paused, options } = play;
        const id = sound.play({ ...options, volume: paused ? options.volume : 0 });
        // Moved to where the opening is, read just before: both positions count from the audio clock as
        // the page last saw it. If the audio thread rendered a block in between (the clock moved), the
        // move may have landed a block late, so it is made again (a few times at most).
        for (let tries = 3, clock = NaN; tries > 0 && clock !== howler.ctx?.currentTime; tries--) {
          clock = howler.ctx?.currentTime ?? NaN;
          howl.seek(play.ranOut ? opening.duration() : (opening.seek(openingId) as number), id);
        }
        if (paused) sound.pause(id);
        Object.assign(play, { sound, id });
        return () => {
          if (paused) return start.stop(openingId);
          sound.fade(id, 0, options.volume, CROSSFADE_MS);
          start.fade(openingId, options.volume, 0, CROSSFADE_MS);
        };
      });
      howl.mute(false);
      for (const crossfade of moves) crossfade();
      // Once its fade has surely ended on the audio clock (howler's own fade timer may run ahead of it).
      setTimeout(() => start.unload(), 2 * CROSSFADE_MS);
    },
    () => {
      for (const [id, play] of plays) {
        play.sound.stop(play.id);
        ended(id);
      }
      start.unload();
    },
  );
  const on = (id: number, act: (play: BridgedPlay) => void) => {
    const play = plays.get(id);
    if (play) act(play);
  };
  return {
    play: (options) => {
      const sound = ready ?? start;
      const id = sound.play(ready ? options : { ...options, loop: false });
      plays.set(id, { sound, id, options, paused: false });
      return id;
    },
    pause: (id) => on(id, (play) => {
      play.sound.pause(play.id);
      play.paused = true;
    }),
    resume: (id) => on(id, (play) => {
      play.sound.resume(play.id);
      play.paused = false;
    }),
    stop: (id) => on(id, (play) => {
      play.sound.stop(play.id);
      start.stop(id); // also while it fades out under the whole sound
      plays.delete(id);
    }),
    adjust: (id, volume, rate) => on(id, (play) => {
      play.sound.adjust(play.id, volume, rate);
      Object.assign(play.options, { volume, rate });
    }),
    fade: (id, from, to, ms) => on(id, (play) => {
      play.sound.fade(play.id, from, to, ms);
      play.options.volume = to;
    }),
    duration: start.duration,
    onEnd: (listener) => void endListeners.push(listener),
    unload: () => start.unload(),
    howl: opening,
  };
}
