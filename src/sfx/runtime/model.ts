/**
 * The runtime's shapes, and nothing else: its state, a sound's entry, a play, and what the engine gives back.
 * Every runtime file imports them from here, below itself, so no two files need each other to say what they
 * hold (lint forbids circles of imports in src/sfx, type imports included; see docs/architecture.md).
 */
import type { Howl } from 'howler';
import type { SoundEvent, SoundOptions } from '../types.ts';

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
export type PendingPlay = { readonly name: string; readonly owner: symbol; readonly segment?: string; cancelled: boolean };

/** A runtime's state (the runtime object carries it besides its methods). */
export type RuntimeCore = {
  cdnUrl: string;
  localSoundsPath: string | false;
  loadTimeout: number;
  /** Where the enabled flag is remembered (localStorage, else a cookie); false: not remembered. */
  readonly storageKey: string | false;
  /** Undefined until first read, then restored from storage. */
  enabled?: boolean;
  /** SoundProvider's `initialEnabled`: what a server renders, as it knows no stored preference. */
  initialEnabled?: boolean;
  warnedUnsaved?: boolean;
  readonly enabledListeners: Set<(enabled: boolean) => void>;
  readonly eventListeners: Set<(event: SoundEvent) => void>;
  readonly entries: Map<string, SoundEntry>;
  readonly watchers: Map<string, Set<() => void>>;
  readonly pendingPlays: Set<PendingPlay>;
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

export type SoundEntry = {
  readonly name: string;
  state: LoadState;
  subscribers: number;
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
  decoding?: Promise<EngineSound>;
  sound?: EngineSound;
  /** The same file with a sprite map, by its segments (made from the decoded file on first use, see sprites.ts). */
  spriteSounds?: Map<string, Promise<EngineSound>>;
  readonly plays: Map<number, PlayRecord>;
};

/**
 * A play's options: a sprite map and the segment to play (`id`) besides the per-play options, and
 * `forceSoundEnabled` to play while the runtime's sounds are off (an on/off switch's own click).
 */
export type StartOptions = SoundOptions & { sprite?: SpriteMap; id?: string; forceSoundEnabled?: boolean };
