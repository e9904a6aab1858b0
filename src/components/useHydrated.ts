import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the build prerenders and while the browser hydrates that HTML, true from the render after:
 * what only the visitor's browser knows (the address typed, the clock) waits for it, so the markup matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}
