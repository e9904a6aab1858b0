import { useCallback, useEffect, useRef } from 'react';
import { useSound } from 'react-sfx';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks.ts';
import { previewStarted, selectIsPreview, selectSoundStatus } from '../../../store/soundStatusSlice.ts';

export type PreviewState = 'idle' | 'loading' | 'playing' | 'failed';

const ignore = () => undefined;

/** The card whose press still waits for its sound: a press on another card ends that wait. */
let waiting: { key: string; stop: () => void } | undefined;

/**
 * A card's preview: fetched on intent (`load`), toggled by `toggle`. A press ends any other card's wait for
 * its sound; a sound that starts marks its card as the page's preview in the store, and the card that played
 * before stops its own then, so one preview sounds at a time, with no silence between them. A load that
 * failed (or timed out) shows as 'failed' until the next press or intent starts a fresh one; `reason` says
 * why (the library logs it on the console too).
 * Nothing here re-renders the card between a press and its sound's start: the load's news come from the
 * library when the load ends (or, for a wait the visitor can notice, once it has lasted 300 ms), the store
 * is watched for another card's preview without rendering, and the store hears of the preview once it
 * sounds (every card's subscription runs on that dispatch). On a phone each of these in the tap would delay
 * the sound: a re-render by tens of milliseconds, the dispatch by 5-10 (at 4x CPU).
 */
export function usePreview(key: string): { state: PreviewState; reason?: string; load: () => void; toggle: () => void } {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { play, stop, load: fetchSound, isPlaying, error } = useSound(key, {
    lazy: true,
    onPlay: () => {
      if (waiting?.key === key) waiting = undefined;
      dispatch(previewStarted(key));
    },
  });
  const loading = useAppSelector((state) => selectSoundStatus(state, key).status === 'loading');
  // From the press until the play settles (the wait for the fetch and decode).
  const pending = useRef(false);

  // Another card's preview started sounding: this one stops its own.
  useEffect(() => {
    let preview = selectIsPreview(store.getState(), key);
    return store.subscribe(() => {
      const now = selectIsPreview(store.getState(), key);
      if (preview && !now) stop();
      preview = now;
    });
  }, [store, key, stop]);

  const load = useCallback(() => void fetchSound().catch(ignore), [fetchSound]);

  const toggle = useCallback(() => {
    // A press does what the button says: Stop Sound and Loading... (a pressed sound still loading) stop it.
    if (isPlaying || (loading && pending.current)) {
      stop();
      return;
    }
    // Play Sound while an earlier press's sound is on its way (a quick load shows no Loading...): it comes, and
    // this press changes nothing (fifty presses before React re-renders start one play, not fifty).
    if (pending.current) return;
    pending.current = true;
    const wait = { key, stop };
    waiting?.stop();
    waiting = wait;
    void play()
      .catch(ignore)
      .finally(() => {
        pending.current = false;
        if (waiting === wait) waiting = undefined;
      });
  }, [key, isPlaying, loading, stop, play]);

  const state: PreviewState = isPlaying ? 'playing' : loading ? 'loading' : error ? 'failed' : 'idle';
  return { state, reason: state === 'failed' ? error?.message : undefined, load, toggle };
}
