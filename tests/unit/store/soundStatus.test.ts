import { describe, expect, it } from 'vitest';
import {
  previewStarted,
  selectIsPreview,
  selectPreviewKey,
  selectSoundStatus,
  soundLoadFailed,
  soundLoadStarted,
  soundLoaded,
  soundPaused,
  soundPlayEnded,
  soundPlayStarted,
  soundStopped,
} from '../../../store/soundStatusSlice.ts';
import { makeStore } from '../../../store/store.ts';

const newStore = () => makeStore({ saveFile: () => undefined });

describe('soundStatus slice', () => {
  it('reports an unknown sound as idle and silent', () => {
    expect(selectSoundStatus(newStore().getState(), 'ui/copy')).toEqual({ status: 'idle', playing: false });
  });

  it('follows a sound from loading to loaded to playing and back', () => {
    const store = newStore();
    const status = () => selectSoundStatus(store.getState(), 'ui/copy');
    store.dispatch(soundLoadStarted('ui/copy'));
    expect(status()).toMatchObject({ status: 'loading', playing: false });
    store.dispatch(soundLoaded('ui/copy'));
    expect(status()).toMatchObject({ status: 'loaded', playing: false });
    store.dispatch(soundPlayStarted({ key: 'ui/copy', playing: 1 }));
    expect(status().playing).toBe(true);
    store.dispatch(soundPaused({ key: 'ui/copy', playing: 0 }));
    expect(status().playing).toBe(false);
    store.dispatch(soundPlayStarted({ key: 'ui/copy', playing: 2 }));
    store.dispatch(soundPlayEnded({ key: 'ui/copy', playing: 1 }));
    expect(status().playing).toBe(true); // one of two plays still sounds
    store.dispatch(soundStopped({ key: 'ui/copy', playing: 0 }));
    expect(status().playing).toBe(false);
    expect(selectSoundStatus(store.getState(), 'ui/other')).toEqual({ status: 'idle', playing: false });
  });

  it('keeps a load failure with its message, and clears it on the next load', () => {
    const store = newStore();
    store.dispatch(soundPlayStarted({ key: 'x', playing: 1 }));
    store.dispatch(soundLoadFailed({ key: 'x', message: 'Failed to load custom sound "x"' }));
    expect(selectSoundStatus(store.getState(), 'x')).toEqual({ status: 'error', playing: false, error: 'Failed to load custom sound "x"' });
    store.dispatch(soundLoadStarted('x'));
    expect(selectSoundStatus(store.getState(), 'x')).toMatchObject({ status: 'loading', error: undefined });
  });

  it('remembers which library card started the last preview', () => {
    const store = newStore();
    expect(selectPreviewKey(store.getState())).toBeUndefined();
    store.dispatch(previewStarted('ui/copy'));
    store.dispatch(previewStarted('game/coin'));
    expect(selectPreviewKey(store.getState())).toBe('game/coin');
    expect(selectIsPreview(store.getState(), 'game/coin')).toBe(true);
    expect(selectIsPreview(store.getState(), 'ui/copy')).toBe(false);
  });
});
