import { type RefObject, useEffect, useRef, useState } from 'react';
import type { StudioClient } from './studioClient.ts';
import type { StudioSettings } from './studioSettings.ts';
import type { RenderedSound } from './worker/protocol.ts';

export type LatestRender = { sound: RenderedSound | undefined; settings: StudioSettings | undefined; error: string | undefined };

const NOTHING: LatestRender = { sound: undefined, settings: undefined, error: undefined };
const keyOf = (settings: StudioSettings | undefined) => JSON.stringify(settings ?? null);

/** Whether two settings are the same sound (equal values, whatever the objects). */
export const sameSettings = (a: StudioSettings | undefined, b: StudioSettings | undefined): boolean => keyOf(a) === keyOf(b);

/**
 * One render at a time: when it ends, the newest wanted settings (if they differ from what was rendered)
 * go next. A render overtaken by newer settings is dropped: it would play a sound the visitor has moved past.
 */
function renderQueue(client: StudioClient, wanted: RefObject<StudioSettings | undefined>, deliver: (result: LatestRender) => void) {
  let live = true;
  let running = false;
  let rendered: StudioSettings | undefined;
  const next = () => {
    const target = wanted.current;
    if (!live || running || !target || keyOf(target) === keyOf(rendered)) return;
    running = true;
    const done = (result: LatestRender) => {
      running = false;
      if (!live) return;
      if (keyOf(wanted.current) === keyOf(target)) {
        rendered = target;
        deliver(result);
      }
      next();
    };
    client.render(target).then(
      (sound) => done({ sound, settings: target, error: undefined }),
      (error: unknown) => done({ sound: undefined, settings: target, error: error instanceof Error ? error.message : String(error) }),
    );
  };
  return { next, stop: () => void (live = false) };
}

/**
 * Renders `settings` in the worker, so dragging a slider renders where it stops, not every step it
 * passed. Settings `undefined` render nothing. `onArrive` hears each render that is still wanted the moment
 * it arrives, before React re-renders the page with it: a sound waiting for it starts without waiting for a
 * render and a frame.
 */
export function useLatestRender(
  client: StudioClient | undefined,
  settings: StudioSettings | undefined,
  onArrive?: (result: LatestRender) => void,
): LatestRender {
  const [result, setResult] = useState<LatestRender>(NOTHING);
  const wanted = useRef(settings);
  const kick = useRef<(() => void) | undefined>(undefined);
  const arrive = useRef(onArrive);

  useEffect(() => {
    arrive.current = onArrive;
  }, [onArrive]);

  // Declared first, so the worker's first render below already sees the settings.
  useEffect(() => {
    wanted.current = settings;
    kick.current?.();
  }, [settings]);

  useEffect(() => {
    if (!client) return undefined;
    const queue = renderQueue(client, wanted, (arrived) => {
      arrive.current?.(arrived);
      setResult(arrived);
    });
    kick.current = queue.next;
    queue.next();
    return () => {
      queue.stop();
      kick.current = undefined;
    };
  }, [client]);

  return result;
}
