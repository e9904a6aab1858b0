/**
 * react-sfx/synth's render worker: renders sounds off the page's main thread, so a 22 s bed (a few hundred
 * milliseconds of work) never blocks a click. It says `ready` once its renderer has loaded; then each request
 * `{ id, name, as, start }` is answered with `{ id, file }`, of the whole sound or, with `start`, of that many
 * seconds of a loop's start: the samples' bytes (handed over, not copied) for `as: 'bytes'`, or the file as
 * the player takes it (`as: 'playable'`: a 16-bit WAV as a data: URL or a Blob, see playableFile), made here
 * rather than on the page. A render's own error is answered with `{ id, error }` (a RangeError for a
 * customSound's bad setting). Anything thrown outside a render reaches the page as the worker's `error`
 * event: a crash. Between requests, once started, it warms up (synth/warmUp.ts): a take of one sound at a
 * time, so the first sounds asked for render at full speed.
 */
import { renderFile } from './renderOnDevice.ts';
// Straight from synth, not through renderOnDevice: the page's copy of the renderer (where no worker can start)
// never warms up, and leaving the warm-up out of it saves that chunk 66 B of react-sfx/synth's 16,000.
import { warmUpSteps } from '../../../synth/warmUp.ts';

export type RenderRequest = { id: number; name: string; as: 'bytes' | 'playable'; start?: number };
export type RenderReply = { ready: true } | { id: number; file: ArrayBuffer | Blob | string } | { id: number; error: { name: string; message: string } };

const scope = self as unknown as { postMessage(message: RenderReply, transfer?: Transferable[]): void; onmessage: ((event: MessageEvent<RenderRequest>) => void) | null };

scope.onmessage = ({ data: { id, name, as, start } }) => {
  let file: ArrayBuffer | Blob | string;
  try {
    file = renderFile(name, start, as);
  } catch (error) {
    const { name: kind = 'Error', message = String(error) } = error instanceof Error ? error : {};
    scope.postMessage({ id, error: { name: kind, message } });
    return;
  }
  scope.postMessage({ id, file }, file instanceof ArrayBuffer ? [file] : []);
};
scope.postMessage({ ready: true });

// One step a task: a request that comes in meanwhile is answered before the next step.
const warmUp = warmUpSteps();
const warmStep = () => {
  if (!warmUp.next().done) setTimeout(warmStep, 0);
};
setTimeout(warmStep, 0);
