import type { SoundSynth, SynthMode } from 'react-sfx';

/**
 * react-sfx/synth's deviceSynth(mode), its entry imported with the first render: the site's pages carry
 * none of it up front, and the site renders only when a file fails (or in the docs' demo). A failed import
 * is tried again on the next render. `prepare` gets it all ready ahead of the first render.
 *
 * Once the entry has loaded, a render is asked for in the caller's own task, not a promise's turn later: a
 * tap's render then reaches the worker before the page re-renders for the tap (its 'Loading...'), which at
 * a phone's speed takes tens of milliseconds the worker can spend rendering.
 */
export function lazyDeviceSynth(mode: SynthMode): SoundSynth {
  let loaded: SoundSynth | undefined;
  let device: Promise<SoundSynth> | undefined;
  const load = () =>
    (device ??= import('react-sfx/synth').then(
      (synth) => (loaded = synth.deviceSynth(mode)),
      (error: unknown) => {
        device = undefined;
        throw error;
      },
    ));
  const withSynth = <T,>(ask: (synth: SoundSynth) => Promise<T>): Promise<T> => (loaded ? ask(loaded) : load().then(ask));
  return {
    mode,
    render: (name, signal) => withSynth((synth) => synth.render(name, signal)),
    // A bed's openings (the runtime starts a bed on them while the whole renders); deviceSynth always gives them.
    renderStart: (name, seconds, signal) =>
      withSynth((synth) => (synth.renderStart ? synth.renderStart(name, seconds, signal) : Promise.reject(new Error('react-sfx/synth renders no openings')))),
    // Loads the entry, then its renderer (in its worker); a failure waits for the render that reports it.
    prepare: () => load().then((synth) => synth.prepare?.(), () => undefined),
  };
}
