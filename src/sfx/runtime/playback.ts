/**
 * Plays of loaded sounds. Each play has an owner (a hook instance, or a one-off playSound), so pause,
 * resume and stop act on that owner's plays only, and each play keeps its own volume, rate and loop.
 */
import type { SoundOptions } from '../types.ts';
import { isSoundEnabled, subscribeSoundState } from './enabled.ts';
import { emitSoundEvent } from './events.ts';
import { type EngineSound, type SpriteMap, createEngineSound } from './engine.ts';
import { decodeEntry, loadSound } from './loading.ts';
import { type PlayEnd, type PlayRecord, type SoundEntry, allEntries, entryOf, notifyEntry, peekEntry, releaseIfUnused } from './registry.ts';

type PendingPlay = { readonly name: string; readonly owner: symbol; cancelled: boolean };

const endsWired = new WeakSet<EngineSound>();
/** Plays waiting for their sound to load: a stop (or unmount) before it loads must keep them from starting. */
const pendingPlays = new Set<PendingPlay>();
let pausesWhenDisabled = false;

/** Turning sounds off pauses everything that plays (subscribed on the first play). */
function pauseAllWhenDisabled(): void {
  if (pausesWhenDisabled) return;
  pausesWhenDisabled = true;
  subscribeSoundState((enabled) => {
    if (!enabled) for (const entry of allEntries()) pausePlays(entry.name);
  });
}

function settle(entry: SoundEntry, type: 'end' | 'stop' | 'pause' | 'play'): void {
  const playing = [...entry.plays.values()].filter((play) => !play.paused).length;
  emitSoundEvent({ type, name: entry.name, playing });
  notifyEntry(entry.name);
  if (type === 'end' || type === 'stop') releaseIfUnused(entry);
}

function wireEnds(entry: SoundEntry, sound: EngineSound): void {
  if (endsWired.has(sound)) return;
  endsWired.add(sound);
  sound.onEnd((id) => {
    const play = entry.plays.get(id);
    if (!play || play.loop) return; // a loop reports an end at every turn
    entry.plays.delete(id);
    play.done('end');
    settle(entry, 'end');
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

/** A play's options: a sprite map and the segment to play (`id`) besides the per-play options. */
export type StartOptions = SoundOptions & { sprite?: SpriteMap; id?: string };

function begin(entry: SoundEntry, owner: symbol, options: StartOptions, sound: EngineSound): Promise<PlayEnd> {
  wireEnds(entry, sound);
  const loop = options.loop ?? false;
  const id = sound.play({ volume: options.volume ?? 1, rate: options.rate ?? 1, loop, pan: options.pan ?? 0, sprite: options.id });
  const ended = new Promise<PlayEnd>((done) => entry.plays.set(id, { owner, loop, paused: false, done, sound }));
  settle(entry, 'play');
  return ended;
}

/**
 * Starts one play. When the sound is already decoded the engine is called synchronously, before the
 * returned promise settles, so a click starts audio in the same task. Resolves with the play's end
 * (`ended`), or undefined when sounds are disabled.
 */
export async function startPlay(name: string, owner: symbol, options: StartOptions): Promise<{ ended: Promise<PlayEnd> } | undefined> {
  checkPlayOptions(options);
  const usesSprite = options.sprite !== undefined || options.id !== undefined;
  if (!usesSprite && !isSoundEnabled()) return undefined;
  const entry = entryOf(name);
  if (!usesSprite && entry.sound) {
    pauseAllWhenDisabled();
    return { ended: begin(entry, owner, options, entry.sound) };
  }
  // A stop (or unmount) while the sound loads, or while its sprite copy is made, keeps the play from starting.
  const pending: PendingPlay = { name, owner, cancelled: false };
  pendingPlays.add(pending);
  let sound: EngineSound;
  try {
    // Sprites load their code on first use: apps that never play a segment do not download it.
    const sprites = usesSprite ? await import('./sprites.ts') : undefined;
    sprites?.checkSprite(name, options);
    if (!isSoundEnabled()) return undefined;
    pauseAllWhenDisabled();
    if (!entry.sound) {
      await loadSound(name);
      await decodeEntry(entry);
    }
    const segment = options.id !== undefined ? options.sprite : undefined;
    sound = sprites && segment ? await sprites.spriteSoundOf(entry, segment, createEngineSound) : await decodeEntry(entry);
  } finally {
    pendingPlays.delete(pending);
  }
  if (pending.cancelled || !isSoundEnabled()) return undefined;
  return { ended: begin(entry, owner, options, sound) };
}

function cancelPending(name: string, owner: symbol | undefined): void {
  for (const pending of pendingPlays) if (pending.name === name && (!owner || pending.owner === owner)) pending.cancelled = true;
}

function playsOf(name: string, owner: symbol | undefined, paused: boolean): [SoundEntry, [number, PlayRecord][]] | undefined {
  const entry = peekEntry(name);
  if (!entry?.sound) return undefined;
  const plays = [...entry.plays].filter(([, play]) => (!owner || play.owner === owner) && (paused || !play.paused));
  return plays.length ? [entry, plays] : undefined;
}

/** Stops the owner's plays of a sound (every play without an owner), including those still loading. */
export function stopPlays(name: string, owner?: symbol): void {
  cancelPending(name, owner);
  const found = playsOf(name, owner, true);
  if (!found) return;
  const [entry, plays] = found;
  for (const [id, play] of plays) {
    play.sound.stop(id);
    entry.plays.delete(id);
    play.done('stop');
  }
  settle(entry, 'stop');
}

/**
 * Fades the owner's sounding plays of a sound from one volume to another over `ms` milliseconds.
 * Throws a RangeError for volumes outside 0 to 1 or a negative or non-finite duration.
 */
export function fadePlays(name: string, owner: symbol, from: number, to: number, ms: number): void {
  inRange('volume', from, 0, 1);
  inRange('volume', to, 0, 1);
  inRange('fade duration', ms, 0, Number.MAX_SAFE_INTEGER);
  const [, plays] = playsOf(name, owner, false) ?? [undefined, []];
  for (const [id, play] of plays) play.sound.fade(id, from, to, ms);
}

/** Pauses the owner's sounding plays of a sound (every play without an owner). */
export function pausePlays(name: string, owner?: symbol): void {
  const found = playsOf(name, owner, false);
  if (!found) return;
  const [entry, plays] = found;
  for (const [id, play] of plays) {
    play.sound.pause(id);
    play.paused = true;
  }
  settle(entry, 'pause');
}

/** Resumes the owner's paused plays of a sound; nothing while sounds are disabled. */
export function resumePlays(name: string, owner: symbol): void {
  if (!isSoundEnabled()) return;
  const found = playsOf(name, owner, true);
  if (!found) return;
  const [entry, plays] = found;
  const paused = plays.filter(([, play]) => play.paused);
  if (!paused.length) return;
  for (const [id, play] of paused) {
    play.sound.resume(id);
    play.paused = false;
  }
  settle(entry, 'play');
}

/** Whether any play of this owner is sounding (a loop counts until stopped). */
export function isPlayingFor(name: string, owner: symbol): boolean {
  return [...(peekEntry(name)?.plays.values() ?? [])].some((play) => play.owner === owner && !play.paused);
}

/** Whether this owner has paused plays that resume could continue. */
export function hasPausedFor(name: string, owner: symbol): boolean {
  return [...(peekEntry(name)?.plays.values() ?? [])].some((play) => play.owner === owner && play.paused);
}
