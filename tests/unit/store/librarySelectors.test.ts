import { describe, expect, it } from 'vitest';
import { ALL_KEYS, SOUNDS_PER_PAGE, categoryChanged, filtersReadFromUrl, pageChanged, queryChanged } from '../../../store/libraryFiltersSlice.ts';
import {
  filterKeys,
  paginationWindow,
  selectCurrentPage,
  selectFilteredKeys,
  selectPageCount,
  selectPageKeys,
  selectPaginationWindow,
} from '../../../store/librarySelectors.ts';
import { soundLoadStarted } from '../../../store/soundStatusSlice.ts';
import { makeStore } from '../../../store/store.ts';

const newStore = () => makeStore({ saveFile: () => undefined });

describe('paginationWindow: at most 5 numbered pages (spec section 5)', () => {
  // [total pages, current page, buttons shown]
  const cases: [number, number, number[]][] = [
    [1, 1, [1]],
    [3, 1, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [5, 1, [1, 2, 3, 4, 5]],
    [5, 4, [1, 2, 3, 4, 5]],
    [5, 5, [1, 2, 3, 4, 5]],
    // more than 5 pages: the first five while the current page is at most 3
    [6, 1, [1, 2, 3, 4, 5]],
    [6, 3, [1, 2, 3, 4, 5]],
    // within 2 of the end: the last five
    [6, 4, [2, 3, 4, 5, 6]],
    [6, 6, [2, 3, 4, 5, 6]],
    [7, 3, [1, 2, 3, 4, 5]],
    [7, 4, [2, 3, 4, 5, 6]],
    [7, 5, [3, 4, 5, 6, 7]],
    [7, 7, [3, 4, 5, 6, 7]],
    [12, 1, [1, 2, 3, 4, 5]],
    [12, 2, [1, 2, 3, 4, 5]],
    [12, 3, [1, 2, 3, 4, 5]],
    // otherwise two either side of the current page
    [12, 4, [2, 3, 4, 5, 6]],
    [12, 6, [4, 5, 6, 7, 8]],
    [12, 9, [7, 8, 9, 10, 11]],
    [12, 10, [8, 9, 10, 11, 12]],
    [12, 11, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
  ];

  it.each(cases)('%i pages, on page %i: %j', (total, current, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('always holds the current page and never more than 5 buttons, for every page of 1 to 12 pages', () => {
    for (let total = 1; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationWindow(current, total);
        expect(pages).toContain(current);
        expect(pages).toHaveLength(Math.min(total, 5));
        expect(pages.every((page) => page >= 1 && page <= total)).toBe(true);
      }
    }
  });
});

describe('filterKeys: search and category (spec section 5)', () => {
  const keys = ['ui/copy', 'ui/Coin_ring', 'uix/copy', 'game/coin', 'arcade/coin_bling', 'game/ui_hit'];

  it('matches the search case-insensitively anywhere in the whole key, category included', () => {
    expect(filterKeys(keys, 'COIN', '')).toEqual(['ui/Coin_ring', 'game/coin', 'arcade/coin_bling']);
    expect(filterKeys(keys, 'ui/', '')).toEqual(['ui/copy', 'ui/Coin_ring']);
    expect(filterKeys(keys, 'e/c', '')).toEqual(['game/coin', 'arcade/coin_bling']);
  });

  it('keeps the keys that start with the category and a slash', () => {
    expect(filterKeys(keys, '', 'ui')).toEqual(['ui/copy', 'ui/Coin_ring']);
  });

  it('needs both to hold', () => {
    expect(filterKeys(keys, 'coin', 'game')).toEqual(['game/coin']);
    expect(filterKeys(keys, 'ui', 'game')).toEqual(['game/ui_hit']);
    expect(filterKeys(keys, 'bling', 'ui')).toEqual([]);
  });

  it('returns every key, as the same array, without a search or category', () => {
    expect(filterKeys(keys, '', '')).toBe(keys);
  });
});

describe('library selectors through the store', () => {
  it('shows the whole catalogue, 30 a page, on page 1 at first', () => {
    const state = newStore().getState();
    expect(selectFilteredKeys(state)).toEqual(ALL_KEYS);
    expect(selectPageCount(state)).toBe(Math.ceil(ALL_KEYS.length / SOUNDS_PER_PAGE));
    expect(selectPageKeys(state)).toEqual(ALL_KEYS.slice(0, SOUNDS_PER_PAGE));
    expect(selectCurrentPage(state)).toBe(1);
  });

  it('pages through the matches', () => {
    const store = newStore();
    store.dispatch(pageChanged(2));
    expect(selectPageKeys(store.getState())).toEqual(ALL_KEYS.slice(SOUNDS_PER_PAGE, 2 * SOUNDS_PER_PAGE));
    const last = selectPageCount(store.getState());
    store.dispatch(pageChanged(last));
    expect(selectPageKeys(store.getState())).toEqual(ALL_KEYS.slice((last - 1) * SOUNDS_PER_PAGE));
    expect(selectPaginationWindow(store.getState())).toContain(last);
  });

  it('filters by search and category together', () => {
    const store = newStore();
    store.dispatch(categoryChanged('arcade'));
    store.dispatch(queryChanged('Coin'));
    expect(selectFilteredKeys(store.getState())).toEqual(['arcade/coin', 'arcade/coin_bling']);
    expect(selectPageCount(store.getState())).toBe(1);
  });

  it('shows the last page for a page beyond the end (page=999)', () => {
    const store = newStore();
    store.dispatch(filtersReadFromUrl({ query: 'coin', page: '999' }));
    expect(selectCurrentPage(store.getState())).toBe(1);
    store.dispatch(filtersReadFromUrl({ page: '999' }));
    const state = store.getState();
    expect(selectCurrentPage(state)).toBe(selectPageCount(state));
    expect(selectPageKeys(state)).toHaveLength(ALL_KEYS.length - (selectPageCount(state) - 1) * SOUNDS_PER_PAGE);
  });

  it('counts one page, with no keys, when nothing matches', () => {
    const store = newStore();
    store.dispatch(queryChanged('no such sound'));
    expect(selectFilteredKeys(store.getState())).toEqual([]);
    expect(selectPageCount(store.getState())).toBe(1);
    expect(selectPageKeys(store.getState())).toEqual([]);
    expect(selectPaginationWindow(store.getState())).toEqual([1]);
  });

  it('returns the same arrays for the same inputs (memoized), and new ones when the inputs change', () => {
    const store = newStore();
    store.dispatch(queryChanged('o'));
    const before = store.getState();
    const [keys, page, pages] = [selectFilteredKeys(before), selectPageKeys(before), selectPaginationWindow(before)];
    store.dispatch(soundLoadStarted('ui/copy')); // a new state object, same filters
    const same = store.getState();
    expect(same).not.toBe(before);
    expect(selectFilteredKeys(same)).toBe(keys);
    expect(selectPageKeys(same)).toBe(page);
    expect(selectPaginationWindow(same)).toBe(pages);

    store.dispatch(pageChanged(2));
    const paged = store.getState();
    expect(selectFilteredKeys(paged)).toBe(keys); // paging does not filter again
    expect(selectPageKeys(paged)).not.toBe(page);

    store.dispatch(queryChanged('oo'));
    expect(selectFilteredKeys(store.getState())).not.toBe(keys);
  });
});
