import { useSyncExternalStore } from 'react';
import { isSoundEnabled, subscribeSoundState } from 'react-sfx';

/**
 * Whether sounds are on, read from the library's flag (it needs no provider, unlike useSoundEnabled).
 * On a server, and during hydration, it reports on: the visitor's stored choice is applied after.
 */
export function useSoundsEnabled(): boolean {
  return useSyncExternalStore(subscribeSoundState, isSoundEnabled, () => true);
}
