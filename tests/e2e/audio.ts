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

/**
 * An init script (page.addInitScript(recordAudioOutput)) that records what the page's audio context
 * really renders: the node that feeds the destination (howler's master gain) also feeds an AudioWorklet
 * that posts every block it hears (on the audio thread, so no block is lost when the page is busy).
 */
export function recordAudioOutput(): void {
  const blocks: Float32Array[] = [];
  const source = `registerProcessor('output-recorder', class extends AudioWorkletProcessor {
    process(inputs) { if (inputs[0][0]) this.port.postMessage(inputs[0][0].slice()); return true; }
  });`;
  const moduleUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const { connect } = AudioNode.prototype;
  const recorded = new WeakSet<AudioNode>();
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const [target] = args;
    if (target instanceof AudioDestinationNode && !recorded.has(this)) {
      recorded.add(this);
      void this.context.audioWorklet.addModule(moduleUrl).then(() => {
        const recorder = new AudioWorkletNode(this.context, 'output-recorder');
        recorder.port.onmessage = (event: MessageEvent<Float32Array>) => void blocks.push(event.data);
        (connect as (this: AudioNode, node: AudioNode) => AudioNode).call(this, recorder);
        Object.assign(window, { __audioRecording: true });
      });
    }
    return (connect as (this: AudioNode, ...rest: unknown[]) => AudioNode).apply(this, args);
  } as typeof AudioNode.prototype.connect;
  Object.assign(window, { __audioOutput: blocks });
}

/**
 * Waits until recordAudioOutput records: its recorder joins the audio context a few milliseconds after howler makes
 * it (loading the recorder's module takes a task or more), and a sound started before then is heard from where the
 * recorder joined, not from its start. Howler makes the context at the first gesture after it has loaded.
 */
export function outputRecorded(page: Page): Promise<unknown> {
  return page.waitForFunction(() => (window as unknown as { __audioRecording?: boolean }).__audioRecording === true);
}

/** The samples of one block of OutputMatch's differences. */
export const BLOCK = 128;

/** How the recorded output compares with a file decoded on its own (see recordAudioOutput). */
export type OutputMatch = {
  sampleRate: number;
  /** Where in the file the recorded sound begins, in samples (0: at its first sample). */
  fileOffset: number;
  /** How far the end of the output sits from where it should in the file, in samples (a jump shows here). */
  tailShift: number;
  /**
   * How many whole blocks one move may land late or early: those the audio thread renders at a time (its base
   * latency).
   */
  offPerMove: number;
  /**
   * Per block of BLOCK samples (2.9 ms at 44.1 kHz) from the first sound on: its difference from the file, relative
   * to the file's level; after moves, the least of its differences from the file as it is and as it is shifted by
   * up to as many whole blocks, later or earlier, as the moves may have shifted it (see compareOutputWithFile).
   */
  differences: number[];
};

/**
 * Compares everything the page has rendered, from its first sound on, with the file at `url` decoded
 * whole at the context's rate: a gap, a repeat or a jump shows as a tail shift and as blocks that differ.
 *
 * `moves` is how many times the sound moved from one source to another. howler starts a source at the next block
 * the audio thread renders, not at a given time, so a move lands as many blocks late as the audio thread rendered
 * between the page reading the position and the new source starting: up to the blocks of one audio callback
 * (its base latency: 10 ms, 4 blocks, in Chromium here). The position it reads was counted the same way, from
 * when the old source was asked to start, not from when it did: a source that started some blocks late is read
 * as that many blocks further on, so the move may also land as many blocks early. Those whole-block shifts, up
 * to one callback's blocks either way per move, count as matching; any other gap, repeat or jump still differs.
 */
export function compareOutputWithFile(page: Page, url: string, moves = 0): Promise<OutputMatch> {
  return page.evaluate(async ({ fileUrl, moves }) => {
    const blocks = (window as unknown as { __audioOutput: Float32Array[] }).__audioOutput;
    const output = new Float32Array(blocks.reduce((length, block) => length + block.length, 0));
    blocks.reduce((at, block) => (output.set(block, at), at + block.length), 0);
    const { sampleRate, baseLatency } = (window as unknown as { Howler: { ctx: AudioContext } }).Howler.ctx;
    const offPerMove = Math.ceil((baseLatency * sampleRate) / 128);
    const offBlocks = moves * offPerMove;
    const file = await (await fetch(fileUrl)).arrayBuffer();
    const reference = (await new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(file)).getChannelData(0);
    const first = output.findIndex((sample) => Math.abs(sample) > 1e-5);
    /** The shift (within `range` of `from` in the file) where 1,024 output samples from `at` match best. */
    const bestShift = (at: number, from: number, range: number) => {
      let best = 0;
      let leastError = Infinity;
      for (let shift = -range; shift <= range; shift++) {
        if (from + shift < 0) continue;
        let error = 0;
        for (let i = 0; i < 1024 && error < leastError; i++) error += (output[at + i] - reference[from + shift + i]) ** 2;
        if (error < leastError) [leastError, best] = [error, shift];
      }
      return best;
    };
    const fileOffset = bestShift(first, 0, 4096);
    const usable = Math.min(output.length - first, reference.length - fileOffset);
    const differences: number[] = [];
    for (let at = 0; at + 128 <= usable; at += 128) {
      let least = Infinity;
      for (let off = -offBlocks; off <= offBlocks; off++) {
        const from = fileOffset + at + off * 128;
        if (from < 0 || from + 128 > reference.length) continue;
        let difference = 0;
        let level = 0;
        for (let i = 0; i < 128; i++) {
          const expected = reference[from + i];
          difference += (output[first + at + i] - expected) ** 2;
          level += expected ** 2;
        }
        least = Math.min(least, Math.sqrt(difference / Math.max(level, 1e-6)));
      }
      differences.push(least);
    }
    const tail = usable - 1024;
    const tailShift = bestShift(first + tail, fileOffset + tail, 4096);
    return { sampleRate, fileOffset, tailShift, offPerMove, differences };
  }, { fileUrl: url, moves });
}
