import { useSyncExternalStore } from 'react';
import { type StudioClient, createStudioClient } from './studioClient.ts';

/**
 * One worker while the studio is open: started by the first subscriber, ended with the last one. As an
 * external store, the prerendered page and its hydration see no worker, and the browser's next render does.
 */
let client: StudioClient | undefined;
let subscribers = 0;

function subscribe(onChange: () => void): () => void {
  subscribers += 1;
  if (!client) {
    client = createStudioClient();
    onChange();
  }
  return () => {
    subscribers -= 1;
    if (subscribers > 0) return;
    client?.terminate();
    client = undefined;
  };
}

const current = () => client;
const none = () => undefined;

/** The studio's worker client, or undefined while prerendering and hydrating. */
export function useStudioWorker(): StudioClient | undefined {
  return useSyncExternalStore(subscribe, current, none);
}
