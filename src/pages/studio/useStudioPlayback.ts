import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../store/hooks.ts';
import { selectSoundsEnabled } from '../../../store/settingsSlice.ts';
import { type StudioPlayer, createStudioPlayer } from './studioPlayer.ts';
import type { RenderedSound } from './worker/protocol.ts';

export type Version = 'custom' | 'original';

/**
 * Playback of the custom render and the original (the A/B comparison). A change of a setting asks for
 * the next custom render to play as soon as it arrives ("hear it at once"); choosing a version plays it.
 * The site's sound switch is respected: with sounds off, nothing plays.
 */
export function useStudioPlayback(
  custom: RenderedSound | undefined,
  original: RenderedSound | undefined,
  [version, setVersion]: [Version, (version: Version) => void],
) {
  const enabled = useAppSelector(selectSoundsEnabled);
  const player = useRef<StudioPlayer | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const wantsPlay = useRef(false);
  // What `arrived` reads: the switch and the version as last rendered (a request sets the version at once).
  const now = useRef({ enabled, version });
  useEffect(() => {
    now.current = { enabled, version };
  }, [enabled, version]);

  useEffect(() => {
    const created = createStudioPlayer();
    player.current = created;
    return () => created.close();
  }, []);

  const start = useCallback((sound: RenderedSound | undefined) => {
    if (!sound || !player.current) return;
    wantsPlay.current = false;
    player.current.play(sound, () => setPlaying(false));
    setPlaying(true);
  }, []);

  // The player reports the stop through the callback given to play(), which clears `playing`.
  const stop = useCallback(() => {
    wantsPlay.current = false;
    player.current?.stop();
  }, []);

  const current = version === 'custom' ? custom : original;
  useEffect(() => {
    if (wantsPlay.current && enabled) start(current);
  }, [current, enabled, start]);
  useEffect(() => {
    if (!enabled) stop();
  }, [enabled, stop]);

  /** Called in the visitor's gesture: unlocks audio now, and plays `next` (or the next render) when ready. */
  const request = useCallback(
    (next?: Version) => {
      if (!enabled) return;
      player.current?.unlock();
      wantsPlay.current = true;
      if (next) {
        now.current = { ...now.current, version: next };
        setVersion(next);
      }
    },
    [enabled, setVersion],
  );

  /**
   * A render of `versions` (both, at default settings: the original is the custom render) has just arrived:
   * played at once when it is the one a visitor's request waits for. The effect above would start it only
   * after React had re-rendered the page with it and the browser had painted (8-40 ms later in Chromium).
   */
  const arrived = useCallback(
    (versions: readonly Version[], sound: RenderedSound | undefined) => {
      if (wantsPlay.current && now.current.enabled && versions.includes(now.current.version)) start(sound);
    },
    [start],
  );

  const play = useCallback(() => {
    request();
    if (enabled) start(current);
  }, [request, enabled, start, current]);

  const prepare = useCallback(() => player.current?.prepare(), []);

  return { enabled, playing, prepare, request, play, stop, arrived };
}
