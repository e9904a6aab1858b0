import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { loadSound } from '../runtime/loading.ts';
import { checkAudioPermission } from '../runtime/permission.ts';
import { isPlayingFor, pausePlays, resumePlays, startPlay, stopPlays } from '../runtime/playback.ts';
import { claimSound, peekEntry, watchEntry } from '../runtime/registry.ts';
import type { SoundHookReturn, SoundName, SoundOptions } from '../types.ts';

/** `useSound`'s default options: play options, and whether to wait for a play (or `load`) to fetch. */
export type UseSoundOptions = SoundOptions & {
  /** Fetch only on the first play or `load()` call, not when the component mounts. */
  lazy?: boolean;
};

/**
 * What `useSound` returns: react-sounds' fields, `load` to fetch ahead on intent (hover, focus), and
 * `error`: why the sound's last load failed (a failed fetch, a time-out, audio that does not decode),
 * until a new load starts. The next `play()` or `load()` tries again.
 */
export type UseSoundReturn = SoundHookReturn & { load: () => Promise<void>; error: Error | undefined };

function snapshotOf(name: string, owner: symbol): string {
  return `${peekEntry(name)?.state ?? 'idle'}:${isPlayingFor(name, owner) ? 'playing' : 'stopped'}`;
}

/**
 * A sound for this component: play it with per-play options, pause, resume or stop this component's
 * plays. Built-in sounds are fetched once and shared by every component that uses them.
 */
export function useSound(name: SoundName, defaultOptions: UseSoundOptions = {}): UseSoundReturn {
  const [owner] = useState(() => Symbol('useSound'));
  const { volume, rate, loop, lazy = false } = defaultOptions;
  const snapshot = useSyncExternalStore(
    useCallback((onChange: () => void) => watchEntry(name, onChange), [name]),
    () => snapshotOf(name, owner),
    () => 'idle:stopped',
  );

  useEffect(() => {
    const release = claimSound(name);
    if (!lazy) loadSound(name).catch(() => undefined); // reported by the runtime; play() retries
    return () => {
      stopPlays(name, owner);
      release();
    };
  }, [name, owner, lazy]);

  const play = useCallback(
    async (options?: SoundOptions) => {
      try {
        const playOptions = { volume, rate, loop, ...options };
        const started = await startPlay(name, owner, playOptions);
        // As documented: a one-shot resolves when it ends, a loop once it starts (it ends only when stopped).
        if (!playOptions.loop) await started?.ended;
      } catch (error) {
        console.error('Error playing sound', error);
        throw error;
      }
    },
    [name, owner, volume, rate, loop],
  );

  return {
    play,
    stop: useCallback(() => stopPlays(name, owner), [name, owner]),
    pause: useCallback(() => pausePlays(name, owner), [name, owner]),
    resume: useCallback(() => resumePlays(name, owner), [name, owner]),
    load: useCallback(() => loadSound(name), [name]),
    isPlaying: snapshot.endsWith(':playing'),
    isLoaded: snapshot.startsWith('loaded:'),
    // Read with the snapshot: the entry's state changes (and so re-renders) whenever its error does.
    error: snapshot.startsWith('error:') ? peekEntry(name)?.error : undefined,
    checkPermission: checkAudioPermission,
  };
}
