import type { StudioSettings } from './studioSettings.ts';
import type { ExportFormat, RenderedSound, StudioAsk, StudioResponse } from './worker/protocol.ts';

type Pending = { resolve: (response: StudioResponse) => void; reject: (error: Error) => void };
/** One worker and the requests it has yet to answer; a retiring one takes no more and ends once it has answered. */
type Running = { worker: Worker; pending: Map<number, Pending>; retiring: boolean };

export type StudioClient = {
  render: (settings: StudioSettings) => Promise<RenderedSound>;
  exportFile: (settings: StudioSettings, format: ExportFormat) => Promise<Uint8Array<ArrayBuffer>>;
  terminate: () => void;
};

/** How long a failed MP3 export waits for the service worker to drop the encoder before it is reported. */
const EVICTION_WAIT_MS = 3000;

/**
 * Tells the service worker that the encoder's code failed to import, so it drops whatever it cached under the
 * encoder's name (sw/sw.ts), and waits until it has (or EVICTION_WAIT_MS): the next export then fetches the file
 * afresh. The audio's "SOUND_FAILED" message, for code; without a controlling worker there is nothing to drop.
 */
function dropCachedEncoder(): Promise<void> {
  const controller = navigator.serviceWorker?.controller;
  if (!controller) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(done, EVICTION_WAIT_MS);
    channel.port1.onmessage = done;
    controller.postMessage({ type: 'STUDIO_CODE_FAILED' }, [channel.port2]);
  });
}

/**
 * The page's side of the worker: one promise per request, answered by id. A worker whose MP3 encoder failed to
 * import is replaced for the next request: a worker keeps a module that fetched but did not run as failed for
 * good (and browsers before the HTML change "don't cache failed module fetches" keep a failed fetch too), while
 * a new one imports afresh, from the network once the service worker has dropped its copy.
 */
export function createStudioClient(): StudioClient {
  const workers = new Set<Running>();
  let nextId = 1;

  const retire = (running: Running) => {
    running.retiring = true;
    if (running.pending.size > 0) return;
    running.worker.terminate();
    workers.delete(running);
  };

  const start = (): Running => {
    const running: Running = { worker: new Worker(new URL('./worker/studio.worker.ts', import.meta.url), { type: 'module' }), pending: new Map(), retiring: false };
    workers.add(running);
    running.worker.addEventListener('message', (event: MessageEvent<StudioResponse>) => {
      const response = event.data;
      running.pending.get(response.id)?.resolve(response);
      running.pending.delete(response.id);
      if (response.type === 'failed' && response.cause === 'encoder' && running === current) {
        current = start();
        retire(running);
      } else if (running.retiring) retire(running);
    });
    // A worker that cannot start (its script failed to load) fails every request, rather than leaving them waiting.
    running.worker.addEventListener('error', () => {
      for (const request of running.pending.values()) request.reject(new Error('The studio worker could not run'));
      running.pending.clear();
      if (running.retiring) retire(running);
    });
    return running;
  };
  let current = start();

  const ask = (request: StudioAsk): Promise<StudioResponse> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      current.pending.set(id, { resolve, reject });
      current.worker.postMessage({ ...request, id });
    });
  const expect = async <T extends StudioResponse['type']>(request: StudioAsk, type: T) => {
    const response = await ask(request);
    if (response.type === 'failed') {
      if (response.cause === 'encoder') await dropCachedEncoder();
      throw new Error(response.message);
    }
    if (response.type !== type) throw new Error(`The studio worker answered ${response.type}, not ${type}`);
    return response as Extract<StudioResponse, { type: T }>;
  };

  return {
    render: async (settings) => {
      const { samples, sampleRate, loop, peaks, usesRandomness } = await expect({ type: 'render', settings }, 'rendered');
      return { samples, sampleRate, loop, peaks, usesRandomness };
    },
    exportFile: async (settings, format) => (await expect({ type: 'export', settings, format }, 'exported')).bytes,
    terminate: () => {
      for (const running of workers) running.worker.terminate();
      workers.clear();
    },
  };
}
