import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  MAX_QUERY_LENGTH,
  categoryChanged,
  filtersReadFromUrl,
  pageChanged,
  queryChanged,
  selectCategory,
  selectLibraryFilters,
  selectQuery,
  selectRequestedPage,
} from '../../../store/libraryFiltersSlice.ts';
import type { LibraryFiltersState } from '../../../store/libraryFiltersSlice.ts';
import { makeStore } from '../../../store/store.ts';

const newStore = () => makeStore({ saveFile: () => undefined });

describe('libraryFilters slice', () => {
  it('starts with no search, all categories, page 1', () => {
    expect(selectLibraryFilters(newStore().getState())).toEqual({ query: '', category: '', page: 1 });
  });

  it('knows the seven categories of the catalogue, in catalogue order', () => {
    expect(CATEGORIES).toEqual(['ambient', 'arcade', 'game', 'misc', 'notification', 'system', 'ui']);
  });

  it('goes back to page 1 when the search text changes (spec section 4)', () => {
    const store = newStore();
    store.dispatch(pageChanged(3));
    store.dispatch(queryChanged('coin'));
    expect(selectLibraryFilters(store.getState())).toEqual({ query: 'coin', category: '', page: 1 });
  });

  it('goes back to page 1 when the category changes', () => {
    const store = newStore();
    store.dispatch(pageChanged(2));
    store.dispatch(categoryChanged('ui'));
    expect(selectCategory(store.getState())).toBe('ui');
    expect(selectRequestedPage(store.getState())).toBe(1);
  });

  it('treats an unknown category as all categories', () => {
    const store = newStore();
    store.dispatch(categoryChanged('ui'));
    store.dispatch(categoryChanged('nope'));
    expect(selectCategory(store.getState())).toBe('');
  });

  it('cuts a huge search to the longest kept', () => {
    const store = newStore();
    store.dispatch(queryChanged('x'.repeat(5000)));
    expect(selectQuery(store.getState())).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('keeps a page below 1 or not whole from being requested', () => {
    const store = newStore();
    for (const bad of [0, -4, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      store.dispatch(pageChanged(4));
      store.dispatch(pageChanged(bad));
      expect(selectRequestedPage(store.getState()), String(bad)).toBe(1);
    }
  });
});

describe('filtersReadFromUrl: any URL gives sane filters, without an error', () => {
  const cases: [string, Parameters<typeof filtersReadFromUrl>[0], LibraryFiltersState][] = [
    ['all three', { query: 'coin', category: 'ui', page: '2' }, { query: 'coin', category: 'ui', page: 2 }],
    ['none', {}, { query: '', category: '', page: 1 }],
    ['nulls (absent parameters)', { query: null, category: null, page: null }, { query: '', category: '', page: 1 }],
    ['page=abc', { page: 'abc' }, { query: '', category: '', page: 1 }],
    ['page=-4', { page: '-4' }, { query: '', category: '', page: 1 }],
    ['page=0', { page: '0' }, { query: '', category: '', page: 1 }],
    ['page=2.5', { page: '2.5' }, { query: '', category: '', page: 1 }],
    ['page= (empty)', { page: '' }, { query: '', category: '', page: 1 }],
    ['page beyond safe integers', { page: '1e30' }, { query: '', category: '', page: 1 }],
    ['page=999 (kept; the page shown is the last)', { page: '999' }, { query: '', category: '', page: 999 }],
    ['category=nope', { category: 'nope' }, { query: '', category: '', page: 1 }],
    ['category=UI (categories are lower case)', { category: 'UI' }, { query: '', category: '', page: 1 }],
    ['category=constructor', { category: 'constructor' }, { query: '', category: '', page: 1 }],
    ['a huge query', { query: 'q'.repeat(10_000) }, { query: 'q'.repeat(MAX_QUERY_LENGTH), category: '', page: 1 }],
  ];

  it.each(cases)('%s', (_name, raw, expected) => {
    const store = newStore();
    store.dispatch(queryChanged('before'));
    store.dispatch(categoryChanged('game'));
    store.dispatch(filtersReadFromUrl(raw));
    expect(selectLibraryFilters(store.getState())).toEqual(expected);
  });
});
