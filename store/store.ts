import { type Action, combineSlices, configureStore, type ThunkAction, type WithSlice } from '@reduxjs/toolkit';
import type { downloadsSlice } from './downloadsSlice.ts';
import type { libraryFiltersSlice } from './libraryFiltersSlice.ts';
import { settingsSlice } from './settingsSlice.ts';
import { soundStatusSlice } from './soundStatusSlice.ts';

/**
 * Slices only the Sound Library needs: each injects itself when its module loads (with that page's
 * chunk), so other pages never download them or the catalogue they hold. Their selectors answer with
 * the initial state until then.
 */
type LibraryPageSlices = WithSlice<typeof libraryFiltersSlice> & WithSlice<typeof downloadsSlice>;

export const rootReducer = combineSlices(settingsSlice, soundStatusSlice).withLazyLoadedSlices<LibraryPageSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** What thunks may do to the outside world, given by the app (and faked in tests). */
export type StoreServices = {
  /** Hands a file to the visitor as a download. */
  saveFile: (blob: Blob, fileName: string) => void;
};

/** A store with the site's slices; `services` carries the side effects thunks need. */
export function makeStore(services: StoreServices, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: services } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, StoreServices, Action>;
