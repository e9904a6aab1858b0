import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { pageChanged } from '../../../store/libraryFiltersSlice.ts';
import { selectCurrentPage, selectPageCount, selectPaginationWindow } from '../../../store/librarySelectors.ts';
import styles from './Pagination.module.css';

type PaginationProps = {
  /** Called after a page change, so the page can bring the new results into view. */
  onPageChange: () => void;
};

/** The bottom bar: First, Previous, at most five numbered pages (the spec's window), Next, Last. */
export function Pagination({ onPageChange }: PaginationProps) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCurrentPage);
  const pageCount = useAppSelector(selectPageCount);
  const pages = useAppSelector(selectPaginationWindow);
  const goTo = (target: number) => {
    dispatch(pageChanged(target));
    onPageChange();
  };
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button type="button" className={styles.button} disabled={atStart} onClick={() => goTo(1)}>
        First
      </button>
      <button type="button" className={styles.button} disabled={atStart} onClick={() => goTo(page - 1)}>
        Previous
      </button>
      <ul className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`${styles.button} ${styles.number}`}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => goTo(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.button} disabled={atEnd} onClick={() => goTo(page + 1)}>
        Next
      </button>
      <button type="button" className={styles.button} disabled={atEnd} onClick={() => goTo(pageCount)}>
        Last
      </button>
    </nav>
  );
}
