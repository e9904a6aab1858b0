import { type SyntheticEvent, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

import type { Howl } from '../runtime/model.ts';
import { checkAudioPermission } from '../runtime/permission.ts';
import { checkPlayOptions } from '../runtime/sound.ts';
import type { SoundHookReturn, SoundName, SoundOptions } from '../types.ts';
import { useRuntimeCore } from './runtimeContext.ts';

/**
 * `useSound`'s default options: play options, whether to wait for a play (or `load`) to fetch, and
 * use-sound's: `interrupt`, a per-hook `soundEnabled`, and callbacks.
 */
export type UseSoundOptions = SoundOptions & {
  /**
   * Fetch only on the first play or `load()` call, not when the component mounts.
   * @defaultValue false
   */
  lazy?: boolean;
  /**
   * A new play stops this hook's plays that still sound first.
   * @defaultValue false: they overlap
   */
  interrupt?: boolean;
  /**
   * This hook plays only while true; the global switch applies as well.
   * @defaultValue true
   */
  soundEnabled?: boolean;
  /** Called once the sound is loaded (fetched, and decoded once audio may start). */
  onLoad?: () => void;
  /** Called when a play of this hook starts. */
  onPlay?: () => void;
  /** Called when a play of this hook ends by itself (not when stopped; a loop never ends by itself). */
  onEnd?: () => void;
  /** Called when the sound cannot be loaded: a failed fetch, a time-out, audio that does not decode. */
  onError?: (error: Error) => void;
  /**
   * Named segments of the file, `{ name: [startMs, durationMs] }`, played with `play({ id: name })`.
   * @defaultValue none: the whole file
   */
  sprite?: Readonly<Record<string, readonly [number, number]>>;
};

/**
 * A play's options: this play's volume, rate, loop and pan, `id` to play one segment of the sprite, and
 * `forceSoundEnabled` to play while sounds are off (the on/off switch's own click), as in use-sound.
 */
export type UseSoundPlayOptions = SoundOptions & {
  /**
   * The sprite segment to play (see the `sprite` option).
   * @defaultValue none: the whole sound
   */
  id?: string;
  /**
   * Play even while sounds are off, globally or for this hook: for the on/off switch's own click.
   * @defaultValue false
   */
  forceSoundEnabled?: boolean;
};

/**
 * What `useSound` returns: react-sounds' fields, and besides them `load` to fetch ahead on intent (hover,
 * focus), `error`, `fade`, `duration` and `sound` (see each).
 */
export type UseSoundReturn = Omit<SoundHookReturn, 'play' | 'stop' | 'pause' | 'resume'> & {
  /**
   * Plays the sound (loading it first if needed), or with `id` one segment of the sprite. Can be an event
   * handler (`onClick={play}`): an event passed to it is ignored.
   */
  play: (options?: UseSoundPlayOptions | SyntheticEvent | Event) => Promise<void>;
  /**
   * Stops this hook's plays (with a sprite `id`, that segment's only), including those still loading.
   * Like pause and resume, it can be an event handler (`onClick={stop}`): an event is ignored.
   */
  stop: (id?: string | SyntheticEvent | Event) => void;
  /** Pauses this hook's sounding plays (with a sprite `id`, that segment's only). */
  pause: (id?: string | SyntheticEvent | Event) => void;
  /** Resumes this hook's paused plays (with a sprite `id`, that segment's only). */
  resume: (id?: string | SyntheticEvent | Event) => void;
  /** Fetches the sound now (on intent: hover, focus); resolves once it is loaded. */
  load: () => Promise<void>;
  /**
   * Why the sound's last load failed (a failed fetch, a time-out, audio that does not decode), until a
   * new load starts (the next `play()` or `load()` tries again).
   */
  error: Error | undefined;
  /** Moves this hook's sounding plays from one volume to another (0 to 1) over `ms` milliseconds. */
  fade: (from: number, to: number, ms: number) => void;
  /**
   * The sound's length in SECONDS (use-sound's `duration` is in milliseconds), or null while unknown: a
   * built-in sound's from the catalogue, told with its load's start (on mount, or with `lazy` on the first
   * `load()` or `play()`; a quick load is told when it ends), a custom one's once its file has arrived.
   */
  duration: number | null;
  /**
   * The sound's howler Howl once decoded, else null: use-sound's escape hatch. It is shared by every user
   * of the sound in this runtime, so what is set on it (volume, rate, events) applies to them all.
   */
  sound: Howl | null;
};

/** A sprite segment's name; an event (the function used as a handler) counts as none. */
const segmentOf = (id: string | SyntheticEvent | Event | undefined) => (typeof id === 'string' ? id : undefined);

/**
 * A sound for this component: play it with per-play options, pause, resume, stop or fade this
 * component's plays. Built-in sounds are fetched once and shared by every component that uses them.
 * Uses the runtime of the nearest SoundProvider that has one, else the default runtime.
 */
export function useSound(name: SoundName, defaultOptions: UseSoundOptions = {}): UseSoundReturn {
  const runtime = useRuntimeCore();
  // The one lookup by name: the hook holds its sound's object, and calls it.
  const sound = useMemo(() => runtime.sound(name), [runtime, name]);
  const [owner] = useState(() => Symbol('useSound'));
  const { volume, rate, loop, pan, lazy = false, interrupt = false, soundEnabled = true, sprite } = defaultOptions;
  // The latest callbacks, without re-subscribing or re-creating play() when an inline function changes.
  const callbacks = useRef(defaultOptions);
  useEffect(() => {
    callbacks.current = defaultOptions;
  });
  const snapshot = useSyncExternalStore(sound.subscribe, () => sound.snapshot(owner), () => 'idle:::');
  const [state, playing, decoded, duration] = snapshot.split(':');
  const error = state === 'error' ? sound.error : undefined;

  useEffect(() => {
    const release = sound.claim();
    if (!lazy) sound.load().catch(() => undefined); // reported by the runtime; play() retries
    return () => {
      sound.stop(owner);
      release();
    };
  }, [sound, owner, lazy]);

  useEffect(() => {
    if (state === 'loaded') callbacks.current.onLoad?.();
    if (error) callbacks.current.onError?.(error);
  }, [state, error]);

  // A new volume or rate reaches this hook's plays at once, as in use-sound (a bad value: play() reports it).
  useEffect(() => {
    try {
      sound.adjust(owner, volume ?? 1, rate ?? 1);
    } catch {
      // RangeError: the next play() rejects with it
    }
  }, [sound, owner, volume, rate]);

  const play = useCallback(
    async (options?: UseSoundPlayOptions | SyntheticEvent | Event) => {
      try {
        // onClick={play} passes the click: an event is not options.
        const own = typeof (options as Partial<Event> | undefined)?.preventDefault === 'function' ? undefined : (options as UseSoundPlayOptions | undefined);
        const playOptions = { volume, rate, loop, pan, sprite, ...own };
        checkPlayOptions(playOptions);
        if (!soundEnabled && !playOptions.forceSoundEnabled) return;
        if (interrupt) sound.stop(owner);
        const started = await sound.play(owner, playOptions);
        if (!started) return;
        callbacks.current.onPlay?.();
        // As documented: a one-shot resolves when it ends, a loop once it starts (it ends only when stopped).
        if (playOptions.loop) return;
        if ((await started.ended) === 'end') callbacks.current.onEnd?.();
      } catch (failure) {
        console.error('Error playing sound', failure);
        throw failure;
      }
    },
    [sound, owner, volume, rate, loop, pan, sprite, soundEnabled, interrupt],
  );

  return {
    play,
    stop: useCallback((id?: string | SyntheticEvent | Event) => sound.stop(owner, segmentOf(id)), [sound, owner]),
    pause: useCallback((id?: string | SyntheticEvent | Event) => sound.pause(owner, segmentOf(id)), [sound, owner]),
    resume: useCallback((id?: string | SyntheticEvent | Event) => sound.resume(owner, segmentOf(id)), [sound, owner]),
    fade: useCallback((from: number, to: number, ms: number) => sound.fade(owner, from, to, ms), [sound, owner]),
    load: useCallback(() => sound.load(), [sound]),
    isPlaying: playing === '1',
    isLoaded: state === 'loaded',
    // Read with the snapshot: the sound's state changes (and so re-renders) whenever its error does.
    error,
    // From the catalogue the loader brings (it stays out of apps' first load), else the file, else the decoded sound.
    duration: duration ? Number(duration) : null,
    sound: decoded ? (sound.decoded?.howl as Howl) : null,
    checkPermission: checkAudioPermission,
  };
}
