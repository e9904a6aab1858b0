import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type LibrarySoundName, playSound, preloadSounds, setSoundEnabled, type SoundEvent, subscribeSoundEvents } from 'react-sfx';
import type { AppThunk } from './store.ts';

/** What the site shows of the library's settings; the library owns the flag, this mirrors it. */
export type SettingsState = { soundsEnabled: boolean };

const initialState: SettingsState = { soundsEnabled: true };

export const TOGGLE_OFF_SOUND: LibrarySoundName = 'ui/toggle_off';
export const TOGGLE_ON_SOUND: LibrarySoundName = 'ui/toggle_on';

/**
 * How long the off sound may take to start (it may still be loading) before sounds go off without it.
 * When the mute switch is a visit's first sound, the browser's first audio context comes with it: measured
 * at 460 ms in headless Chromium here (50-90 ms on a desktop), on top of fetching and decoding the file.
 * The switch shows "off" at once either way.
 */
export const TOGGLE_OFF_START_TIMEOUT_MS = 1500;

/** The longest the off sound (a fifth of a second) may sound before sounds go off regardless. */
const TOGGLE_OFF_LONGEST_MS = 2000;

const ENDINGS: ReadonlySet<SoundEvent['type']> = new Set(['end', 'stop', 'error']);

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

/**
 * Plays the off sound and resolves when it has been heard (its end event), or at once when it cannot
 * start in time. Listens to the library's events rather than the catalogue's durations, so the header
 * does not need the catalogue on every page.
 */
async function offSoundHeard(): Promise<void> {
  let stopListening: () => void = ignore;
  const ended = new Promise<void>((resolve) => {
    stopListening = subscribeSoundEvents((event) => {
      if (event.name === TOGGLE_OFF_SOUND && ENDINGS.has(event.type)) resolve();
    });
  });
  try {
    const started = await Promise.race([
      playSound(TOGGLE_OFF_SOUND).then(() => true, () => false),
      wait(TOGGLE_OFF_START_TIMEOUT_MS).then(() => false),
    ]);
    if (started) await Promise.race([ended, wait(TOGGLE_OFF_LONGEST_MS)]);
  } finally {
    stopListening();
  }
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
