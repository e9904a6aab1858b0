import { isSoundEnabled, type SoundEvent, subscribeSoundEvents, subscribeSoundState } from 'react-sfx';
import { soundsEnabledChanged } from './settingsSlice.ts';
import {
  soundLoadFailed,
  soundLoadStarted,
  soundLoaded,
  soundPaused,
  soundPlayEnded,
  soundPlayStarted,
  soundStopped,
} from './soundStatusSlice.ts';
import type { AppDispatch } from './store.ts';

function actionFor(event: SoundEvent) {
  switch (event.type) {
    case 'loading':
      return soundLoadStarted(event.name);
    case 'loaded':
      return soundLoaded(event.name);
    case 'error':
      return soundLoadFailed({ key: event.name, message: event.message });
    case 'play':
      return soundPlayStarted({ key: event.name, playing: event.playing });
    case 'end':
      return soundPlayEnded({ key: event.name, playing: event.playing });
    case 'pause':
      return soundPaused({ key: event.name, playing: event.playing });
    case 'stop':
      return soundStopped({ key: event.name, playing: event.playing });
  }
}

/**
 * The one place library facts become Redux actions: sound events and the enabled flag (mirrored now,
 * then on every change). Returns the function that disconnects.
 */
export function connectSoundBridge(dispatch: AppDispatch): () => void {
  dispatch(soundsEnabledChanged(isSoundEnabled()));
  const unsubscribeEvents = subscribeSoundEvents((event) => dispatch(actionFor(event)));
  const unsubscribeState = subscribeSoundState((enabled) => dispatch(soundsEnabledChanged(enabled)));
  return () => {
    unsubscribeEvents();
    unsubscribeState();
  };
}
