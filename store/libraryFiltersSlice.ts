import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from './store.ts';
import { soundCatalogue } from 'react-sfx';

/** Sounds per page of the library (spec section 9). */
export const SOUNDS_PER_PAGE = 30;
/** Longest search kept; anything longer is cut (a pasted essay must not slow every keystroke). */
export const MAX_QUERY_LENGTH = 100;

/** The library page's search: kept in the URL (`/sounds?q=coin&category=ui&page=2`) so it can be shared. */
export type LibraryFiltersState = { query: string; category: string; page: number };

export const ALL_KEYS: readonly string[] = Object.keys(soundCatalogue);
/** Categories in catalogue order: the first segment of every key. */
export const CATEGORIES: readonly string[] = [...new Set(ALL_KEYS.map((key) => key.split('/')[0]))];

const initialState: LibraryFiltersState = { query: '', category: '', page: 1 };

/** Sane values from anything (URL parameters included): unknown category -> all, bad page -> 1. */
export function sanitiseFilters(raw: { query?: string | null; category?: string | null; page?: string | number | null }): LibraryFiltersState {
  const query = (raw.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const category = raw.category && CATEGORIES.includes(raw.category) ? raw.category : '';
  const page = Number(raw.page);
  return { query, category, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

export const libraryFiltersSlice = createSlice({
  name: 'libraryFilters',
  initialState,
  reducers: {
    /** Search text changed: back to page 1 (spec section 4). */
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload.slice(0, MAX_QUERY_LENGTH);
      state.page = 1;
    },
    /** Category changed ('' = all): back to page 1. */
    categoryChanged(state, action: PayloadAction<string>) {
      state.category = CATEGORIES.includes(action.payload) ? action.payload : '';
      state.page = 1;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = sanitiseFilters({ page: action.payload }).page;
    },
    /** The URL changed (load, Back, a shared link): take its filters, made sane. */
    filtersReadFromUrl(_state, action: PayloadAction<{ query?: string | null; category?: string | null; page?: string | null }>) {
      return sanitiseFilters(action.payload);
    },
  },
  selectors: {
    selectLibraryFilters: (state) => state,
    selectQuery: (state) => state.query,
    selectCategory: (state) => state.category,
    selectRequestedPage: (state) => state.page,
  },
});

export const { queryChanged, categoryChanged, pageChanged, filtersReadFromUrl } = libraryFiltersSlice.actions;
export const { selectLibraryFilters, selectQuery, selectCategory, selectRequestedPage } = libraryFiltersSlice.injectInto(rootReducer).selectors;
