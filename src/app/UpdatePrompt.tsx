import { useEffect, useRef, useState } from 'react';
import type { Workbox } from 'workbox-window';
import styles from './UpdatePrompt.module.css';

type Notice = 'none' | 'offline-ready' | 'update-waiting';

/** How often an open page asks for a new deploy; a hidden tab that becomes visible again asks at once. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Runs `then` once the page has loaded: the worker's registration never competes with the page's own files. */
function afterLoad(then: () => void): () => void {
  if (document.readyState === 'complete') {
    then();
    return () => {};
  }
  window.addEventListener('load', then, { once: true });
  return () => window.removeEventListener('load', then);
}

/**
 * Registers the site's worker through workbox-window and follows its life cycle until `stop` is called.
 * A check for a new deploy runs every hour and whenever the tab becomes visible again. Once a new worker
 * takes control (this tab's Reload or another tab's), every open page reloads into the version it serves.
 */
function followWorker(wb: Workbox, show: (notice: Notice) => void): () => void {
  // A page that was already controlled sees a new controller only for a new version; the first worker
  // claiming a page on its first visit (sw.ts calls clientsClaim) needs no reload.
  let controlled = navigator.serviceWorker.controller !== null;
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) show('offline-ready');
  });
  // Also fires at registration for a worker left waiting by an earlier visit (the visitor chose Later).
  wb.addEventListener('waiting', () => show('update-waiting'));
  wb.addEventListener('controlling', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });

  // Offline, or a server that is down: the next check will tell. Nothing to report to the visitor.
  const checkForUpdate = () => void wb.update().catch(() => {});
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  };
  const timer = window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);
  wb.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/**
 * Registers the service worker (the only place that does) and tells the visitor what it means:
 * "Ready to work offline" once, the first time it installs; "A new version is available" with Reload
 * and Later when a new worker waits. The page never reloads by itself unless a new version took over.
 * workbox-window loads after the page has loaded, never on the way to its first paint.
 */
export function UpdatePrompt() {
  const [notice, setNotice] = useState<Notice>('none');
  const workbox = useRef<Workbox | undefined>(undefined);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let stopFollowing = () => {};
    let unmounted = false;
    const stopWaiting = afterLoad(() => {
      // The package's ES2015+ module, the import Workbox documents for bundlers that handle modern syntax
      // ('workbox-window' alone is its ES5 build): 1.4 KB gzip instead of 2.2, and the same class.
      import('workbox-window/Workbox.js').then(
        ({ Workbox }) => {
          if (unmounted) return;
          const base = import.meta.env.BASE_URL;
          workbox.current = new Workbox(`${base}sw.js`, { scope: base });
          stopFollowing = followWorker(workbox.current, setNotice);
        },
        (error: unknown) => console.warn('Service worker registration failed', error),
      );
    });
    return () => {
      unmounted = true;
      stopWaiting();
      stopFollowing();
    };
  }, []);

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
          <button type="button" onClick={() => workbox.current?.messageSkipWaiting()}>Reload</button>
          <button type="button" onClick={() => setNotice('none')}>Later</button>
        </div>
      )}
    </div>
  );
}
