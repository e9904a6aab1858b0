/**
 * The runtime's shapes, and nothing else: its state, a sound's entry, a play, and what the engine gives back.
 * Every runtime file imports them from here, below itself, so no two files need each other to say what they
 * hold (lint forbids circles of imports in src/sfx, type imports included; see docs/architecture.md).
 */
import type { Howl } from 'howler';
import type { SoundEvent, SoundOptions, SoundSynth } from '../types.ts';

/** howler's Howl: the one Howl type of the package (useSound's `sound`, makeRemoteSound's `instance`, the engine's). */
export type { Howl };

/** Named segments of one file: `[start, duration]` in milliseconds. */
export type SpriteMap = Readonly<Record<string, readonly [number, number]>>;

/** The options of one play; `sprite` names a segment of a sound created with a sprite map. */
export type PlayOptions = { volume: number; rate: number; loop: boolean; pan: number; sprite?: string };

/** A decoded sound that can be played many times at once; each play has its own id. */
export type EngineSound = {
  play: (options: PlayOptions) => number;
  pause: (id: number) => void;
  resume: (id: number) => void;
  stop: (id: number) => void;
  /** Sets a play's volume and rate at once. */
  adjust: (id: number, volume: number, rate: number) => void;
  /** Moves a play's volume from `from` to `to` over `ms` milliseconds. */
  fade: (id: number, from: number, to: number, ms: number) => void;
  /** Length in seconds. */
  readonly duration: number;
  /** Called when a play ends by itself (for a loop: at every turn, so loops must ignore it). */
  onEnd: (listener: (id: number) => void) => void;
  unload: () => void;
  /** The howler Howl itself, for makeRemoteSound (react-sounds' loaders resolve with it). */
  readonly howl: Howl;
};

/**
 * A play waiting for its sound to load: a stop (or unmount) before it loads must keep it from starting.
 * `segment`: the sprite segment it plays, if any.
 */
export type PendingPlay = { readonly owner: symbol; readonly segment?: string; cancelled: boolean };

/** A runtime's state (the runtime object carries it besides its methods). */
export type RuntimeCore = {
  cdnUrl: string;
  localSoundsPath: string | false;
  loadTimeout: number;
  /** Catalogue sounds rendered on the device (react-sfx/synth), when the app gave one. */
  synth?: SoundSynth;
  /** Where the enabled flag is remembered (localStorage, else a cookie); false: not remembered. */
  readonly storageKey: string | false;
  /** Undefined until first read, then restored from storage. */
  enabled?: boolean;
  /** SoundProvider's `initialEnabled`: what a server renders, as it knows no stored preference. */
  initialEnabled?: boolean;
  warnedUnsaved?: boolean;
  readonly enabledListeners: Set<(enabled: boolean) => void>;
  readonly eventListeners: Set<(event: SoundEvent) => void>;
  /** The runtime's sounds by name, while anything uses them (a released sound leaves). */
  readonly sounds: Map<string, RuntimeSound>;
  /** The sound of this name, made idle on first use: the one lookup by name, and every user of it gets the same object. */
  sound(name: string): RuntimeSound;
  /** Whether this runtime listens for the visitor's first gesture yet (see unlock.ts). */
  unlockInstalled?: boolean;
};

export type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

/** How a play ended: by itself, or stopped. */
export type PlayEnd = 'end' | 'stop';

/**
 * One play: whose it is, the sprite segment it plays (if any), and the engine sound it plays on (the
 * sound's own, or one with a sprite map).
 */
export type PlayRecord = { owner: symbol; segment?: string; loop: boolean; paused: boolean; done: (how: PlayEnd) => void; sound: EngineSound };

/** One sound of a runtime (sound.ts makes it): its state and its methods, shared by every user of the sound. */
export type RuntimeSound = {
  readonly name: string;
  readonly runtime: RuntimeCore;
  state: LoadState;
  /** Its users: hooks, plays of playSound, preloads, makeRemoteSound's loaders. */
  subscribers: number;
  readonly plays: Map<number, PlayRecord>;
  /** Plays waiting for it to load (or for their sprite copy). */
  readonly pending: Set<PendingPlay>;
  /** Called when anything a hook shows changes (useSyncExternalStore's listeners). */
  readonly watchers: Set<() => void>;
  loading?: Promise<void>;
  /** Aborts the load under way (its fetch, and the wait for its decode); set by loader.ts. */
  abort?: () => void;
  /** Why the last load failed (state 'error'); cleared when a new load starts. */
  error?: Error;
  /**
   * Length in seconds before the sound has decoded: a built-in sound's from the catalogue, a custom one's
   * from its file's metadata (set by loader.ts). The decoded sound's own length wins once there.
   */
  duration?: number;
  /** Where the file was fetched from (a self-hosted copy, the CDN, or the custom URL), for error messages. */
  src?: string;
  /** Why the fetched file did not decode, naming the sound and `src` (made by loader.ts, which knows both). */
  decodeError?: (cause: unknown) => Error;
  /** A long custom source, played through html5 audio instead of being decoded whole. */
  streaming?: boolean;
  objectUrl?: string;
  /**
   * A long file's opening (its first bytes, decoded in a few milliseconds) standing in for the sound until
   * the whole file has decoded, or the whole sound if the opening did not decode (see loader.ts).
   */
  opening?: Promise<EngineSound>;
  /** A rendered bed's whole file while it renders: settles once it has (and objectUrl is its URL), see loader.ts. */
  rendering?: Promise<void>;
  decoding?: Promise<EngineSound>;
  /** The decoded sound, once decoded. */
  decoded?: EngineSound;
  /** The same file with a sprite map, by its segments (made from the decoded file on first use, see sprites.ts). */
  spriteSounds?: Map<string, Promise<EngineSound>>;
  /** Tells the watchers it changed. */
  notify(): void;
  /** Counts a user of the sound; the returned function gives the claim back (once). */
  claim(): () => void;
  /** Fetches (and, once audio may start, decodes) it; one request however many ask at once. A failed load may be tried again. */
  load(): Promise<void>;
  /** Decodes the fetched file once, however many ask. */
  decode(): Promise<EngineSound>;
  /**
   * Gives back what it holds when nobody claims it and nothing plays it, and leaves the runtime's map. A
   * load under way goes on unless `abortLoad` (its last user let go) and no play waits for it: then its
   * fetch is aborted, without a word (an unmount while loading leaves nothing behind).
   */
  releaseIfUnused(abortLoad?: boolean): void;
  /**
   * Starts one play, its options checked by the caller (checkPlayOptions: useSound before it stops earlier
   * plays, playSound first). When the sound is already decoded the engine is called synchronously, before
   * the returned promise settles, so a click starts audio in the same task. Resolves with the play's end
   * (`ended`), or undefined when sounds are disabled or the play was stopped before it started.
   */
  play(owner: symbol, options: StartOptions): Promise<{ ended: Promise<PlayEnd> } | undefined>;
  /** Stops the owner's plays (every play without an owner), those still loading too; with `segment`, that segment's only. */
  stop(owner?: symbol, segment?: string): void;
  /** Pauses the owner's sounding plays (every play without an owner); with `segment`, that segment's only. */
  pause(owner?: symbol, segment?: string): void;
  /** Resumes the owner's paused plays (with `segment`, that segment's only); nothing while sounds are disabled. */
  resume(owner: symbol, segment?: string): void;
  /** Fades the owner's sounding plays from one volume to another over `ms`; a RangeError for volumes outside 0 to 1 or a bad duration. */
  fade(owner: symbol, from: number, to: number, ms: number): void;
  /** Sets the volume and rate of the owner's plays at once (a hook's options changed while it plays); a RangeError for values the engine cannot play. */
  adjust(owner: symbol, volume: number, rate: number): void;
  /** Watches the sound; returns the function that stops watching. */
  subscribe(watcher: () => void): () => void;
  /** `<state>:<1 playing|>:<1 decoded|>:<duration>`: what a hook of this owner shows, as one comparable value. */
  snapshot(owner: symbol): string;
};

/**
 * A play's options: a sprite map and the segment to play (`id`) besides the per-play options, and
 * `forceSoundEnabled` to play while the runtime's sounds are off (an on/off switch's own click).
 */
export type StartOptions = SoundOptions & { sprite?: SpriteMap; id?: string; forceSoundEnabled?: boolean };
