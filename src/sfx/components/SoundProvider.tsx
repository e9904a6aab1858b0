import { type ReactNode, useEffect } from 'react';
import { SoundRuntimeContext, useRuntimeCore } from '../hooks/runtimeContext.ts';
import { setCdn, setLocalPath, setSynth, setTimeoutMs } from '../runtime/core.ts';
import { type SoundRuntime, coreOf } from '../runtime/createSoundRuntime.ts';
import { applyInitialEnabled, rememberInitialEnabled } from '../runtime/enabled.ts';
import { prepareAudio, preloadSounds, releaseUnusedSounds } from '../runtime/sound.ts';
import type { SoundName, SoundSynth } from '../types.ts';

/** SoundProvider's props: which runtime, its configuration, preloads and clean-up. */
export type SoundProviderProps = {
  /** The app, or the part of it that uses sounds. */
  children?: ReactNode;
  /**
   * The runtime the hooks and components below use (its sounds, enabled flag, events and CDN), made
   * with createSoundRuntime.
   * @defaultValue the enclosing SoundProvider's runtime, else the package's default runtime
   */
  runtime?: SoundRuntime;
  /**
   * Sounds to fetch as soon as the provider mounts.
   * @defaultValue none
   */
  preload?: readonly SoundName[];
  /**
   * Whether sounds start enabled while the visitor has no stored preference (it is not stored).
   * @defaultValue true
   */
  initialEnabled?: boolean;
  /**
   * Every this many milliseconds, release sounds that nothing uses or plays.
   * @defaultValue none: sounds are released when their last user unmounts
   */
  cleanupInterval?: number;
  /**
   * Where self-hosted copies of the built-in sounds are looked for (as setLocalSoundsPath); a site under
   * a sub-path passes e.g. `/my-app/sounds`; `false` skips the check (no HEAD requests) when the app
   * self-hosts nothing.
   * @defaultValue '/sounds'
   */
  localSoundsPath?: string | false;
  /**
   * The base URL built-in sounds are fetched from (as setCDNUrl): a prop, so that a Server Component
   * layout (Next.js) can set it.
   * @defaultValue the react-sfx-sounds package on jsDelivr, pinned to this version
   */
  cdnUrl?: string;
  /**
   * How long one load may take, in milliseconds (as setLoadTimeout); `Infinity` for no limit.
   * @defaultValue 10000
   */
  loadTimeout?: number;
  /**
   * Catalogue sounds rendered on the device, from `react-sfx/synth` (as createSoundRuntime's `synth`):
   * `deviceSynth()` renders a sound whose file cannot be fetched, `deviceSynth('always')` every one.
   * @defaultValue none: sounds play from their files only
   */
  synth?: SoundSynth;
};

/**
 * Provides a runtime (and so its sounds-enabled flag) to the hooks and components below, and preloads
 * and cleans up sounds.
 */
export function SoundProvider({ children, runtime, preload, initialEnabled, cleanupInterval, localSoundsPath, cdnUrl, loadTimeout, synth }: SoundProviderProps) {
  const enclosing = useRuntimeCore();
  const core = runtime ? coreOf(runtime) : enclosing;
  // Applied while rendering, not in an effect: children's effects run before their parent's, and a child
  // that loads its sound on mount must already look in the right place. Setting them is idempotent.
  if (localSoundsPath !== undefined) setLocalPath(core, localSoundsPath);
  if (cdnUrl !== undefined) setCdn(core, cdnUrl);
  if (loadTimeout !== undefined) setTimeoutMs(core, loadTimeout);
  if (synth) setSynth(core, synth);
  // For the server's render; the browser applies it after hydration, below.
  if (initialEnabled !== undefined) rememberInitialEnabled(core, initialEnabled);
  const preloadKey = preload?.join('\n') ?? '';

  useEffect(() => {
    prepareAudio(core);
    if (initialEnabled !== undefined) applyInitialEnabled(core, initialEnabled);
  }, [core, initialEnabled]);

  useEffect(() => {
    if (preloadKey) preloadSounds(core, preloadKey.split('\n')).catch(() => undefined); // reported by the runtime
  }, [core, preloadKey]);

  useEffect(() => {
    if (!cleanupInterval || cleanupInterval <= 0) return undefined;
    const timer = setInterval(() => releaseUnusedSounds(core), cleanupInterval);
    return () => clearInterval(timer);
  }, [core, cleanupInterval]);

  // .Provider rather than React 19's <Context value>: the peer range includes React 18.
  return <SoundRuntimeContext.Provider value={core}>{children}</SoundRuntimeContext.Provider>;
}
