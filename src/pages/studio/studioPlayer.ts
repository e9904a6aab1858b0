import type { RenderedSound } from './worker/protocol.ts';

export type StudioPlayer = {
  /**
   * Creates the audio context ahead of the first sound (suspended until a gesture): starting the browser's
   * audio service takes some 50 ms on the main thread, better spent when the visitor reaches for a control
   * than between a change and its sound.
   */
  prepare: () => void;
  /** Creates or resumes the audio context: call it inside the visitor's gesture, as browsers require. */
  unlock: () => void;
  play: (sound: RenderedSound, onEnded: () => void) => void;
  stop: () => void;
  close: () => void;
};

/** A render as an AudioBuffer (made once per render: A/B switches replay the same one). */
function audioBufferOf(context: BaseAudioContext, sound: RenderedSound): AudioBuffer {
  const buffer = context.createBuffer(1, sound.samples.length, sound.sampleRate);
  buffer.copyToChannel(sound.samples, 0);
  return buffer;
}

/** Starts a buffer now, looping or once, and reports its natural end. */
function startSource(audio: AudioContext, buffer: AudioBuffer, loop: boolean, onEnded: () => void): AudioBufferSourceNode {
  const node = audio.createBufferSource();
  node.buffer = buffer;
  node.loop = loop;
  node.connect(audio.destination);
  node.onended = onEnded;
  node.start();
  return node;
}

/**
 * Plays studio renders straight through Web Audio: they are buffers made in this page, not files, so they
 * do not go through the library's loader. One sound at a time; loops (ambient beds) loop until stopped.
 */
export function createStudioPlayer(): StudioPlayer {
  let context: AudioContext | undefined;
  let current: AudioBufferSourceNode | undefined;
  const buffers = new WeakMap<RenderedSound, AudioBuffer>();

  const contextOf = (): AudioContext => (context ??= new AudioContext());
  const bufferOf = (sound: RenderedSound): AudioBuffer => {
    const buffer = buffers.get(sound) ?? audioBufferOf(contextOf(), sound);
    buffers.set(sound, buffer);
    return buffer;
  };
  let onStopped: (() => void) | undefined;
  /** Stops the sound playing, if any, and tells whoever started it, as its natural end would. */
  const stop = () => {
    const [node, told] = [current, onStopped];
    [current, onStopped] = [undefined, undefined];
    if (!node) return;
    node.onended = null;
    node.stop();
    told?.();
  };

  return {
    prepare: () => void contextOf(),
    unlock: () => {
      const audio = contextOf();
      if (audio.state === 'suspended') void audio.resume();
    },
    play: (sound, onEnded) => {
      stop();
      const node = startSource(contextOf(), bufferOf(sound), sound.loop, () => {
        [current, onStopped] = [undefined, undefined];
        onEnded();
      });
      [current, onStopped] = [node, onEnded];
    },
    stop,
    close: () => {
      stop();
      void context?.close();
      context = undefined;
    },
  };
}
