/**
 * One object per sound, as howler has one Howl per sound: `runtime.sound(name)` (made by makeSound) is the
 * only lookup by name, and what it returns owns the sound's state, its plays, its pending plays and its
 * watchers. Its life, in order:
 *   claim    its users (hooks, playSound, makeRemoteSound) count themselves in: claim();
 *   load     fetched once, however many ask at once (loader.ts, imported on the first load) into an
 *            object URL: load(), then loader.ts's fetchAndDecode;
 *   decode   decoded once, as soon as audio may start (at the first gesture for sounds fetched before
 *            it): decode();
 *   play     play(), which loads and decodes first when it must; each play has an owner (a hook
 *            instance, or a one-off playSound), so pause, resume, stop and fade act on that owner's
 *            plays only, and each play keeps its own volume, rate and loop;
 *   release  when nobody claims it and nothing plays it: releaseIfUnused() gives back what it holds
 *            (howl unloaded, object URL revoked) and leaves the runtime's map. A failed load or decode
 *            gives back the same (fail) and leaves the error state, so the next use loads afresh.
 * The runtime owns the rest: its configuration, the enabled flag, the unlock, the events and the map.
 */
import { LOAD_NEWS_DELAY_MS } from '../constants.ts';
import type { SoundEvent, SoundOptions } from '../types.ts';

import { createEngineSound, hasInteracted, warmUpEngine } from './engine.ts';
import { isEnabled } from './enabled.ts';
import { asError, emitSoundEvent } from './events.ts';
import { installAudioUnlock } from './unlock.ts';
import type * as Loader from './loader.ts';
import type { EngineSound, PendingPlay, PlayEnd, PlayRecord, RuntimeCore, RuntimeSound, StartOptions } from './model.ts';

let loader: Promise<typeof Loader> | undefined;

/**
 * The fetching code (with the catalogue's file names), imported on the first load of a sound (or the
 * first fetchSoundBlob call): a page that only shows sound buttons does not download it. Nothing
 * imports loader.ts statically, or bundlers would put it back in the entry.
 */
function loadLoader(): Promise<typeof Loader> {
  loader ??= import('./loader.ts');
  return loader;
}

/** Refuses what the engine cannot play: a clear error instead of a silent or distorted play. */
export function checkPlayOptions({ volume, rate, pan }: SoundOptions): void {
  inRange('volume', volume, 0, 1);
  inRange('pan', pan, -1, 1);
  inRange('rate', rate, 0.0625, 16);
}

/** `<label> must be between <low> and <high>, got <value>` unless the value is absent or within. */
function inRange(label: string, value: number | undefined, low: number, high: number): void {
  if (value !== undefined && !(typeof value === 'number' && value >= low && value <= high)) {
    throw new RangeError(`${label} must be between ${low} and ${high}, got ${String(value)}`);
  }
}

/** Whether a play (or a pending one) is the owner's (any owner's without one) and plays `segment` (any without one). */
const matches = (play: { owner: symbol; segment?: string }, owner: symbol | undefined, segment: string | undefined) =>
  (!owner || play.owner === owner) && (segment === undefined || play.segment === segment);

const endsWired = new WeakSet<EngineSound>();

/** A sound of `runtime`, idle, holding nothing: what runtime.sound(name) makes on a name's first use. */
export function makeSound(runtime: RuntimeCore, name: string): RuntimeSound {
  /**
   * News held back, told in order when released: a load's until it ends (or LOAD_NEWS_DELAY_MS pass), and
   * while plays that waited for the sound start (see decode), so that the load's end and the play reach
   * the watchers and the runtime's subscribers just after the audio has started instead of their
   * re-renders running first. Undefined when nothing is held.
   */
  let held: (() => void)[] | undefined;
  /** The timer that releases held news at the latest. */
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const tell = (news: () => void) => void (held ? held.push(news) : news());
  const release = () => {
    clearTimeout(deadline);
    const news = held;
    // News told meanwhile (a subscriber that plays the sound as it hears it is loading) queue behind these.
    for (let told = news?.shift(); told; told = news?.shift()) told();
    if (held === news) held = undefined;
  };
  /** Holds the sound's news from now on, to be told `ms` from now at the latest. */
  const hold = (ms: number) => {
    held ??= [];
    clearTimeout(deadline);
    deadline = setTimeout(release, ms);
  };

  /** Tells the sound's watchers (hooks re-render from them) that it changed. */
  const notify = () =>
    tell(() => {
      for (const watcher of [...sound.watchers]) watcher();
    });

  /** Moves to a new load state and tells the runtime's subscribers and the sound's watchers. */
  const moveTo = (event: SoundEvent & { type: 'loading' | 'loaded' | 'error' }) => {
    sound.state = event.type;
    tell(() => emitSoundEvent(runtime, event));
    notify();
  };

  /**
   * Gives back what a loaded sound holds: its decoded sound and the sprite-mapped copies of it (their
   * Howls share its buffer) unloaded, its object URL revoked. A decode under way is disowned.
   */
  const unload = () => {
    for (const made of sound.spriteSounds?.values() ?? []) made.then((engine) => engine.unload(), () => undefined);
    sound.decoded?.unload();
    if (sound.objectUrl) URL.revokeObjectURL(sound.objectUrl);
    // (An opening unloads itself once its plays have moved onto the whole sound.)
    sound.spriteSounds = sound.decoded = sound.decoding = sound.objectUrl = sound.opening = sound.rendering = sound.src = sound.decodeError = sound.abort = undefined;
  };

  /** Puts the sound in the error state after a failed load or decode; the next play starts a fresh load. */
  const fail = (error: unknown) => {
    sound.error = asError(error);
    // Plays of a long file's opening, when the whole file then fails to decode, stop with it.
    for (const play of sound.plays.values()) play.done('stop');
    sound.plays.clear();
    unload();
    moveTo({ type: 'error', name, message: sound.error.message });
    release();
    console.error('Error loading sound', error);
  };

  /** Tells the runtime's subscribers and the watchers where the plays stand; a sound nothing plays any more may go. */
  const settle = (type: 'end' | 'stop' | 'pause' | 'play') => {
    const event: SoundEvent = { type, name, playing: [...sound.plays.values()].filter((play) => !play.paused).length };
    tell(() => emitSoundEvent(runtime, event));
    notify();
    if (type === 'end' || type === 'stop') sound.releaseIfUnused();
  };

  const begin = (owner: symbol, options: StartOptions, engine: EngineSound): Promise<PlayEnd> => {
    if (!endsWired.has(engine)) {
      endsWired.add(engine);
      engine.onEnd((id) => {
        const play = sound.plays.get(id);
        if (!play || play.loop) return; // a loop reports an end at every turn
        sound.plays.delete(id);
        play.done('end');
        settle('end');
      });
    }
    const loop = options.loop ?? false;
    const id = engine.play({ volume: options.volume ?? 1, rate: options.rate ?? 1, loop, pan: options.pan ?? 0, sprite: options.id });
    const ended = new Promise<PlayEnd>((done) => sound.plays.set(id, { owner, segment: options.id, loop, paused: false, done, sound: engine }));
    settle('play');
    return ended;
  };

  /** The owner's plays (every play without an owner) of `segment` (any without one), the paused ones only with `paused`. */
  const playsOf = (owner: symbol | undefined, paused: boolean, segment?: string): [number, PlayRecord][] =>
    sound.decoded ? [...sound.plays].filter(([, play]) => matches(play, owner, segment) && (paused || !play.paused)) : [];

  const sound: RuntimeSound = {
    name,
    runtime,
    state: 'idle',
    subscribers: 0,
    plays: new Map(),
    pending: new Set(),
    watchers: new Set(),
    notify,

    claim() {
      // A sound released between a hook's render and its effect comes back to the map (see useSound).
      if (!runtime.sounds.has(name)) runtime.sounds.set(name, sound);
      sound.subscribers += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        sound.subscribers -= 1;
        // A microtask later, so a user that takes the sound over in the same task (the next page's
        // component, Sound's trigger="unmount" play) finds it loaded instead of fetching it again.
        queueMicrotask(() => sound.releaseIfUnused(true));
      };
    },

    load() {
      // The network first: the fetching code is requested before anything else runs (the engine's code, the
      // loading state's re-render).
      const code = loadLoader();
      warmUpEngine(); // howler downloads meanwhile
      prepareAudio(runtime);
      if (sound.state === 'loaded' || sound.loading) return sound.loading ?? Promise.resolve();
      sound.error = undefined;
      const loading = code
        .then(({ fetchAndDecode }) => fetchAndDecode(sound, createEngineSound, hasInteracted))
        .then(
          () => {
            if (sound.loading !== loading) return;
            moveTo({ type: 'loaded', name });
            // Told now, with the load's start; plays that waited for it tell theirs once they have started.
            if (!sound.pending.size) release();
          },
          (error: unknown) => {
            // A load given up because nobody wants the sound any more (releaseIfUnused) ends quietly.
            if (sound.loading === loading) fail(error);
            throw error;
          },
        )
        .finally(() => {
          if (sound.loading === loading) sound.loading = undefined;
        });
      sound.loading = loading;
      // Told when the load ends, with its end (or once LOAD_NEWS_DELAY_MS have passed), so the hooks
      // re-render once for the start, the catalogue's duration (the load's first step) and the end.
      hold(LOAD_NEWS_DELAY_MS);
      moveTo({ type: 'loading', name });
      return loading;
    },

    decode() {
      if (sound.decoding) return sound.decoding;
      // A rendered bed's whole file may still be rendering (loader.ts): it decodes once there.
      const url = sound.objectUrl ?? sound.rendering?.then(() => sound.objectUrl ?? '');
      if (!url) return Promise.reject(new Error(`Sound "${name}" is not loaded`));
      const decoding = Promise.resolve(url).then((src) => createEngineSound(src, sound.streaming ?? false)).then(
        (engine) => {
          if (sound.decoding === decoding) {
            sound.decoded = engine;
            // Plays waiting for this decode start before anyone hears of it: within this task (a
            // chain of promise callbacks), or the news goes out in the next one at the latest.
            if (sound.pending.size) hold(0);
            notify(); // hooks show the decoded sound's duration
          } else engine.unload(); // the load was given up meanwhile
          return engine;
        },
        (failure: unknown) => {
          const error = sound.decodeError?.(failure) ?? failure; // names the sound and its address (loader.ts)
          // A sound fetched before the first gesture decodes later, outside its load: a failure then puts
          // it in the error state too, so the next play fetches it afresh instead of meeting this failure.
          if (sound.decoding === decoding && sound.state === 'loaded') fail(error);
          throw error;
        },
      );
      sound.decoding = decoding;
      return decoding;
    },

    releaseIfUnused(abortLoad) {
      if (sound.subscribers > 0 || sound.plays.size > 0) return;
      if (sound.state === 'loading' && (!abortLoad || [...sound.pending].some((play) => !play.cancelled))) return;
      sound.abort?.();
      if (runtime.sounds.get(name) === sound) runtime.sounds.delete(name);
      unload();
      // As a sound never used: a load under way is disowned, and ends quietly.
      sound.state = 'idle';
      sound.loading = sound.error = sound.duration = sound.streaming = undefined;
      notify();
      release();
    },

    async play(owner, options) {
      const usesSprite = options.sprite !== undefined || options.id !== undefined;
      const allowed = () => options.forceSoundEnabled === true || isEnabled(runtime);
      if (!usesSprite && !allowed()) return undefined;
      if (!usesSprite && sound.decoded) return { ended: begin(owner, options, sound.decoded) };
      // A stop (or unmount) while the sound loads, or while its sprite copy is made, keeps the play from starting.
      const pending: PendingPlay = { owner, segment: options.id, cancelled: false };
      sound.pending.add(pending);
      try {
        let engine: EngineSound;
        try {
          // Sprites load their code on first use: apps that never play a segment do not download it.
          const sprites = usesSprite ? await import('./sprites.ts') : undefined;
          sprites?.checkSprite(name, options);
          if (!allowed()) return undefined;
          if (!sound.decoded) await sound.load();
          // The file decodes first, once: a sprite-mapped copy then reuses its buffer. A long file's first
          // plays may start on its opening while the rest decodes (loader.ts).
          engine = await ((!usesSprite && sound.opening) || sound.decode());
          const segments = options.id !== undefined ? options.sprite : undefined;
          if (sprites && segments) engine = await sprites.spriteSoundOf(sound, segments, createEngineSound);
        } catch (error) {
          if (pending.cancelled) return undefined; // stopped, or its component unmounted: whatever befell the load is not its to report
          throw error;
        } finally {
          sound.pending.delete(pending);
        }
        if (pending.cancelled || !allowed()) return undefined;
        return { ended: begin(owner, options, engine) };
      } finally {
        // The last play that waited has started (or given up): what happened meanwhile is told now.
        if (!sound.pending.size) release();
      }
    },

    stop(owner, segment) {
      for (const pending of sound.pending) if (matches(pending, owner, segment)) pending.cancelled = true;
      const plays = playsOf(owner, true, segment);
      if (!plays.length) return;
      for (const [id, play] of plays) {
        play.sound.stop(id);
        sound.plays.delete(id);
        play.done('stop');
      }
      settle('stop');
    },

    pause(owner, segment) {
      const plays = playsOf(owner, false, segment);
      if (!plays.length) return;
      for (const [id, play] of plays) {
        play.sound.pause(id);
        play.paused = true;
      }
      settle('pause');
    },

    resume(owner, segment) {
      const paused = isEnabled(runtime) ? playsOf(owner, true, segment).filter(([, play]) => play.paused) : [];
      if (!paused.length) return;
      for (const [id, play] of paused) {
        play.sound.resume(id);
        play.paused = false;
      }
      settle('play');
    },

    fade(owner, from, to, ms) {
      inRange('volume', from, 0, 1);
      inRange('volume', to, 0, 1);
      inRange('fade duration', ms, 0, Number.MAX_SAFE_INTEGER);
      for (const [id, play] of playsOf(owner, false)) play.sound.fade(id, from, to, ms);
    },

    adjust(owner, volume, rate) {
      checkPlayOptions({ volume, rate });
      for (const [id, play] of playsOf(owner, true)) play.sound.adjust(id, volume, rate);
    },

    subscribe(watcher) {
      sound.watchers.add(watcher);
      return () => void sound.watchers.delete(watcher);
    },

    snapshot(owner) {
      const playing = [...sound.plays.values()].some((play) => play.owner === owner && !play.paused);
      return `${sound.state}:${playing ? 1 : ''}:${sound.decoded ? 1 : ''}:${sound.decoded?.duration ?? sound.duration ?? ''}`;
    },
  };
  return sound;
}

/**
 * Makes the runtime ready for audio: the visitor's first gesture unlocks the audio context and decodes
 * the sounds fetched before it (preloads), so that their first play starts in the click instead of
 * waiting for a decode. A decode failure surfaces when the sound plays.
 */
export function prepareAudio(runtime: RuntimeCore): void {
  installAudioUnlock(runtime, () => {
    for (const sound of runtime.sounds.values()) if (sound.state === 'loaded' && !sound.decoding) sound.decode().catch(() => undefined);
  });
  // 'short' mode renders a visit's first sounds: its code gets ready while the page is idle (a failure
  // surfaces when a sound loads).
  if (runtime.synth?.mode === 'short') {
    (globalThis.requestIdleCallback ?? setTimeout)(() => {
      loadLoader().catch(() => undefined);
      warmUpEngine();
      runtime.synth?.prepare?.().catch(() => undefined);
    });
  }
}

/** Turning the runtime's sounds off pauses everything it plays (createSoundRuntime subscribes it). */
export function pauseAllWhenDisabled(runtime: RuntimeCore, enabled: boolean): void {
  if (!enabled) for (const sound of [...runtime.sounds.values()]) sound.pause();
}

/** Releases every sound that nobody uses (SoundProvider runs it on its cleanup interval). */
export function releaseUnusedSounds(runtime: RuntimeCore): void {
  for (const sound of [...runtime.sounds.values()]) sound.releaseIfUnused();
}

/** Fetches sounds ahead of use, so their first play starts at once; resolves with one entry per name (react-sounds' shape). */
export async function preloadSounds(runtime: RuntimeCore, names: readonly string[]): Promise<undefined[]> {
  try {
    return await Promise.all(
      names.map(async (name) => {
        // Counted as a user while it loads, so that a component letting go of the sound meanwhile does not
        // abort it; loaded, it stays until its users let go or the clean-up interval finds it unused.
        const sound = runtime.sound(name);
        sound.subscribers += 1;
        try {
          await sound.load();
          return undefined;
        } finally {
          sound.subscribers -= 1;
        }
      }),
    );
  } catch (error) {
    console.error('Error preloading sounds', error);
    throw error;
  }
}

/** A sound's file as a Blob, from the same place playback would use (see loader.ts). */
export async function fetchSoundBlob(runtime: RuntimeCore, name: string, signal?: AbortSignal): Promise<Blob> {
  return (await loadLoader()).fetchSoundBlob(runtime, name, signal);
}
