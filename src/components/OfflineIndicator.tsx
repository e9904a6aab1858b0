import { useSyncExternalStore } from 'react';
import styles from './OfflineIndicator.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Shown in the header while the browser is offline; pages and played sounds keep working from the cache. */
export function OfflineIndicator() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <span role="status" className={styles.region}>
      {!online && (
        <span className={styles.badge} title="You are offline: pages and sounds you have used still work">
          Offline
        </span>
      )}
    </span>
  );
}
