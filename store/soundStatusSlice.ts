import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export type SoundStatus = { status: LoadStatus; playing: boolean; error?: string };

/**
 * Per sound key, what the site shows: its load status and whether it is sounding. `previewKey` is the
 * library card whose preview started last: the others stop theirs, so one preview sounds at a time.
 */
export type SoundStatusState = { byKey: Record<string, SoundStatus>; previewKey?: string };

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
    /** A library card's preview started sounding (the card that played before stops its own). */
    previewStarted(state, action: PayloadAction<string>) {
      state.previewKey = action.payload;
    },
  },
  selectors: {
    selectSoundStatus: (state, key: string): SoundStatus => state.byKey[key] ?? IDLE,
    selectPreviewKey: (state): string | undefined => state.previewKey,
    /** Whether `key` is the card whose preview started last. */
    selectIsPreview: (state, key: string): boolean => state.previewKey === key,
  },
});

export const {
  soundLoadStarted,
  soundLoaded,
  soundLoadFailed,
  soundPlayStarted,
  soundPlayEnded,
  soundPaused,
  soundStopped,
  previewStarted,
} = soundStatusSlice.actions;
export const { selectSoundStatus, selectPreviewKey, selectIsPreview } = soundStatusSlice.selectors;
