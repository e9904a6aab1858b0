/** How long the check for a self-hosted copy (HEAD /sounds/<category>/<name>.mp3) may take. */
export const LOCAL_CHECK_TIMEOUT_MS = 300;

/** The reason a load was given up: it did not finish within its time-out (named as fetch's own). */
function loadTimeoutError(name: string, ms: number, src: string | undefined): Error {
  const error = new Error(`Loading sound "${name}"${src === undefined || src === name ? '' : ` (${src})`} timed out after ${ms} ms`);
  error.name = 'TimeoutError';
  return error;
}

/**
 * A signal that aborts with a time-out error once `ms` pass, the function that clears its timer when the
 * load ends first, and one that aborts it at once (nobody wants the sound any more). An infinite
 * time-out never aborts by itself. The error names the address `src()` gives
 * by then (the file being decoded), if any.
 */
export function loadDeadline(name: string, ms: number, src: () => string | undefined = () => undefined): { signal: AbortSignal; clear: () => void; abort: () => void } {
  const controller = new AbortController();
  const timer = Number.isFinite(ms) ? setTimeout(() => controller.abort(loadTimeoutError(name, ms, src())), ms) : undefined;
  return { signal: controller.signal, clear: () => clearTimeout(timer), abort: () => controller.abort() };
}

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
