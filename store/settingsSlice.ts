import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getSoundInfo, type LibrarySoundName, playSound, preloadSounds, setSoundEnabled } from 'react-sfx';
import type { AppThunk } from './store.ts';

/** What the site shows of the library's settings; the library owns the flag, this mirrors it. */
export type SettingsState = { soundsEnabled: boolean };

const initialState: SettingsState = { soundsEnabled: true };

export const TOGGLE_OFF_SOUND: LibrarySoundName = 'ui/toggle_off';
export const TOGGLE_ON_SOUND: LibrarySoundName = 'ui/toggle_on';

/** How long the off sound may take to start (it may still be loading) before sounds go off without it. */
export const TOGGLE_OFF_START_TIMEOUT_MS = 500;

/** Slack after the off sound's length, so the engine's own end comes first and nothing is cut short. */
const TOGGLE_OFF_END_MARGIN_MS = 50;

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    /** The library's enabled flag changed (or was restored from storage), or the visitor toggled it. */
    soundsEnabledChanged(state, action: PayloadAction<boolean>) {
      state.soundsEnabled = action.payload;
    },
  },
  selectors: {
    selectSoundsEnabled: (state) => state.soundsEnabled,
  },
});

export const { soundsEnabledChanged } = settingsSlice.actions;
export const { selectSoundsEnabled } = settingsSlice.selectors;

const ignore = () => undefined; // a toggle must work even when its sound cannot play
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Plays the off sound and resolves when it has been heard, or at once when it cannot start in time. */
async function offSoundHeard(): Promise<void> {
  const started = await Promise.race([
    playSound(TOGGLE_OFF_SOUND).then(() => true, () => false),
    wait(TOGGLE_OFF_START_TIMEOUT_MS).then(() => false),
  ]);
  if (started) await wait((getSoundInfo(TOGGLE_OFF_SOUND)?.duration ?? 0) * 1000 + TOGGLE_OFF_END_MARGIN_MS);
}

/**
 * The header toggle. The button answers at once; the library follows. Turning on plays
 * 'ui/toggle_on' once sounds are on. Turning off plays 'ui/toggle_off' first and switches the library
 * off only when it has been heard, because the library pauses every play the moment sounds go off.
 * A toggle back on meanwhile wins. Resolves when the library has the new value.
 */
export const soundsToggled = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const next = !selectSoundsEnabled(getState());
  dispatch(soundsEnabledChanged(next));
  if (next) {
    setSoundEnabled(true);
    playSound(TOGGLE_ON_SOUND).catch(ignore);
    return;
  }
  await offSoundHeard();
  if (!selectSoundsEnabled(getState())) setSoundEnabled(false);
};

/** The visitor reaches for the toggle (pointer over, focus): fetch its sounds so a click plays at once. */
export const soundsToggleApproached = (): AppThunk => () => {
  preloadSounds([TOGGLE_OFF_SOUND, TOGGLE_ON_SOUND]).catch(ignore);
};
