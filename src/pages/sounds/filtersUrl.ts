import { type LibraryFiltersState, sanitiseFilters } from '../../../store/libraryFiltersSlice.ts';

/** The raw filter parameters of a `/sounds` URL (`?q=coin&category=ui&page=2`), as the URL has them. */
export function filterParamsOf(params: URLSearchParams): { query: string | null; category: string | null; page: string | null } {
  return { query: params.get('q'), category: params.get('category'), page: params.get('page') };
}

/** The query string that shares these filters; defaults are left out, so the plain page stays `/sounds`. */
export function searchParamsOf({ query, category, page }: LibraryFiltersState): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (category) params.set('category', category);
  if (page !== 1) params.set('page', String(page));
  return params;
}

/** The filters a URL stands for, made sane (page=abc -> 1, unknown category -> all, huge query cut). */
export function filtersOfUrl(params: URLSearchParams): LibraryFiltersState {
  return sanitiseFilters(filterParamsOf(params));
}

export function sameFilters(a: LibraryFiltersState, b: LibraryFiltersState): boolean {
  return a.query === b.query && a.category === b.category && a.page === b.page;
}

/**
 * Whether moving the URL from `before` to `after` deserves its own history entry: a page or category
 * change does (Back returns to it); typing does not (one entry per keystroke would make Back useless).
 */
export function isHistoryStep(before: LibraryFiltersState, after: LibraryFiltersState): boolean {
  return before.query === after.query && (before.category !== after.category || before.page !== after.page);
}
