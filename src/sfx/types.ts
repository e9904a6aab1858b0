import type { LibrarySoundName } from './catalogue.ts';

export type {
  AmbientSoundName,
  ArcadeSoundName,
  GameSoundName,
  LibrarySoundName,
  MiscSoundName,
  NotificationSoundName,
  SoundCategory,
  SoundInfo,
  SystemSoundName,
  UiSoundName,
} from './catalogue.ts';

/**
 * A sound to play: a built-in name (`category/name`, with completion) or any URL of your own,
 * which is fetched directly.
 */
export type SoundName = LibrarySoundName | (string & Record<never, never>);

/** Options of one play. Each play has its own: two users of one sound do not change each other. */
export type SoundOptions = {
  /**
   * Loudness, 0 (silent) to 1 (full); outside that range a play fails with a RangeError.
   * @defaultValue 1
   */
  volume?: number;
  /**
   * Playback rate: 1 is normal speed and pitch, 0.5 half, 2 double (0.0625 to 16).
   * @defaultValue 1
   */
  rate?: number;
  /**
   * Repeat until stopped, without a gap.
   * @defaultValue false
   */
  loop?: boolean;
  /**
   * Stereo position, -1 (left) to 1 (right).
   * @defaultValue 0 (centre)
   */
  pan?: number;
};

/** Whether the browser will let audio start now. */
export type AudioPermissionStatus = 'granted' | 'prompt' | 'unavailable';

/** What `useSound` returns (react-sounds' shape; `useSound`'s own return type, `UseSoundReturn`, has more). */
export type SoundHookReturn = {
  /** Plays the sound (loading it first if needed); resolves when a one-shot ends, or once a loop starts. */
  play: (options?: SoundOptions) => Promise<void>;
  /** Stops this hook's plays. */
  stop: () => void;
  /** Pauses this hook's plays. */
  pause: () => void;
  /** Resumes this hook's paused plays. */
  resume: () => void;
  /** True while any play of this hook is sounding (loops until stopped). */
  isPlaying: boolean;
  /** True once the sound is fetched and decoded. */
  isLoaded: boolean;
  /** Whether the browser will let audio start now (a Promise, as in react-sounds). */
  checkPermission: () => Promise<AudioPermissionStatus>;
};

/**
 * What the runtime reports about each sound, for stores, logs and devtools. Playback events carry
 * `playing`: how many plays of that sound are sounding after the event (0 = silent), so a listener
 * never has to count.
 */
export type SoundEvent =
  | { type: 'loading'; name: string }
  | { type: 'loaded'; name: string }
  | { type: 'error'; name: string; message: string }
  | { type: 'play' | 'end' | 'pause' | 'stop'; name: string; playing: number };

/**
 * When a runtime renders catalogue sounds on the device instead of fetching their files:
 * `'fallback'` plays the file and renders the sound only when the file cannot be fetched (offline, an
 * error status, a body that is not audio); `'always'` makes no audio request at all; `'short'` renders
 * every sound shorter than 8 s (all but the ambient beds, which play their files as in `'fallback'`) and
 * gets its code ready (the renderer, its worker, the player) once the page is idle after the provider
 * mounts, so that a first tap needs no network: for touch screens, where no hover says a click is coming.
 */
export type SynthMode = 'fallback' | 'always' | 'short';

/**
 * A source of catalogue sounds rendered on the device, from `react-sfx/synth` (`deviceSynth()`): give it
 * to `createSoundRuntime({ synth })` or `<SoundProvider synth>`. The main entry holds only this type; the
 * recipes load from the subpath when a sound is first rendered.
 */
export type SoundSynth = {
  /** When it renders (see SynthMode). */
  readonly mode: SynthMode;
  /**
   * Renders a catalogue sound as a 16-bit WAV file of its mastered samples, as a data: URL (up to 1 MB) or a Blob;
   * rejects for a name it has no recipe for.
   */
  render(name: string, signal?: AbortSignal): Promise<Blob | string>;
  /**
   * Renders the first `seconds` of a catalogue loop (an ambient bed), sample for sample the start of what
   * render gives, in a fraction of its time: the runtime starts a bed on it while the whole renders.
   * Rejects for a sound that is not a loop.
   */
  renderStart?(name: string, seconds: number, signal?: AbortSignal): Promise<Blob | string>;
  /** Gets ready to render (loads its code, starts its worker) before the first sound needs it. */
  prepare?(): Promise<void>;
};
