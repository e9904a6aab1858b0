import { useCallback, useRef } from 'react';
import { SaveAllSounds } from '../../components/SaveAllSounds.tsx';
import { useAppSelector } from '../../../store/hooks.ts';
import { ALL_KEYS, CATEGORIES } from '../../../store/libraryFiltersSlice.ts';
import { selectFilteredKeys, selectPageCount } from '../../../store/librarySelectors.ts';
import { selectSoundsEnabled } from '../../../store/settingsSlice.ts';
import { LibraryFilters } from './LibraryFilters.tsx';
import { Pagination } from './Pagination.tsx';
import { ResultsBar } from './ResultsBar.tsx';
import { SoundGrid } from './SoundGrid.tsx';
import styles from './SoundsPage.module.css';
import { useFiltersInUrl } from './useFiltersInUrl.ts';

/**
 * The Sound Library: search and filter the catalogue, preview, copy ids and download, 30 sounds a
 * page. The filters live in the URL (`/sounds?q=coin&category=ui&page=2`), so a search can be shared.
 */
export function SoundsPage() {
  useFiltersInUrl();
  const results = useRef<HTMLElement>(null);
  const hasMatches = useAppSelector(selectFilteredKeys).length > 0;
  const manyPages = useAppSelector(selectPageCount) > 1;
  const soundsEnabled = useAppSelector(selectSoundsEnabled);
  // The bottom bar changes the page far below its top: bring the new page's first cards into view.
  const showResultsTop = useCallback(() => results.current?.scrollIntoView({ block: 'start' }), []);

  return (
    <>
      <h1>Sound Library</h1>
      <p className="lead">
        <strong>{`${ALL_KEYS.length} sounds in ${CATEGORIES.length} categories`}</strong>: search, preview, copy an id or
        download any of them.
      </p>
      {/* Always in the page, hidden while sounds are on: CSS shows it before hydration to a visitor whose
          stored switch is off (the HTML was prerendered with sounds on), so nothing moves once it hydrates. */}
      <p className={styles.notice} hidden={soundsEnabled}>
        Sounds are off: turn them on with the sound button in the header to preview.
      </p>
      <LibraryFilters />
      <section ref={results} className={styles.results} aria-labelledby="sound-results">
        <h2 id="sound-results" className="visually-hidden">
          Results
        </h2>
        <ResultsBar />
        <SoundGrid />
        {hasMatches && manyPages ? <Pagination onPageChange={showResultsTop} /> : null}
      </section>
      <SaveAllSounds />
    </>
  );
}
