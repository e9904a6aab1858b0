import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy confirmation (or failure label) stays before the control returns (spec section 9). */
export const COPY_FEEDBACK_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Runs a copy and shows its outcome for 2 seconds, then returns to idle. While the outcome shows,
 * `state` is not 'idle' (callers disable their button meanwhile).
 */
export function useCopyFeedback(copy: () => Promise<void>): { state: CopyState; run: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async () => {
    let outcome: CopyState = 'copied';
    try {
      await copy();
    } catch {
      outcome = 'failed';
    }
    setState(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  }, [copy]);

  return { state, run };
}
