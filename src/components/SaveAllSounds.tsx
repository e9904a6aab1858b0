import { useEffect, useRef, useState } from 'react';
import { soundCatalogue } from 'react-sfx';
import { type SaveProgress, canSaveOffline, isCachedOffline, requestPersistentStorage, saveForOffline, storageUsage } from '../lib/offlineSounds.ts';
import { announceOfflineCacheChanged } from './offlineEvents.ts';
import styles from './SaveAllSounds.module.css';
import { offlineUrlOf } from './useAvailableOffline.ts';

type Phase = { kind: 'idle' } | { kind: 'saving'; progress: SaveProgress } | { kind: 'done'; message: string };

const KEYS = Object.keys(soundCatalogue);

/** Why the button waits: the service worker that stores the files has not taken over the page yet. */
const NOT_READY = 'Offline saving is available once the site has finished installing (a moment after the first visit).';
/** What the button does, once it can. */
const WHAT_IT_DOES = 'Saving keeps every sound in this browser, so the whole catalogue plays offline.';

/** Where every built-in sound is fetched from (read when needed: the CDN base is set at start-up). */
function catalogueUrls(): string[] {
  return KEYS.map(offlineUrlOf).filter((url): url is string => Boolean(url));
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** How long to let the worker finish storing the last files before counting what is cached. */
const SETTLE_MS = 3000;

async function cachedCount(urls: readonly string[]): Promise<number> {
  return (await Promise.all(urls.map(isCachedOffline))).filter(Boolean).length;
}

/** The worker stores a file just after handing it over: count until everything is in or it settles. */
async function settledCachedCount(urls: readonly string[]): Promise<number> {
  const deadline = Date.now() + SETTLE_MS;
  let count = await cachedCount(urls);
  while (count < urls.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    count = await cachedCount(urls);
  }
  return count;
}

async function summary(cancelled: boolean): Promise<string> {
  const urls = catalogueUrls();
  const cached = await settledCachedCount(urls);
  const usage = await storageUsage();
  const space = usage ? ` This site uses ${megabytes(usage.usage)} of the ${megabytes(usage.quota)} your browser allows.` : '';
  if (cached === urls.length) return `All ${urls.length} sounds are available offline.${space}`;
  const why = cancelled ? 'Saving was cancelled' : 'Some sounds could not be saved (offline, or storage is full)';
  return `${why}: ${cached} of ${urls.length} sounds are available offline. Saving again continues where it stopped.${space}`;
}

/** "Save all sounds for offline": caches the whole catalogue with progress, cancel and a report. */
export function SaveAllSounds() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [ready, setReady] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    const update = () => setReady(canSaveOffline());
    update();
    navigator.serviceWorker?.addEventListener('controllerchange', update);
    return () => {
      navigator.serviceWorker?.removeEventListener('controllerchange', update);
      abort.current?.abort();
    };
  }, []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'saving', progress: { done: 0, total: KEYS.length } });
    void requestPersistentStorage();
    const result = await saveForOffline(catalogueUrls(), controller.signal, (progress) => setPhase({ kind: 'saving', progress }));
    announceOfflineCacheChanged();
    setPhase({ kind: 'done', message: await summary(result.cancelled) });
  };

  const saving = phase.kind === 'saving' ? phase.progress : undefined;
  return (
    <section className={styles.panel} aria-labelledby="save-offline-title">
      <h2 id="save-offline-title" className={styles.title}>Take the sounds offline</h2>
      {saving ? (
        <div className={styles.row}>
          <progress className={styles.progress} value={saving.done} max={saving.total} aria-label="Saving sounds for offline" />
          <span>{saving.done} / {saving.total}</span>
          <button type="button" onClick={() => abort.current?.abort()}>Cancel</button>
        </div>
      ) : (
        <button type="button" onClick={() => void start()} disabled={!ready} aria-describedby="save-offline-status">
          Save all sounds for offline
        </button>
      )}
      {/* One place for the lines below the button, as tall as the tallest (the hidden ones keep their room): the
          wait's line goes when the service worker takes over, a moment after the first visit or at a later visit's
          hydration, and the panel does not move what follows it (a phone's visitor at the page's end saw it jump). */}
      <div className={styles.lines}>
        <p aria-hidden="true" className={styles.room}>{NOT_READY}</p>
        <p className={ready && phase.kind !== 'done' ? undefined : styles.room}>{WHAT_IT_DOES}</p>
        <p id="save-offline-status" role="status">
          {phase.kind === 'done' ? phase.message : ready ? '' : NOT_READY}
        </p>
      </div>
    </section>
  );
}
