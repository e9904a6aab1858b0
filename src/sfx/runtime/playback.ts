/**
 * Plays of loaded sounds. Each play has an owner (a hook instance, or a one-off playSound), so pause,
 * resume and stop act on that owner's plays only, and each play keeps its own volume, rate and loop.
 */
import type { SoundOptions } from '../types.ts';

import { isEnabled } from './enabled.ts';
import { emitSoundEvent } from './events.ts';
import { createEngineSound } from './engine.ts';
import { entryOf, notifyEntry, peekEntry } from './registry.ts';
import { decodeEntry, loadSound, releaseIfUnused } from './soundLife.ts';
import type { EngineSound, PendingPlay, PlayEnd, PlayRecord, RuntimeCore, SoundEntry, StartOptions } from './model.ts';

const endsWired = new WeakSet<EngineSound>();

/** Turning the runtime's sounds off pauses everything it plays (createSoundRuntime subscribes it). */
export function pauseAllWhenDisabled(runtime: RuntimeCore, enabled: boolean): void {
  if (!enabled) for (const entry of [...runtime.entries.values()]) pausePlays(runtime, entry.name);
}

function settle(runtime: RuntimeCore, entry: SoundEntry, type: 'end' | 'stop' | 'pause' | 'play'): void {
  const playing = [...entry.plays.values()].filter((play) => !play.paused).length;
  emitSoundEvent(runtime, { type, name: entry.name, playing });
  notifyEntry(runtime, entry.name);
  if (type === 'end' || type === 'stop') releaseIfUnused(runtime, entry);
}

function wireEnds(runtime: RuntimeCore, entry: SoundEntry, sound: EngineSound): void {
  if (endsWired.has(sound)) return;
  endsWired.add(sound);
  sound.onEnd((id) => {
    const play = entry.plays.get(id);
    if (!play || play.loop) return; // a loop reports an end at every turn
    entry.plays.delete(id);
    play.done('end');
    settle(runtime, entry, 'end');
  });
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

function begin(runtime: RuntimeCore, entry: SoundEntry, owner: symbol, options: StartOptions, sound: EngineSound): Promise<PlayEnd> {
  wireEnds(runtime, entry, sound);
  const loop = options.loop ?? false;
  const id = sound.play({ volume: options.volume ?? 1, rate: options.rate ?? 1, loop, pan: options.pan ?? 0, sprite: options.id });
  const ended = new Promise<PlayEnd>((done) => entry.plays.set(id, { owner, segment: options.id, loop, paused: false, done, sound }));
  settle(runtime, entry, 'play');
  return ended;
}

/**
 * Starts one play, its options checked by the caller (checkPlayOptions: useSound before it stops earlier
 * plays, playSound first). When the sound is already decoded the engine is called synchronously, before the
 * returned promise settles, so a click starts audio in the same task. Resolves with the play's end
 * (`ended`), or undefined when sounds are disabled.
 */
export async function startPlay(runtime: RuntimeCore, name: string, owner: symbol, options: StartOptions): Promise<{ ended: Promise<PlayEnd> } | undefined> {
  const usesSprite = options.sprite !== undefined || options.id !== undefined;
  const allowed = () => options.forceSoundEnabled === true || isEnabled(runtime);
  if (!usesSprite && !allowed()) return undefined;
  const entry = entryOf(runtime, name);
  if (!usesSprite && entry.sound) {
    return { ended: begin(runtime, entry, owner, options, entry.sound) };
  }
  // A stop (or unmount) while the sound loads, or while its sprite copy is made, keeps the play from starting.
  const pending: PendingPlay = { name, owner, segment: options.id, cancelled: false };
  runtime.pendingPlays.add(pending);
  let sound: EngineSound;
  try {
    // Sprites load their code on first use: apps that never play a segment do not download it.
    const sprites = usesSprite ? await import('./sprites.ts') : undefined;
    sprites?.checkSprite(name, options);
    if (!allowed()) return undefined;
    if (!entry.sound) await loadSound(runtime, name);
    // The file decodes first, once: a sprite-mapped copy then reuses its buffer. A long file's first
    // plays may start on its opening while the rest decodes (loader.ts).
    sound = await ((!usesSprite && entry.opening) || decodeEntry(runtime, entry));
    const segment = options.id !== undefined ? options.sprite : undefined;
    if (sprites && segment) sound = await sprites.spriteSoundOf(runtime, entry, segment, createEngineSound);
  } catch (error) {
    if (pending.cancelled) return undefined; // stopped, or its component unmounted: whatever befell the load is not its to report
    throw error;
  } finally {
    runtime.pendingPlays.delete(pending);
  }
  if (pending.cancelled || !allowed()) return undefined;
  return { ended: begin(runtime, entry, owner, options, sound) };
}

/** Whether a play (or a pending one) is the owner's (any owner's without one) and plays `segment` (any without one). */
function matches(play: { owner: symbol; segment?: string }, owner: symbol | undefined, segment: string | undefined): boolean {
  return (!owner || play.owner === owner) && (segment === undefined || play.segment === segment);
}

function playsOf(runtime: RuntimeCore, name: string, owner: symbol | undefined, paused: boolean, segment?: string): [SoundEntry, [number, PlayRecord][]] | undefined {
  const entry = peekEntry(runtime, name);
  if (!entry?.sound) return undefined;
  const plays = [...entry.plays].filter(([, play]) => matches(play, owner, segment) && (paused || !play.paused));
  return plays.length ? [entry, plays] : undefined;
}

/**
 * Stops the owner's plays of a sound (every play without an owner), including those still loading; with
 * `segment`, only the plays of that sprite segment.
 */
export function stopPlays(runtime: RuntimeCore, name: string, owner?: symbol, segment?: string): void {
  for (const pending of runtime.pendingPlays) if (pending.name === name && matches(pending, owner, segment)) pending.cancelled = true;
  const found = playsOf(runtime, name, owner, true, segment);
  if (!found) return;
  const [entry, plays] = found;
  for (const [id, play] of plays) {
    play.sound.stop(id);
    entry.plays.delete(id);
    play.done('stop');
  }
  settle(runtime, entry, 'stop');
}

/**
 * Fades the owner's sounding plays of a sound from one volume to another over `ms` milliseconds.
 * Throws a RangeError for volumes outside 0 to 1 or a negative or non-finite duration.
 */
export function fadePlays(runtime: RuntimeCore, name: string, owner: symbol, from: number, to: number, ms: number): void {
  inRange('volume', from, 0, 1);
  inRange('volume', to, 0, 1);
  inRange('fade duration', ms, 0, Number.MAX_SAFE_INTEGER);
  const [, plays] = playsOf(runtime, name, owner, false) ?? [undefined, []];
  for (const [id, play] of plays) play.sound.fade(id, from, to, ms);
}

/**
 * Sets the volume and rate of the owner's plays of a sound, at once (a hook's options changed while it
 * plays, as use-sound does). Throws a RangeError for values the engine cannot play.
 */
export function adjustPlays(runtime: RuntimeCore, name: string, owner: symbol, volume: number, rate: number): void {
  checkPlayOptions({ volume, rate });
  for (const [id, play] of playsOf(runtime, name, owner, true)?.[1] ?? []) play.sound.adjust(id, volume, rate);
}

/** Pauses the owner's sounding plays of a sound (every play without an owner); with `segment`, of that segment only. */
export function pausePlays(runtime: RuntimeCore, name: string, owner?: symbol, segment?: string): void {
  const found = playsOf(runtime, name, owner, false, segment);
  if (!found) return;
  const [entry, plays] = found;
  for (const [id, play] of plays) {
    play.sound.pause(id);
    play.paused = true;
  }
  settle(runtime, entry, 'pause');
}

/** Resumes the owner's paused plays of a sound (with `segment`, of that segment only); nothing while sounds are disabled. */
export function resumePlays(runtime: RuntimeCore, name: string, owner: symbol, segment?: string): void {
  if (!isEnabled(runtime)) return;
  const found = playsOf(runtime, name, owner, true, segment);
  if (!found) return;
  const [entry, plays] = found;
  const paused = plays.filter(([, play]) => play.paused);
  if (!paused.length) return;
  for (const [id, play] of paused) {
    play.sound.resume(id);
    play.paused = false;
  }
  settle(runtime, entry, 'play');
}

/** Whether any play of this owner is sounding (a loop counts until stopped). */
export function isPlayingFor(runtime: RuntimeCore, name: string, owner: symbol): boolean {
  return [...(peekEntry(runtime, name)?.plays.values() ?? [])].some((play) => play.owner === owner && !play.paused);
}

