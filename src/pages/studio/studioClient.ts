import type { StudioSettings } from './studioSettings.ts';
import type { ExportFormat, RenderedSound, StudioAsk, StudioResponse } from './worker/protocol.ts';

type Pending = { resolve: (response: StudioResponse) => void; reject: (error: Error) => void };

export type StudioClient = {
  render: (settings: StudioSettings) => Promise<RenderedSound>;
  exportFile: (settings: StudioSettings, format: ExportFormat) => Promise<Uint8Array<ArrayBuffer>>;
  terminate: () => void;
};

/** The page's side of the worker: one promise per request, answered by id. */
export function createStudioClient(): StudioClient {
  const worker = new Worker(new URL('./worker/studio.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  worker.addEventListener('message', (event: MessageEvent<StudioResponse>) => {
    pending.get(event.data.id)?.resolve(event.data);
    pending.delete(event.data.id);
  });
  // A worker that cannot start (its script failed to load) fails every request, rather than leaving them waiting.
  worker.addEventListener('error', () => {
    for (const request of pending.values()) request.reject(new Error('The studio worker could not run'));
    pending.clear();
  });

  const ask = (request: StudioAsk): Promise<StudioResponse> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  const expect = async <T extends StudioResponse['type']>(request: StudioAsk, type: T) => {
    const response = await ask(request);
    if (response.type === 'failed') throw new Error(response.message);
    if (response.type !== type) throw new Error(`The studio worker answered ${response.type}, not ${type}`);
    return response as Extract<StudioResponse, { type: T }>;
  };

  return {
    render: async (settings) => {
      const { samples, sampleRate, loop, peaks, usesRandomness } = await expect({ type: 'render', settings }, 'rendered');
      return { samples, sampleRate, loop, peaks, usesRandomness };
    },
    exportFile: async (settings, format) => (await expect({ type: 'export', settings, format }, 'exported')).bytes,
    terminate: () => worker.terminate(),
  };
}
