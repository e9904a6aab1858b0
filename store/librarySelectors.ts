import { createSelector } from '@reduxjs/toolkit';
import { ALL_KEYS, SOUNDS_PER_PAGE, selectCategory, selectQuery, selectRequestedPage } from './libraryFiltersSlice.ts';

/**
 * Keys matching the search (case-insensitive substring of the whole key) and the category (keys
 * starting with `category/`); both must hold (spec section 5). Memoized on query and category.
 */
export function filterKeys(keys: readonly string[], query: string, category: string): readonly string[] {
  const needle = query.trim().toLowerCase();
  const prefix = category ? `${category}/` : '';
  if (!needle && !prefix) return keys;
  return keys.filter((key) => key.startsWith(prefix) && (!needle || key.toLowerCase().includes(needle)));
}

export const selectFilteredKeys = createSelector([selectQuery, selectCategory], (query, category) =>
  filterKeys(ALL_KEYS, query, category),
);

export const selectPageCount = createSelector([selectFilteredKeys], (keys) => Math.max(1, Math.ceil(keys.length / SOUNDS_PER_PAGE)));

/** The page shown: the requested one, held within 1..page count (page=999 shows the last page). */
export const selectCurrentPage = createSelector([selectRequestedPage, selectPageCount], (page, count) => Math.min(Math.max(1, page), count));

export const selectPageKeys = createSelector([selectFilteredKeys, selectCurrentPage], (keys, page) =>
  keys.slice((page - 1) * SOUNDS_PER_PAGE, page * SOUNDS_PER_PAGE),
);

/**
 * At most 5 numbered page buttons (spec section 5): the first pages while the current page is at most 3
 * or there are at most 5 pages; the last five within 2 of the end; otherwise two either side.
 */
export function paginationWindow(current: number, total: number, size = 5): number[] {
  let first: number;
  if (total <= size || current <= 3) first = 1;
  else if (current >= total - 2) first = total - size + 1;
  else first = current - 2;
  const last = Math.min(total, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export const selectPaginationWindow = createSelector([selectCurrentPage, selectPageCount], paginationWindow);
