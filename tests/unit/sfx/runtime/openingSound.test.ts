/**
 * A long sound's opening standing in for it while the whole file decodes (howlSound.ts openingSound):
 * plays start on the opening and move onto the whole sound at the opening's position, crossfaded; pause,
 * stop and fade follow a play wherever it is; ends come once, from the whole sound. Driven through a
 * stand-in Howl whose positions follow a clock the test moves, as howler's follow the audio clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineSound, Howl, PlayOptions } from '../../../../src/sfx/runtime/model.ts';
import { CROSSFADE_MS, decodeHowl, openingSound } from '../../../../src/sfx/runtime/howlSound.ts';

type FakePlay = { id: number; offset: number; startedAt: number; playing: boolean; volume?: number; rate?: number };

const clock = { ctx: { currentTime: 0 } };
let nextId = 1;

/** A decoded Howl of `length` seconds: records what is asked of it; positions move with `clock`. */
class FakeHowl {
  readonly plays = new Map<number, FakePlay>();
  readonly calls: string[] = [];
  unloaded = false;
  /** Run inside each seek that moves a play (to move the clock meanwhile, as a render would). */
  duringSeek?: () => void;
  private readonly listeners = new Map<string, ((id: number, error?: unknown) => void)[]>();
  constructor(readonly length: number) {}
  on(event: string, callback: (id: number, error?: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), callback]);
    return this;
  }
  once(event: string, callback: (id: number, error?: unknown) => void) {
    return this.on(event, callback);
  }
  fire(event: string, id = 0) {
    for (const listener of this.listeners.get(event) ?? []) listener(id);
  }
  load() {
    queueMicrotask(() => this.fire('load'));
    return this;
  }
  position(play: FakePlay) {
    return play.offset + (play.playing ? clock.ctx.currentTime - play.startedAt : 0);
  }
  play(idOrSprite?: number | string) {
    if (typeof idOrSprite === 'number') {
      const play = this.plays.get(idOrSprite);
      if (play) Object.assign(play, { startedAt: clock.ctx.currentTime, playing: true });
      this.calls.push(`resume ${idOrSprite}`);
      return idOrSprite;
    }
    const id = nextId++;
    this.plays.set(id, { id, offset: 0, startedAt: clock.ctx.currentTime, playing: true });
    this.calls.push(`play ${id} loop=${String(Reflect.get(this, '_loop'))}`);
    return id;
  }
  seek(idOrSeconds: number, id?: number) {
    if (id === undefined) {
      const play = this.plays.get(idOrSeconds);
      return play ? this.position(play) : 0;
    }
    this.duringSeek?.();
    const play = this.plays.get(id);
    if (play) Object.assign(play, { offset: idOrSeconds, startedAt: clock.ctx.currentTime });
    this.calls.push(`seek ${id} to ${idOrSeconds.toFixed(3)}`);
    return this;
  }
  pause(id?: number) {
    const play = this.plays.get(id ?? -1);
    if (play) Object.assign(play, { offset: this.position(play), playing: false });
    this.calls.push(`pause ${id}`);
    return this;
  }
  stop(id?: number) {
    const play = this.plays.get(id ?? -1);
    if (play) play.playing = false;
    this.calls.push(`stop ${id}`);
    return this;
  }
  volume(volume: number, id: number) {
    const play = this.plays.get(id);
    if (play) play.volume = volume;
    return this;
  }
  rate(rate: number, id: number) {
    const play = this.plays.get(id);
    if (play) play.rate = rate;
    return this;
  }
  mute(muted: boolean, id?: number) {
    this.calls.push(`mute ${id ?? 'all'} ${muted}`);
    return this;
  }
  fade(from: number, to: number, ms: number, id: number) {
    this.calls.push(`fade ${id} ${from}->${to} in ${ms}`);
    return this;
  }
  duration() {
    return this.length;
  }
  unload() {
    this.unloaded = true;
    for (const play of this.plays.values()) play.playing = false;
    return this;
  }
  /** A play ends by itself, as howler reports it. */
  end(id: number) {
    const play = this.plays.get(id);
    if (play) Object.assign(play, { offset: 0, playing: false }); // howler rewinds an ended play
    this.fire('end', id);
  }
}

/** The stand-in as the Howl it stands in for (it has the methods howlSound.ts calls). */
const asHowl = (fake: FakeHowl) => fake as unknown as Howl;

const OPTIONS: PlayOptions = { volume: 0.8, rate: 1, loop: false, pan: 0 };

let opening: FakeHowl;
let whole: FakeHowl;
let finishDecode: (sound: EngineSound) => void;
let failDecode: (error: Error) => void;
let sound: EngineSound;
let ends: number[];

async function wholeDecoded(): Promise<void> {
  finishDecode(await decodeHowl(asHowl(whole)));
  await Promise.resolve();
}

beforeEach(async () => {
  vi.useFakeTimers();
  clock.ctx.currentTime = 10;
  opening = new FakeHowl(3.5);
  whole = new FakeHowl(22.05);
  const decoding = new Promise<EngineSound>((resolve, reject) => {
    finishDecode = resolve;
    failDecode = reject;
  });
  sound = openingSound(await decodeHowl(asHowl(opening)), decoding, clock);
  ends = [];
  sound.onEnd((id) => ends.push(id));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a long sound played from its opening', () => {
  it('starts a play on the opening at once, once through even for a loop (the whole sound loops)', () => {
    const id = sound.play({ ...OPTIONS, loop: true });
    expect(opening.calls).toEqual([`play ${id} loop=false`]);
    expect(opening.plays.get(id)).toMatchObject({ playing: true, volume: 0.8 });
    expect(whole.calls).toEqual([]);
  });

  it('moves each play onto the whole sound where the opening has got to, crossfaded, then unloads the opening', async () => {
    const id = sound.play({ ...OPTIONS, loop: true });
    clock.ctx.currentTime += 0.25;
    await wholeDecoded();

    const [moved] = [...whole.plays.values()];
    // Made muted (a block rendered before its volume and place are set must not sound), then faded in.
    expect(whole.calls).toEqual(['mute all true', `play ${moved.id} loop=true`, `seek ${moved.id} to 0.250`, 'mute all false', `fade ${moved.id} 0->0.8 in ${CROSSFADE_MS}`]);
    expect(whole.position(moved)).toBeCloseTo(0.25, 6);
    expect(opening.calls.at(-1)).toBe(`fade ${id} 0.8->0 in ${CROSSFADE_MS}`);
    vi.advanceTimersByTime(CROSSFADE_MS);
    expect(opening.unloaded).toBe(false); // its fade may not have ended yet on the audio clock
    vi.advanceTimersByTime(CROSSFADE_MS);
    expect(opening.unloaded).toBe(true);
  });

  it('moves again when the audio clock moved while the move was made (it may have landed a block late)', async () => {
    sound.play(OPTIONS);
    clock.ctx.currentTime += 0.25;
    let renders = 1;
    whole.duringSeek = () => {
      if (renders-- > 0) clock.ctx.currentTime += 512 / 44_100;
    };
    await wholeDecoded();

    const [moved] = [...whole.plays.values()];
    expect(whole.calls.filter((call) => call.startsWith('seek'))).toEqual([`seek ${moved.id} to 0.250`, `seek ${moved.id} to 0.262`]);
    expect(whole.position(moved)).toBeCloseTo(opening.position([...opening.plays.values()][0]), 6);
  });

  it('stops, pauses, resumes and fades a play wherever it is: on the opening, then on the whole sound', async () => {
    const first = sound.play(OPTIONS);
    const second = sound.play(OPTIONS);
    sound.stop(first);
    sound.fade(second, 0.8, 0.4, 100);
    sound.pause(second);
    expect(opening.calls.slice(2)).toEqual([`stop ${first}`, `stop ${first}`, `fade ${second} 0.8->0.4 in 100`, `pause ${second}`]);

    await wholeDecoded();
    // Only the paused play moves, and stays paused, at its volume after the fade.
    const [moved] = [...whole.plays.values()];
    expect(whole.plays.size).toBe(1);
    expect(moved).toMatchObject({ playing: false, volume: 0.4 });
    sound.resume(second);
    sound.stop(second);
    expect(whole.calls.slice(-2)).toEqual([`resume ${moved.id}`, `stop ${moved.id}`]);
    expect(whole.plays.get(moved.id)?.playing).toBe(false);
  });

  it('plays straight from the whole sound once it is ready', async () => {
    await wholeDecoded();
    const id = sound.play(OPTIONS);
    expect(whole.plays.has(id)).toBe(true);
    expect(opening.plays.size).toBe(0);
  });

  it('lets a play that outran the opening wait, silent, and carry on from where the opening ended', async () => {
    const id = sound.play(OPTIONS);
    clock.ctx.currentTime += 3.5;
    opening.end(id);
    expect(ends).toEqual([]); // not the sound's end
    clock.ctx.currentTime += 0.5;
    await wholeDecoded();
    const [moved] = [...whole.plays.values()];
    expect(whole.position(moved)).toBeCloseTo(3.5, 6);
  });

  it('reports a play ending once, when the whole sound ends, and never for a loop', async () => {
    const once = sound.play(OPTIONS);
    const loop = sound.play({ ...OPTIONS, loop: true });
    await wholeDecoded();
    const [movedOnce, movedLoop] = [...whole.plays.values()];
    whole.end(movedLoop.id);
    whole.end(movedOnce.id);
    whole.end(movedOnce.id);
    expect(ends).toEqual([once]);
    expect(loop).not.toBe(once);
  });

  it('ends its plays and unloads the opening when the whole sound fails to decode', async () => {
    const id = sound.play(OPTIONS);
    failDecode(new Error('Decoding audio data failed.'));
    await Promise.resolve();
    await Promise.resolve();
    expect(ends).toEqual([id]);
    expect(opening.plays.get(id)?.playing).toBe(false);
    expect(opening.unloaded).toBe(true);
  });
});
