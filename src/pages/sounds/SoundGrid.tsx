import { useAppSelector } from '../../../store/hooks.ts';
import { selectPageKeys } from '../../../store/librarySelectors.ts';
import { SoundCard } from './SoundCard.tsx';
import styles from './SoundGrid.module.css';

/** The current page's cards, or the empty state when nothing matches. */
export function SoundGrid() {
  const keys = useAppSelector(selectPageKeys);
  if (keys.length === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>No sounds found</h2>
        <p className={styles.emptyHint}>Try adjusting your search or filter to find what you&apos;re looking for.</p>
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label="Sounds">
      {keys.map((key) => (
        <li key={key}>
          <SoundCard soundKey={key} />
        </li>
      ))}
    </ul>
  );
}
