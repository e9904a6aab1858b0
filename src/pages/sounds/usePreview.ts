import { useCallback, useEffect, useRef, useState } from 'react';
import { useSound } from 'react-sfx';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { previewStarted, selectIsPreview, selectSoundStatus } from '../../../store/soundStatusSlice.ts';

export type PreviewState = 'idle' | 'loading' | 'playing' | 'failed';

const ignore = () => undefined;

/**
 * A card's preview: fetched on intent (`load`), toggled by `toggle`. Starting one marks it as the
 * page's preview in the store; any other card that still plays (or waits to) stops its own, so one
 * preview sounds at a time. A load that failed (or timed out) shows as 'failed' until the next press or
 * intent starts a fresh one; `reason` says why (the library logs it on the console too).
 */
export function usePreview(key: string): { state: PreviewState; reason?: string; load: () => void; toggle: () => void } {
  const dispatch = useAppDispatch();
  const { play, stop, load: fetchSound, isPlaying, error } = useSound(key, { lazy: true });
  const loading = useAppSelector((state) => selectSoundStatus(state, key).status === 'loading');
  // A boolean, so starting a preview re-renders the two cards it concerns, not the page's thirty.
  const isPreview = useAppSelector((state) => selectIsPreview(state, key));
  // From the click until the play settles: covers the wait for the fetch and decode. The ref answers a
  // press in the same task as the last one (fifty presses before React re-renders start one play, not
  // fifty); the state shows it.
  const [requested, setRequested] = useState(false);
  const pending = useRef(false);

  useEffect(() => {
    if (!isPreview && (isPlaying || requested)) stop();
  }, [isPreview, isPlaying, requested, stop]);

  const load = useCallback(() => void fetchSound().catch(ignore), [fetchSound]);

  const toggle = useCallback(() => {
    if (isPlaying || requested || pending.current) {
      stop();
      return;
    }
    dispatch(previewStarted(key));
    pending.current = true;
    setRequested(true);
    void play()
      .catch(ignore)
      .finally(() => {
        pending.current = false;
        setRequested(false);
      });
  }, [dispatch, key, isPlaying, requested, stop, play]);

  const state: PreviewState = isPlaying ? 'playing' : loading || requested ? 'loading' : error ? 'failed' : 'idle';
  return { state, reason: state === 'failed' ? error?.message : undefined, load, toggle };
}
