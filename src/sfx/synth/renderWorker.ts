/**
 * react-sfx/synth's render worker: renders sounds off the page's main thread, so a 22 s bed (a few hundred
 * milliseconds of work) never blocks a click. It says `ready` once its renderer has loaded; then each request
 * `{ id, name }` is answered with `{ id, wav }` (the WAV file's bytes, handed over, not copied) or with
 * `{ id, error }`, the render's own error (a RangeError for a customSound's bad setting). Anything thrown
 * outside a render reaches the page as the worker's `error` event: a crash.
 */
import { renderWav } from './renderOnDevice.ts';

export type RenderRequest = { id: number; name: string };
export type RenderReply = { ready: true } | { id: number; wav: ArrayBuffer } | { id: number; error: { name: string; message: string } };

const scope = self as unknown as { postMessage(message: RenderReply, transfer?: Transferable[]): void; onmessage: ((event: MessageEvent<RenderRequest>) => void) | null };

scope.onmessage = ({ data: { id, name } }) => {
  let wav: ArrayBuffer;
  try {
    wav = renderWav(name);
  } catch (error) {
    const { name: kind = 'Error', message = String(error) } = error instanceof Error ? error : {};
    scope.postMessage({ id, error: { name: kind, message } });
    return;
  }
  scope.postMessage({ id, wav }, [wav]);
};
scope.postMessage({ ready: true });
