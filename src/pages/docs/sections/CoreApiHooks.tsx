import { CodeBlock } from '../../../components/CodeBlock.tsx';
import providerSample from '../samples/AppSetup.tsx?highlight';
import useSoundSample from '../samples/UseSound.tsx?highlight';
import enabledSample from '../samples/UseSoundEnabled.tsx?highlight';
import onChangeSample from '../samples/UseSoundOnChange.tsx?highlight';
import { type ApiRow, ApiTable } from './ApiTable.tsx';
import { DocsSubsection } from './DocsSection.tsx';

const USE_SOUND_OPTIONS: readonly ApiRow[] = [
  { name: 'volume', type: 'number', description: "0 (silent) to 1 (full). Default 1. A new value applies at once to this hook's plays, as in use-sound." },
  { name: 'rate', type: 'number', description: "Playback rate; 1 is normal speed and pitch. Default 1. A new value applies at once to this hook's plays." },
  { name: 'loop', type: 'boolean', description: 'Repeat until stopped, without a gap. Default false.' },
  { name: 'lazy', type: 'boolean', description: 'Fetch on the first play() or load() instead of when the component mounts. Default false.' },
  { name: 'pan', type: 'number', description: 'Stereo position, -1 (left) to 1 (right). Default 0. Outside that range play() throws a RangeError.' },
  { name: 'interrupt', type: 'boolean', description: "A new play stops this hook's plays that still sound. Default false: they overlap." },
  { name: 'soundEnabled', type: 'boolean', description: 'This hook plays only while true (the global switch applies as well). Default true.' },
  { name: 'onLoad', type: '() => void', description: 'Called once the sound is loaded.' },
  { name: 'onPlay', type: '() => void', description: 'Called when a play of this hook starts.' },
  { name: 'onEnd', type: '() => void', description: 'Called when a play of this hook ends by itself; not when stopped, never for a loop.' },
  { name: 'sprite', type: 'Record<string, [startMs, durationMs]>', description: "Named segments of the file; play one with play({ id: 'name' }). An id the sprite does not define is an error." },
  { name: 'onError', type: '(error: Error) => void', description: 'Called when the sound cannot be loaded: a failed fetch, a time-out, audio that does not decode.' },
];

const USE_SOUND_RETURN: readonly ApiRow[] = [
  { name: 'play', type: '(options?: SoundOptions & { id?: string; forceSoundEnabled?: boolean }) => Promise<void>', description: 'Plays the sound, loading it first if needed; with id, that segment of the sprite; with forceSoundEnabled, even while sounds are off (the on/off switch\'s own click). Options given here apply to this play only. It can be a click handler (onClick={play}): the event is ignored.' },
  { name: 'stop', type: '(id?: string) => void', description: "Stops this component's plays; with a sprite id, that segment's only. Also a click handler." },
  { name: 'pause', type: '(id?: string) => void', description: "Pauses this component's plays; with a sprite id, that segment's only." },
  { name: 'resume', type: '(id?: string) => void', description: "Resumes this component's paused plays; with a sprite id, that segment's only." },
  { name: 'load', type: '() => Promise<void>', description: 'Fetches the sound now, e.g. on hover or focus, so the next play starts at once.' },
  { name: 'fade', type: '(from: number, to: number, ms: number) => void', description: "Moves this hook's sounding plays from one volume to another (0 to 1) over ms milliseconds; a RangeError outside those ranges." },
  { name: 'duration', type: 'number | null', description: "The sound's length in SECONDS (use-sound's duration is in milliseconds). A built-in sound's comes from the catalogue as soon as its load starts (with lazy, at the first load() or play()), a custom one's once its file has arrived; null before." },
  { name: 'sound', type: 'Howl | null', description: "The sound's howler Howl once decoded, use-sound's escape hatch. It is shared by every user of the sound, so what you set on it applies to them all." },
  { name: 'isPlaying', type: 'boolean', description: 'True while a play of this component is sounding.' },
  { name: 'isLoaded', type: 'boolean', description: 'True once the sound is fetched (and, after the first gesture, decoded).' },
  { name: 'error', type: 'Error | undefined', description: "Why the sound's last load failed (a failed fetch, a time-out, audio that does not decode), until a new one starts. The next play() or load() tries again." },
  { name: 'checkPermission', type: "() => Promise<'granted' | 'prompt' | 'unavailable'>", description: 'Whether the browser will let audio start now (a Promise, as in react-sounds).' },
];

const PROVIDER_PROPS: readonly ApiRow[] = [
  { name: 'preload', type: 'SoundName[]', description: 'Sounds to fetch as soon as the provider mounts.' },
  { name: 'initialEnabled', type: 'boolean', description: 'Whether sounds start enabled while the visitor has made no choice. Default true.' },
  { name: 'cdnUrl', type: 'string', description: 'The base URL built-in sounds are fetched from, as setCDNUrl: a prop, so a Server Component layout can set it.' },
  { name: 'loadTimeout', type: 'number', description: 'How long one load may take, in milliseconds, as setLoadTimeout. Default 10 000.' },
  { name: 'localSoundsPath', type: 'string | false', description: "Where self-hosted copies are looked for (default '/sounds'; a site under a sub-path passes its own). false skips the check: no HEAD requests, straight to the CDN." },
  { name: 'cleanupInterval', type: 'number', description: 'Every this many milliseconds, release sounds that nothing uses or plays (object URL revoked, audio unloaded).' },
  { name: 'runtime', type: 'SoundRuntime', description: "The runtime the hooks and components below use, made with createSoundRuntime (see Separate runtimes). Default: the enclosing provider's runtime, else the default one." },
];

export function CoreApiHooks() {
  return (
    <>
      <DocsSubsection id="use-sound">
        <p>
          <code>useSound(name, options?)</code> gives a component a sound. Built-in sounds are fetched once and shared by
          every component that uses them; each component pauses, resumes and stops only its own plays.
        </p>
        <CodeBlock sample={useSoundSample} title="RainPlayer.tsx" />
        <ApiTable caption="useSound options" rows={USE_SOUND_OPTIONS} />
        <ApiTable caption="useSound returns" rows={USE_SOUND_RETURN} />
      </DocsSubsection>
      <DocsSubsection id="sound-provider">
        <p>
          <code>SoundProvider</code> provides the global sounds-enabled flag to <code>useSoundEnabled</code>, preloads
          sounds and releases unused ones. Render it once, near the root.
        </p>
        <CodeBlock sample={providerSample} title="Providers.tsx" />
        <ApiTable caption="SoundProvider props" rows={PROVIDER_PROPS} />
      </DocsSubsection>
      <DocsSubsection id="use-sound-enabled">
        <p>
          <code>useSoundEnabled()</code> returns <code>[enabled, setEnabled]</code>: the global flag that turns every
          sound on or off. It defaults to on, is remembered in localStorage (key <code>react-sfx-enabled</code>, the
          string <code>true</code> or <code>false</code>), and sounds already playing pause when it turns off. Used
          outside a <code>SoundProvider</code>, it throws.
        </p>
        <CodeBlock sample={enabledSample} title="SoundToggle.tsx" />
      </DocsSubsection>
      <DocsSubsection id="use-sound-on-change">
        <p>
          <code>useSoundOnChange(name, value, options?)</code> plays a sound whenever <code>value</code> changes. It
          takes the play options and <code>initial</code>, to play on the first render too (default false).
        </p>
        <CodeBlock sample={onChangeSample} title="Counters.tsx" />
      </DocsSubsection>
    </>
  );
}
