import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { SoundEnabledContext } from '../hooks/soundEnabledContext.ts';
import { applyInitialEnabled, isSoundEnabled, setSoundEnabled, subscribeSoundState } from '../runtime/enabled.ts';
import { setLocalSoundsPath } from '../runtime/localSounds.ts';
import { preloadSounds } from '../runtime/loading.ts';
import { releaseUnusedSounds } from '../runtime/registry.ts';
import { installAudioUnlock } from '../runtime/unlock.ts';
import type { SoundName } from '../types.ts';

export type SoundProviderProps = {
  children?: ReactNode;
  /** Sounds to fetch as soon as the provider mounts. */
  preload?: readonly SoundName[];
  /** Whether sounds start enabled when the visitor has no stored preference (default true). */
  initialEnabled?: boolean;
  /** Every this many milliseconds, release sounds that nothing uses or plays. */
  cleanupInterval?: number;
  /**
   * Where self-hosted copies of the built-in sounds are looked for (as setLocalSoundsPath): default
   * `/sounds`; a site under a sub-path passes e.g. `/my-app/sounds`; `false` skips the check (no HEAD
   * requests) when the app self-hosts nothing.
   */
  localSoundsPath?: string | false;
};

/** Provides the global sounds-enabled flag to useSoundEnabled, and preloads and cleans up sounds. */
export function SoundProvider({ children, preload, initialEnabled, cleanupInterval, localSoundsPath }: SoundProviderProps) {
  // Applied while rendering, not in an effect: children's effects run before their parent's, and a child
  // that loads its sound on mount must already look in the right place. Setting it is idempotent.
  if (localSoundsPath !== undefined) setLocalSoundsPath(localSoundsPath);
  const enabled = useSyncExternalStore(subscribeSoundState, isSoundEnabled, () => initialEnabled ?? true);
  const preloadKey = preload?.join('\n') ?? '';

  useEffect(() => {
    installAudioUnlock();
    if (initialEnabled !== undefined) applyInitialEnabled(initialEnabled);
  }, [initialEnabled]);

  useEffect(() => {
    if (preloadKey) preloadSounds(preloadKey.split('\n')).catch(() => undefined); // reported by the runtime
  }, [preloadKey]);

  useEffect(() => {
    if (!cleanupInterval || cleanupInterval <= 0) return undefined;
    const timer = setInterval(releaseUnusedSounds, cleanupInterval);
    return () => clearInterval(timer);
  }, [cleanupInterval]);

  const state = useMemo(() => [enabled, setSoundEnabled] as const, [enabled]);
  // .Provider rather than React 19's <Context value>: the peer range includes React 18.
  return <SoundEnabledContext.Provider value={state}>{children}</SoundEnabledContext.Provider>;
}
