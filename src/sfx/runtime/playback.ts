/**
 * Plays of loaded sounds. Each play has an owner (a hook instance, or a one-off playSound), so pause,
 * resume and stop act on that owner's plays only, and each play keeps its own volume, rate and loop.
 */
import type { SoundOptions } from '../types.ts';
import { isSoundEnabled, subscribeSoundState } from './enabled.ts';
import { emitSoundEvent } from './events.ts';
import { decodeEntry, loadSound } from './loading.ts';
import { type PlayEnd, type PlayRecord, type SoundEntry, allEntries, entryOf, notifyEntry, peekEntry, releaseIfUnused } from './registry.ts';

type PendingPlay = { readonly name: string; readonly owner: symbol; cancelled: boolean };

const endsWired = new WeakSet<SoundEntry>();
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

function wireEnds(entry: SoundEntry): void {
  if (endsWired.has(entry) || !entry.sound) return;
  endsWired.add(entry);
  entry.sound.onEnd((id) => {
    const play = entry.plays.get(id);
    if (!play || play.loop) return; // a loop reports an end at every turn
    entry.plays.delete(id);
    play.done('end');
    settle(entry, 'end');
  });
}

/** Refuses what the engine cannot play: a clear error instead of a silent or distorted play. */
export function checkPlayOptions({ volume, rate, pan }: SoundOptions): void {
  const within = (value: number | undefined, low: number, high: number) => value === undefined || (typeof value === 'number' && value >= low && value <= high);
  if (!within(volume, 0, 1)) throw new RangeError(`volume must be between 0 and 1, got ${String(volume)}`);
  if (!within(pan, -1, 1)) throw new RangeError(`pan must be between -1 (left) and 1 (right), got ${String(pan)}`);
  if (!within(rate, 0.0625, 16)) throw new RangeError(`rate must be between 0.0625 and 16, got ${String(rate)}`);
}

function begin(entry: SoundEntry, owner: symbol, options: SoundOptions): Promise<PlayEnd> {
  const sound = entry.sound;
  if (!sound) throw new Error(`Sound "${entry.name}" is not decoded`);
  wireEnds(entry);
  const loop = options.loop ?? false;
  const id = sound.play({ volume: options.volume ?? 1, rate: options.rate ?? 1, loop, pan: options.pan ?? 0 });
  const ended = new Promise<PlayEnd>((done) => entry.plays.set(id, { owner, loop, paused: false, done }));
  settle(entry, 'play');
  return ended;
}

/**
 * Starts one play. When the sound is already decoded the engine is called synchronously, before the
 * returned promise settles, so a click starts audio in the same task. Resolves with the play's end
 * (`ended`), or undefined when sounds are disabled.
 */
export async function startPlay(name: string, owner: symbol, options: SoundOptions): Promise<{ ended: Promise<PlayEnd> } | undefined> {
  checkPlayOptions(options);
  if (!isSoundEnabled()) return undefined;
  pauseAllWhenDisabled();
  const entry = entryOf(name);
  if (!entry.sound) {
    const pending: PendingPlay = { name, owner, cancelled: false };
    pendingPlays.add(pending);
    try {
      await loadSound(name);
      await decodeEntry(entry);
    } finally {
      pendingPlays.delete(pending);
    }
    if (pending.cancelled || !isSoundEnabled()) return undefined;
  }
  return { ended: begin(entry, owner, options) };
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
    entry.sound?.stop(id);
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
  checkPlayOptions({ volume: from });
  checkPlayOptions({ volume: to });
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new RangeError(`fade duration must be a number of milliseconds of 0 or more, got ${String(ms)}`);
  const found = playsOf(name, owner, false);
  if (!found) return;
  const [entry, plays] = found;
  for (const [id] of plays) entry.sound?.fade(id, from, to, ms);
}

/** Pauses the owner's sounding plays of a sound (every play without an owner). */
export function pausePlays(name: string, owner?: symbol): void {
  const found = playsOf(name, owner, false);
  if (!found) return;
  const [entry, plays] = found;
  for (const [id, play] of plays) {
    entry.sound?.pause(id);
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
    entry.sound?.resume(id);
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
