/** What the page hears from its service worker's life cycle. */
export type ServiceWorkerNotices = {
  /** The first worker is installed: the site now works offline. */
  offlineReady: () => void;
  /** A new worker has installed and waits for the visitor's go-ahead. */
  updateWaiting: () => void;
};

/** Whether a freshly installed worker is an update, which waits behind the active one. */
function waitsBehindActive(registration: ServiceWorkerRegistration, worker: ServiceWorker): boolean {
  return Boolean(registration.active) && registration.active !== worker;
}

function whenInstalled(worker: ServiceWorker, then: () => void): void {
  const onStateChange = () => {
    if (worker.state !== 'installed') return;
    worker.removeEventListener('statechange', onStateChange);
    then();
  };
  worker.addEventListener('statechange', onStateChange);
}

/**
 * Registers the site's worker and reports its life cycle: the few lines of workbox-window this site
 * uses, without its 2 KB on every page's first load.
 */
export async function registerServiceWorker(url: string, notices: ServiceWorkerNotices): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(url);
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    whenInstalled(worker, () => (waitsBehindActive(registration, worker) ? notices.updateWaiting() : notices.offlineReady()));
  };
  // A worker left waiting by an earlier visit is news on this one too.
  if (registration.waiting && registration.active) notices.updateWaiting();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  return registration;
}

/** Lets the waiting worker take over, then reloads so the page runs the version it serves. */
export function activateWaitingWorker(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
