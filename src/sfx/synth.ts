/**
 * react-sfx/synth: the catalogue's sounds rendered on the visitor's device from their recipes (the same
 * code that makes the catalogue's files at build time), so a sound plays without its file: offline on a
 * first visit, through a failing CDN, or with no audio request at all. This entry is small; the recipes,
 * the DSP and the mastering load when the first sound is rendered.
 *
 *   import { deviceSynth } from 'react-sfx/synth';
 *   <SoundProvider synth={deviceSynth('always')}>…</SoundProvider>
 */
import type { LibrarySoundName, SoundSynth, SynthMode } from './types.ts';
import type * as Renderer from './synth/renderOnDevice.ts';

export type { SoundSynth, SynthMode } from './types.ts';

/** The sample rate of rendered sounds, the catalogue's: 44.1 kHz, mono. */
export const SYNTH_SAMPLE_RATE = 44_100;

let renderer: Promise<typeof Renderer> | undefined;

/** The recipes, DSP and mastering: loaded on the first render, once. */
function loadRenderer(): Promise<typeof Renderer> {
  renderer ??= import('./synth/renderOnDevice.ts');
  return renderer;
}

/**
 * A source of catalogue sounds rendered on the device, for `createSoundRuntime({ synth })` or
 * `<SoundProvider synth>`. `'fallback'` (the default) plays the files and renders a sound only when its
 * file cannot be fetched; `'always'` renders every catalogue sound and makes no audio request.
 */
export function deviceSynth(mode: SynthMode = 'fallback'): SoundSynth {
  if (mode !== 'fallback' && mode !== 'always') throw new TypeError(`deviceSynth: mode must be 'fallback' or 'always', got ${String(mode)}`);
  return {
    mode,
    async render(name, signal) {
      const { renderWav } = await loadRenderer();
      signal?.throwIfAborted();
      return renderWav(name);
    },
  };
}

/**
 * The mastered samples of a catalogue sound: mono at SYNTH_SAMPLE_RATE, sample for sample what the build
 * encodes into the sound's MP3. Rejects for a name that is not a catalogue sound.
 */
export async function renderSoundSamples(name: LibrarySoundName): Promise<Float32Array> {
  return (await loadRenderer()).renderSamples(name);
}
