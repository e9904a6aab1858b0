import type { SoundSynth, SynthMode } from 'react-sfx';

/**
 * react-sfx/synth's deviceSynth(mode), its entry imported with the first render: the site's pages carry
 * none of it up front, and the site renders only when a file fails (or in the docs' demo). A failed import
 * is tried again on the next render. `prepare` gets it all ready ahead of the first render.
 */
export function lazyDeviceSynth(mode: SynthMode): SoundSynth {
  let device: Promise<SoundSynth> | undefined;
  const load = () =>
    (device ??= import('react-sfx/synth').then((synth) => synth.deviceSynth(mode)).catch((error: unknown) => {
      device = undefined;
      throw error;
    }));
  return {
    mode,
    render: async (name, signal) => (await load()).render(name, signal),
    // A bed's openings (the runtime starts a bed on them while the whole renders); deviceSynth always gives them.
    renderStart: async (name, seconds, signal) => {
      const synth = await load();
      if (!synth.renderStart) throw new Error('react-sfx/synth renders no openings');
      return synth.renderStart(name, seconds, signal);
    },
    // Loads the entry, then its renderer (in its worker); a failure waits for the render that reports it.
    prepare: () => load().then((synth) => synth.prepare?.(), () => undefined),
  };
}
