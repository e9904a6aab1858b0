import { useEffect, useRef, useState } from 'react';
import type { Workbox } from 'workbox-window';
import styles from './UpdatePrompt.module.css';

type Notice = 'none' | 'offline-ready' | 'update-waiting';

/**
 * Registers the service worker (the only place that does) and tells the visitor what it means:
 * "Ready to work offline" once, the first time it installs; "A new version is available" with a
 * Reload button when a new worker waits. The page never reloads by itself in the middle of use.
 */
export function UpdatePrompt() {
  const [notice, setNotice] = useState<Notice>('none');
  const workbox = useRef<Workbox | undefined>(undefined);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // Loaded after the page is up: registration is never on the path to first paint.
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/sw.js');
      wb.addEventListener('installed', (event) => {
        if (!event.isUpdate) setNotice('offline-ready');
      });
      wb.addEventListener('waiting', () => setNotice('update-waiting'));
      wb.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
      workbox.current = wb;
    });
  }, []);

  const reload = () => {
    const wb = workbox.current;
    if (!wb) return;
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
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
