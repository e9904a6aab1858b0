import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { useSound } from '../hooks/useSound.ts';
import { useRuntimeCore } from '../hooks/runtimeContext.ts';
import { asError } from '../runtime/events.ts';
import { playSound } from '../runtime/playSound.ts';
import type { SoundName, SoundOptions } from '../types.ts';

/** Sound's props: the sound, when to play it, and callbacks. */
export type SoundProps = {
  /** The sound: a built-in name or a URL. */
  name: SoundName;
  /**
   * Play when the component mounts, when it unmounts, or never by itself.
   * @defaultValue 'none'
   */
  trigger?: 'mount' | 'unmount' | 'none';
  /**
   * The options of each play (volume, rate, loop, pan); a new volume or rate reaches a play under way.
   * @defaultValue none: the sound at full volume and normal rate, once
   */
  options?: SoundOptions;
  /** What to render: Sound renders its children as they are. */
  children?: ReactNode;
  /** Called once the sound is loaded. */
  onLoad?: () => void;
  /** Called when a play starts. */
  onPlay?: () => void;
  /** Called when the sound stops sounding: it ended, or was stopped or paused. */
  onStop?: () => void;
  /** Called when the sound cannot be loaded or played. */
  onError?: (error: Error) => void;
};

/**
 * Plays a sound declaratively, on mount or unmount, and reports its load, play, stop and errors. Renders
 * its children (an element, as react-sounds' does).
 */
export function Sound({ name, trigger = 'none', options, children, onLoad, onPlay, onStop, onError }: SoundProps): ReactElement {
  const runtime = useRuntimeCore();
  // The hook reports the load (onLoad, once per load), as it does for any component.
  const { play, isPlaying } = useSound(name, { ...options, onLoad: () => latest.current.onLoad?.() });
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
    if (wasPlaying.current === isPlaying) return;
    wasPlaying.current = isPlaying;
    if (isPlaying) latest.current.onPlay?.();
    else latest.current.onStop?.();
  }, [isPlaying]);

  return <>{children}</>;
}
