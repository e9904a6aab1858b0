import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { useSound } from '../hooks/useSound.ts';
import { playSound } from '../runtime/playSound.ts';
import type { SoundName, SoundOptions } from '../types.ts';

export type SoundProps = {
  /** The sound: a built-in name or a URL. */
  name: SoundName;
  /** Play when the component mounts, when it unmounts, or never by itself (default). */
  trigger?: 'mount' | 'unmount' | 'none';
  options?: SoundOptions;
  children?: ReactNode;
  onLoad?: () => void;
  onPlay?: () => void;
  onStop?: () => void;
  onError?: (error: Error) => void;
};

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Plays a sound declaratively, on mount or unmount, and reports its load, play, stop and errors. */
export function Sound({ name, trigger = 'none', options, children, onLoad, onPlay, onStop, onError }: SoundProps) {
  const { play, isLoaded, isPlaying } = useSound(name, options);
  const wasPlaying = useRef(false);
  const reportError = useEffectEvent((error: unknown) => onError?.(asError(error)));
  const playOnMount = useEffectEvent(() => play().catch(reportError));
  const playOnUnmount = useEffectEvent(() => playSound(name, options).catch(reportError));
  const loaded = useEffectEvent(() => onLoad?.());
  const playingChanged = useEffectEvent((playing: boolean) => (playing ? onPlay?.() : onStop?.()));

  useEffect(() => {
    if (trigger === 'mount') void playOnMount();
    return trigger === 'unmount' ? () => void playOnUnmount() : undefined;
  }, [trigger]);

  useEffect(() => {
    if (isLoaded) loaded();
  }, [isLoaded]);

  useEffect(() => {
    if (wasPlaying.current === isPlaying) return;
    wasPlaying.current = isPlaying;
    playingChanged(isPlaying);
  }, [isPlaying]);

  return children ?? null;
}
