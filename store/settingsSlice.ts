import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { playSound, setSoundEnabled } from 'react-sfx';
import type { AppThunk } from './store.ts';

/** What the site shows of the library's settings; the library owns the flag, this mirrors it. */
export type SettingsState = { soundsEnabled: boolean };

const initialState: SettingsState = { soundsEnabled: true };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    /** The library's enabled flag changed (or was restored from storage). */
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

/**
 * The header toggle: 'ui/toggle_off' plays before sounds go off (so it is heard), 'ui/toggle_on' after
 * they come back. The store follows through the bridge, which mirrors the library's flag.
 */
export const soundsToggled = (): AppThunk => (_dispatch, getState) => {
  const next = !selectSoundsEnabled(getState());
  const ignore = () => undefined; // a toggle click must work even when its sound cannot play
  if (!next) playSound('ui/toggle_off').catch(ignore);
  setSoundEnabled(next);
  if (next) playSound('ui/toggle_on').catch(ignore);
};
