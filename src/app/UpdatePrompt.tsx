import { useEffect, useRef, useState } from 'react';
import { activateWaitingWorker, registerServiceWorker } from './serviceWorkerUpdates.ts';
import styles from './UpdatePrompt.module.css';

type Notice = 'none' | 'offline-ready' | 'update-waiting';

/**
 * Registers the service worker (the only place that does) and tells the visitor what it means:
 * "Ready to work offline" once, the first time it installs; "A new version is available" with a
 * Reload button when a new worker waits. The page never reloads by itself in the middle of use.
 */
export function UpdatePrompt() {
  const [notice, setNotice] = useState<Notice>('none');
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    registerServiceWorker('/sw.js', {
      offlineReady: () => setNotice('offline-ready'),
      updateWaiting: () => setNotice('update-waiting'),
    }).then(
      (registered) => (registration.current = registered),
      (error: unknown) => console.warn('Service worker registration failed', error),
    );
  }, []);

  const reload = () => {
    if (registration.current) activateWaitingWorker(registration.current);
  };

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {notice === 'offline-ready' && (
        <div className={styles.notice}>
          <span>Ready to work offline</span>
          <button type="button" onClick={() => setNotice('none')}>Dismiss</button>
        </div>
      )}
      {notice === 'update-waiting' && (
        <div className={styles.notice}>
          <span>A new version is available</span>
          <button type="button" onClick={reload}>Reload</button>
          <button type="button" onClick={() => setNotice('none')}>Later</button>
        </div>
      )}
    </div>
  );
}
