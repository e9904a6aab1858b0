import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { useSound } from '../hooks/useSound.ts';
import { useRuntimeCore } from '../hooks/runtimeContext.ts';
import { asError } from '../runtime/events.ts';
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

/**
 * Plays a sound declaratively, on mount or unmount, and reports its load, play, stop and errors. Renders
 * its children (an element, as react-sounds' does).
 */
export function Sound({ name, trigger = 'none', options, children, onLoad, onPlay, onStop, onError }: SoundProps): ReactElement {
  const runtime = useRuntimeCore();
  const { play, isLoaded, isPlaying } = useSound(name, options);
  const wasPlaying = useRef(false);
  // The effects below read the latest props through this ref, so a new callback or options object does
  // not re-run them. (useEffectEvent does this too, but only from React 19.2; the peer range includes 18.)
  const props = { runtime, name, options, play, onLoad, onPlay, onStop, onError };
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const reportError = (error: unknown) => latest.current.onError?.(asError(error));

  useEffect(() => {
    if (trigger === 'mount') latest.current.play().catch(reportError);
    // At unmount, the props of the last render are the ones to play with.
    return trigger === 'unmount' ? () => void playSound(latest.current.runtime, latest.current.name, latest.current.options).catch(reportError) : undefined;
  }, [trigger]);

  useEffect(() => {
    if (isLoaded) latest.current.onLoad?.();
  }, [isLoaded]);

  useEffect(() => {
    if (wasPlaying.current === isPlaying) return;
    wasPlaying.current = isPlaying;
    if (isPlaying) latest.current.onPlay?.();
    else latest.current.onStop?.();
  }, [isPlaying]);

  return <>{children}</>;
}
