import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RuntimeCore } from '../runtime/core.ts';
import { checkAudioPermission } from '../runtime/permission.ts';
import { checkPlayOptions, fadePlays, isPlayingFor, pausePlays, resumePlays, startPlay, stopPlays } from '../runtime/playback.ts';
import { peekEntry, watchEntry } from '../runtime/registry.ts';
import { claimSound, loadSound } from '../runtime/soundLife.ts';
import type { SoundHookReturn, SoundName, SoundOptions } from '../types.ts';
import { useRuntimeCore } from './runtimeContext.ts';

/**
 * `useSound`'s default options: play options, whether to wait for a play (or `load`) to fetch, and
 * use-sound's: `interrupt`, a per-hook `soundEnabled`, and callbacks.
 */
export type UseSoundOptions = SoundOptions & {
  /** Fetch only on the first play or `load()` call, not when the component mounts. */
  lazy?: boolean;
  /** A new play stops this hook's plays that still sound first (default false: they overlap). */
  interrupt?: boolean;
  /** This hook plays only while true (default true); the global switch applies as well. */
  soundEnabled?: boolean;
  /** Called once the sound is loaded (fetched, and decoded once audio may start). */
  onLoad?: () => void;
  /** Called when a play of this hook starts. */
  onPlay?: () => void;
  /** Called when a play of this hook ends by itself (not when stopped; a loop never ends by itself). */
  onEnd?: () => void;
  /** Called when the sound cannot be loaded: a failed fetch, a time-out, audio that does not decode. */
  onError?: (error: Error) => void;
  /** Named segments of the file, `{ name: [startMs, durationMs] }`, played with `play({ id: name })`. */
  sprite?: Readonly<Record<string, readonly [number, number]>>;
};

/** A play's options: this play's volume, rate, loop and pan, and `id` to play one segment of the sprite. */
export type UseSoundPlayOptions = SoundOptions & { id?: string };

/**
 * What `useSound` returns: react-sounds' fields, `load` to fetch ahead on intent (hover, focus),
 * `error`: why the sound's last load failed (a failed fetch, a time-out, audio that does not decode),
 * until a new load starts (the next `play()` or `load()` tries again), `fade` for this hook's sounding
 * plays, and the sound's `duration` in seconds (null until it is loaded and decoded).
 */
export type UseSoundReturn = Omit<SoundHookReturn, 'play'> & {
  /** Plays the sound (loading it first if needed), or with `id` one segment of the sprite. */
  play: (options?: UseSoundPlayOptions) => Promise<void>;
  load: () => Promise<void>;
  error: Error | undefined;
  /** Moves this hook's sounding plays from one volume to another (0 to 1) over `ms` milliseconds. */
  fade: (from: number, to: number, ms: number) => void;
  duration: number | null;
};

/** `<state>:<1 playing|>:<1 decoded|>`: what this hook shows, as one comparable value. */
function snapshotOf(runtime: RuntimeCore, name: string, owner: symbol): string {
  const entry = peekEntry(runtime, name);
  return `${entry?.state ?? 'idle'}:${isPlayingFor(runtime, name, owner) ? 1 : ''}:${entry?.sound ? 1 : ''}`;
}

/**
 * A sound for this component: play it with per-play options, pause, resume, stop or fade this
 * component's plays. Built-in sounds are fetched once and shared by every component that uses them.
 * Uses the runtime of the nearest SoundProvider that has one, else the default runtime.
 */
export function useSound(name: SoundName, defaultOptions: UseSoundOptions = {}): UseSoundReturn {
  const runtime = useRuntimeCore();
  const [owner] = useState(() => Symbol('useSound'));
  const { volume, rate, loop, pan, lazy = false, interrupt = false, soundEnabled = true, sprite } = defaultOptions;
  // The latest callbacks, without re-subscribing or re-creating play() when an inline function changes.
  const callbacks = useRef(defaultOptions);
  useEffect(() => {
    callbacks.current = defaultOptions;
  });
  const snapshot = useSyncExternalStore(
    useCallback((onChange: () => void) => watchEntry(runtime, name, onChange), [runtime, name]),
    () => snapshotOf(runtime, name, owner),
    () => 'idle::',
  );
  const [state, playing, decoded] = snapshot.split(':');
  const error = state === 'error' ? peekEntry(runtime, name)?.error : undefined;

  useEffect(() => {
    const release = claimSound(runtime, name);
    if (!lazy) loadSound(runtime, name).catch(() => undefined); // reported by the runtime; play() retries
    return () => {
      stopPlays(runtime, name, owner);
      release();
    };
  }, [runtime, name, owner, lazy]);

  useEffect(() => {
    if (state === 'loaded') callbacks.current.onLoad?.();
    if (error) callbacks.current.onError?.(error);
  }, [state, error]);

  const play = useCallback(
    async (options?: UseSoundPlayOptions) => {
      try {
        const playOptions = { volume, rate, loop, pan, sprite, ...options };
        checkPlayOptions(playOptions);
        if (!soundEnabled) return;
        if (interrupt) stopPlays(runtime, name, owner);
        const started = await startPlay(runtime, name, owner, playOptions);
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
    [runtime, name, owner, volume, rate, loop, pan, sprite, soundEnabled, interrupt],
  );

  return {
    play,
    stop: useCallback(() => stopPlays(runtime, name, owner), [runtime, name, owner]),
    pause: useCallback(() => pausePlays(runtime, name, owner), [runtime, name, owner]),
    resume: useCallback(() => resumePlays(runtime, name, owner), [runtime, name, owner]),
    fade: useCallback((from: number, to: number, ms: number) => fadePlays(runtime, name, owner, from, to, ms), [runtime, name, owner]),
    load: useCallback(() => loadSound(runtime, name), [runtime, name]),
    isPlaying: playing === '1',
    isLoaded: state === 'loaded',
    // Read with the snapshot: the entry's state changes (and so re-renders) whenever its error does.
    error,
    // Measured on the decoded sound (as use-sound does), so the catalogue stays out of apps' first load.
    duration: decoded ? (peekEntry(runtime, name)?.sound?.duration ?? null) : null,
    checkPermission: checkAudioPermission,
  };
}
