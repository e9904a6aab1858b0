import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { pageChanged } from '../../../store/libraryFiltersSlice.ts';
import { selectCurrentPage, selectFilteredKeys, selectPageCount, selectPageKeys } from '../../../store/librarySelectors.ts';
import styles from './ResultsBar.module.css';

/**
 * 'Showing X of Y sounds' (announced as it changes): X the cards on this page, Y the sounds that match the
 * search and category. 'Page N of M' with previous and next.
 */
export function ResultsBar() {
  const dispatch = useAppDispatch();
  const matches = useAppSelector(selectFilteredKeys).length;
  const shown = useAppSelector(selectPageKeys).length;
  const page = useAppSelector(selectCurrentPage);
  const pageCount = useAppSelector(selectPageCount);

  return (
    <div className={styles.bar}>
      <p role="status" className={styles.count}>
        {`Showing ${shown} of ${matches} sounds`}
      </p>
      {matches > 0 ? (
        <div className={styles.pager}>
          <button
            type="button"
            className={styles.step}
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => dispatch(pageChanged(page - 1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className={styles.position}>{`Page ${page} of ${pageCount}`}</span>
          <button
            type="button"
            className={styles.step}
            aria-label="Next page"
            disabled={page >= pageCount}
            onClick={() => dispatch(pageChanged(page + 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
