import type { Page } from 'playwright-core';

/** One AudioBufferSourceNode as the page used it: real Web Audio, not the app's own account. */
export type AudioSource = {
  /** Buffer length in seconds. */
  duration: number;
  loop: boolean;
  /** Playback rate scheduled for it (howler sets it with setValueAtTime). */
  rate: number;
  /** Started inside a click's own dispatch (between the first and last click listener). */
  insideClick: boolean;
  /** stop() calls on it. */
  stops: number;
  /** Its 'ended' event fired. */
  ended: boolean;
  /** Where in the buffer it started, and how much of it it plays (undefined: to the end), in seconds. */
  offset: number;
  segment: number | undefined;
};

type Probe = { sources: () => AudioSource[]; values: number[]; contextState: () => string | undefined };

/**
 * An init script (page.addInitScript(instrumentAudio)) that records every AudioBufferSourceNode start
 * and stop and every AudioParam value set, so tests see real audio begin in Chromium's Web Audio.
 */
export function instrumentAudio(): void {
  type Record = { node: AudioBufferSourceNode; insideClick: boolean; stops: number; ended: boolean; args: unknown[] };
  const records: Record[] = [];
  const values: number[] = [];
  const scheduled = new WeakMap<AudioParam, number>();
  let insideClick = false;
  document.addEventListener('click', () => (insideClick = true), true);
  window.addEventListener('click', () => (insideClick = false));
  const { setValueAtTime } = AudioParam.prototype;
  AudioParam.prototype.setValueAtTime = function (this: AudioParam, value: number, time: number) {
    scheduled.set(this, value);
    values.push(Math.round(value * 100) / 100);
    return setValueAtTime.call(this, value, time);
  };
  const { start, stop } = AudioBufferSourceNode.prototype;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    const record: Record = { node: this, insideClick, stops: 0, ended: false, args };
    records.push(record);
    this.addEventListener('ended', () => (record.ended = true));
    return start.apply(this, args);
  };
  AudioBufferSourceNode.prototype.stop = function (this: AudioBufferSourceNode, ...args: Parameters<typeof stop>) {
    const record = records.find((candidate) => candidate.node === this);
    if (record) record.stops += 1;
    return stop.apply(this, args);
  };
  const describe = ({ node, insideClick: inside, stops, ended, args }: Record): AudioSource => ({
    duration: node.buffer?.duration ?? 0,
    loop: node.loop,
    rate: scheduled.get(node.playbackRate) ?? node.playbackRate.value,
    insideClick: inside,
    stops,
    ended,
    offset: typeof args[1] === 'number' ? args[1] : 0,
    segment: typeof args[2] === 'number' ? args[2] : undefined,
  });
  const probe: Probe = { sources: () => records.map(describe), values, contextState: () => records.at(-1)?.node.context.state };
  Object.assign(window, { __audioProbe: probe });
}

/** Every real sound started so far, in order (howler's unlock plays a one-sample buffer: left out). */
export async function audioSources(page: Page): Promise<AudioSource[]> {
  const sources = await page.evaluate(() => (window as unknown as { __audioProbe: Probe }).__audioProbe.sources());
  return sources.filter((source) => source.duration > 0.01);
}

/** Values set on AudioParams (gains, rates), rounded to 0.01, in order. */
export function audioParamValues(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __audioProbe: Probe }).__audioProbe.values);
}

/** The state of the audio context of the last sound started ('running' once audio really plays). */
export function audioContextState(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __audioProbe: Probe }).__audioProbe.contextState());
}

/** Starts of real sounds so far, durations to 0.01 s. */
export async function audioStarts(page: Page): Promise<{ duration: number; loop: boolean }[]> {
  return (await audioSources(page)).map((source) => ({ duration: Math.round(source.duration * 100) / 100, loop: source.loop }));
}
