import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export type SoundStatus = { status: LoadStatus; playing: boolean; error?: string };

/** Per sound key, what the site shows: its load status and whether it is sounding. */
export type SoundStatusState = { byKey: Record<string, SoundStatus> };

const initialState: SoundStatusState = { byKey: {} };
const IDLE: SoundStatus = { status: 'idle', playing: false };

function statusOf(state: SoundStatusState, key: string): SoundStatus {
  state.byKey[key] ??= { ...IDLE };
  return state.byKey[key];
}

type Playing = PayloadAction<{ key: string; playing: number }>;

export const soundStatusSlice = createSlice({
  name: 'soundStatus',
  initialState,
  reducers: {
    soundLoadStarted(state, action: PayloadAction<string>) {
      Object.assign(statusOf(state, action.payload), { status: 'loading', error: undefined });
    },
    soundLoaded(state, action: PayloadAction<string>) {
      statusOf(state, action.payload).status = 'loaded';
    },
    soundLoadFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      Object.assign(statusOf(state, action.payload.key), { status: 'error', error: action.payload.message, playing: false });
    },
    soundPlayStarted(state, action: Playing) {
      statusOf(state, action.payload.key).playing = action.payload.playing > 0;
    },
    soundPlayEnded(state, action: Playing) {
      statusOf(state, action.payload.key).playing = action.payload.playing > 0;
    },
    soundPaused(state, action: Playing) {
      statusOf(state, action.payload.key).playing = action.payload.playing > 0;
    },
    soundStopped(state, action: Playing) {
      statusOf(state, action.payload.key).playing = action.payload.playing > 0;
    },
  },
  selectors: {
    selectSoundStatus: (state, key: string): SoundStatus => state.byKey[key] ?? IDLE,
  },
});

export const { soundLoadStarted, soundLoaded, soundLoadFailed, soundPlayStarted, soundPlayEnded, soundPaused, soundStopped } =
  soundStatusSlice.actions;
export const { selectSoundStatus } = soundStatusSlice.selectors;
