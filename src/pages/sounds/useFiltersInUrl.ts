import { useEffect } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks.ts';
import { filtersReadFromUrl, selectLibraryFilters } from '../../../store/libraryFiltersSlice.ts';
import { filterParamsOf, filtersOfUrl, isHistoryStep, sameFilters, searchParamsOf } from './filtersUrl.ts';

/** Marks the history entries this hook writes, so their arrival is not mistaken for a visitor's navigation. */
const WRITTEN_BY_FILTERS = { writtenByFilters: true } as const;

function isOwnWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'writtenByFilters' in state;
}

/**
 * Keeps the library filters and the URL in step, after hydration (the prerendered HTML shows the
 * defaults). A navigation (load, Back, a link, a shared address) sets the filters; a visitor's change
 * in the store is written back: pushed for a page or category, replaced for typing and for cleaning
 * odd values. The router applies URL changes in a transition, so the URL can lag a fast typist: a URL
 * this hook wrote is never read back (it would undo the keystrokes typed since), except through
 * Back and Forward.
 */
export function useFiltersInUrl(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const location = useLocation();
  const ownWrite = useNavigationType() !== 'POP' && isOwnWrite(location.state);
  const filters = useAppSelector(selectLibraryFilters);
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    if (ownWrite) return;
    const params = new URLSearchParams(urlKey);
    if (!sameFilters(filtersOfUrl(params), selectLibraryFilters(store.getState()))) {
      dispatch(filtersReadFromUrl(filterParamsOf(params)));
    }
  }, [urlKey, ownWrite, dispatch, store]);

  useEffect(() => {
    const current = selectLibraryFilters(store.getState());
    const next = searchParamsOf(current);
    if (next.toString() === urlKey) return;
    const push = isHistoryStep(filtersOfUrl(new URLSearchParams(urlKey)), current);
    setSearchParams(next, { replace: !push, state: WRITTEN_BY_FILTERS });
  }, [filters, urlKey, store, setSearchParams]);
}
