import { useEffect } from 'react';
import { subscribeSoundEvents } from 'react-sfx';
import { useAppDispatch } from '../../store/hooks.ts';
import { connectSoundBridge } from '../../store/soundBridge.ts';

/**
 * Tells the service worker of each sound that failed to load or decode: it drops any copy it cached
 * (sw/sw.ts), so the next press fetches the file afresh instead of replaying a broken one.
 */
function reportFailedSoundsToWorker(): () => void {
  return subscribeSoundEvents((event) => {
    if (event.type === 'error') navigator.serviceWorker?.controller?.postMessage({ type: 'SOUND_FAILED', name: event.name });
  });
}

/** Connects library events and the enabled flag to the store (and failures to the worker) after hydration; renders nothing. */
export function SoundBridge() {
  const dispatch = useAppDispatch();
  useEffect(() => connectSoundBridge(dispatch), [dispatch]);
  useEffect(reportFailedSoundsToWorker, []);
  return null;
}
