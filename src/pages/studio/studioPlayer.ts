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
    let buffer = buffers.get(sound);
    if (!buffer) {
      buffer = contextOf().createBuffer(1, sound.samples.length, sound.sampleRate);
      buffer.copyToChannel(sound.samples, 0);
      buffers.set(sound, buffer);
    }
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
      const audio = contextOf();
      const node = audio.createBufferSource();
      node.buffer = bufferOf(sound);
      node.loop = sound.loop;
      node.connect(audio.destination);
      node.onended = () => {
        [current, onStopped] = [undefined, undefined];
        onEnded();
      };
      node.start();
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
