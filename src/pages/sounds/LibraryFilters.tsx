import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { CATEGORIES, MAX_QUERY_LENGTH, categoryChanged, queryChanged, selectCategory, selectQuery } from '../../../store/libraryFiltersSlice.ts';
import { CategoryBadge } from '../../components/CategoryBadge.tsx';
import { categoryLabel } from '../../lib/categoryColor.ts';
import styles from './LibraryFilters.module.css';
import { useSlashToFocus } from './useSlashToFocus.ts';

/** The search box ('/' focuses it) and the category filter with the selected category's badge. */
export function LibraryFilters() {
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectQuery);
  const category = useAppSelector(selectCategory);
  const searchField = useRef<HTMLInputElement>(null);
  useSlashToFocus(searchField);

  return (
    <div className={styles.filters} role="search" aria-label="Search and filter sounds">
      <div className={styles.field}>
        <label htmlFor="sound-search" className={styles.label}>
          Search Sounds
        </label>
        <div className={styles.searchBox}>
          <input
            ref={searchField}
            id="sound-search"
            type="search"
            className={styles.input}
            placeholder="Type to search..."
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-keyshortcuts="/"
            onChange={(event) => dispatch(queryChanged(event.target.value))}
          />
          <kbd className={styles.shortcut} aria-hidden="true">
            /
          </kbd>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="sound-category" className={styles.label}>
          Filter by Category
        </label>
        <div className={styles.categoryRow}>
          <select
            id="sound-category"
            className={styles.input}
            value={category}
            onChange={(event) => dispatch(categoryChanged(event.target.value))}
          >
            <option value="">All Categories</option>
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {categoryLabel(name)}
              </option>
            ))}
          </select>
          <span className={styles.badgeSlot}>{category ? <CategoryBadge category={category} /> : null}</span>
        </div>
      </div>
    </div>
  );
}
