import styles from './OfflineBadge.module.css';
import { useAvailableOffline } from './useAvailableOffline.ts';

/** Marks a sound that is in the offline cache (played once online, or saved with "Save all"). */
export function OfflineBadge({ soundKey }: { soundKey: string }) {
  const available = useAvailableOffline(soundKey);
  return (
    <span className={styles.slot}>
      {available ? (
        <span className={styles.badge} title="Available offline">
          <svg aria-hidden="true" width="0.9em" height="0.9em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          Offline
        </span>
      ) : null}
    </span>
  );
}
