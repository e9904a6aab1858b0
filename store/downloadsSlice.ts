import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchSoundBlob } from 'react-sfx';
import { type AppThunk, rootReducer } from './store.ts';

export type DownloadStatus = 'idle' | 'downloading';

/** Per sound key: whether its file is being downloaded. Errors go to the console only (spec section 8). */
export type DownloadsState = { byKey: Record<string, DownloadStatus> };

const initialState: DownloadsState = { byKey: {} };

export const downloadsSlice = createSlice({
  name: 'downloads',
  initialState,
  reducers: {
    downloadStarted(state, action: PayloadAction<string>) {
      state.byKey[action.payload] = 'downloading';
    },
    downloadFinished(state, action: PayloadAction<string>) {
      state.byKey[action.payload] = 'idle';
    },
    downloadFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      state.byKey[action.payload.key] = 'idle';
    },
  },
  selectors: {
    selectDownloadStatus: (state, key: string): DownloadStatus => state.byKey[key] ?? 'idle',
  },
});

export const { downloadStarted, downloadFinished, downloadFailed } = downloadsSlice.actions;
export const { selectDownloadStatus } = downloadsSlice.injectInto(rootReducer).selectors;

/** The file name a sound downloads as: its last key segment with .mp3. */
export function downloadFileName(key: string): string {
  return `${key.split('/').at(-1) ?? key}.mp3`;
}

/** Fetches a sound's file through the library and saves it as `<name>.mp3`; a second click while busy is ignored. */
export const soundDownloadRequested = (key: string): AppThunk<Promise<void>> => async (dispatch, getState, { saveFile }) => {
  if (selectDownloadStatus(getState(), key) === 'downloading') return;
  dispatch(downloadStarted(key));
  try {
    saveFile(await fetchSoundBlob(key), downloadFileName(key));
    dispatch(downloadFinished(key));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('Download failed', error);
    dispatch(downloadFailed({ key, message }));
  }
};
