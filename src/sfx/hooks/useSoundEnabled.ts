import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { isEnabled, setEnabled, subscribeEnabled } from '../runtime/enabled.ts';
import { SoundRuntimeContext } from './runtimeContext.ts';

/** `[enabled, setEnabled]`: a plain tuple, as react-sounds' (its type accepts this one). */
export type SoundEnabledState = [enabled: boolean, setEnabled: (enabled: boolean) => void];

/** The sounds-enabled flag of the nearest SoundProvider's runtime, and its setter; throws outside a SoundProvider. */
export function useSoundEnabled(): SoundEnabledState {
  const runtime = useContext(SoundRuntimeContext);
  if (!runtime) throw new Error('useSoundEnabled must be used within a SoundProvider');
  const enabled = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribeEnabled(runtime, onChange), [runtime]),
    () => isEnabled(runtime),
    () => runtime.initialEnabled ?? true, // a server knows no stored preference
  );
  return useMemo(() => [enabled, (value: boolean) => setEnabled(runtime, value)], [runtime, enabled]);
}
