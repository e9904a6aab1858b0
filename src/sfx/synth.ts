/**
 * react-sfx/synth: the catalogue's sounds rendered on the visitor's device from their recipes (the same
 * code that makes the catalogue's files at build time), so a sound plays without its file: offline on a
 * first visit, through a failing CDN, or with no audio request at all. This entry is small; the recipes,
 * the DSP and the mastering load when the first sound is rendered.
 *
 *   import { deviceSynth } from 'react-sfx/synth';
 *   <SoundProvider synth={deviceSynth('always')}>…</SoundProvider>
 */
import { RENDERED_SOUND_PREFIX } from './soundAddress.ts';
import type { LibrarySoundName, SoundSynth, SynthMode } from './types.ts';
import type * as Renderer from './synth/renderOnDevice.ts';

export type { SoundSynth, SynthMode } from './types.ts';

/** The sample rate of rendered sounds, the catalogue's: 44.1 kHz, mono. */
export const SYNTH_SAMPLE_RATE = 44_100;

let renderer: Promise<typeof Renderer> | undefined;

/** The recipes, DSP and mastering: loaded on the first render, once; a failed load is tried again on the next. */
function loadRenderer(): Promise<typeof Renderer> {
  renderer ??= import('./synth/renderOnDevice.ts').catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
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

/** How customSound reshapes a catalogue sound: the Sound Studio's controls, with their defaults. */
export type CustomSoundSettings = {
  /** Semitones up or down, -12 to 12 in steps of 1. @defaultValue 0 */
  pitch?: number;
  /** Times the sound's length, 0.5 to 2 in steps of 0.05 (pitch unchanged). @defaultValue 1 */
  length?: number;
  /** A tilt of the spectrum in dB, -24 (darker) to 24 (brighter) in steps of 1. @defaultValue 0 */
  brightness?: number;
  /** 0 is the catalogue's own take; 1 to 9999 are other takes of a sound that uses randomness. @defaultValue 0 */
  seed?: number;
};

/**
 * A catalogue sound reshaped as in the Sound Studio, to pass to useSound or playSound:
 * `useSound(customSound('ui/copy', { pitch: 3, length: 1.2 }))` plays exactly what the studio exports for
 * those settings, rendered on the device, with no file to host. It needs a runtime given a synth
 * (`<SoundProvider synth={deviceSynth()}>`). Settings outside their ranges or off their steps make the
 * sound's load fail with a RangeError that says which (in useSound's `error`).
 */
export function customSound(name: LibrarySoundName, { pitch = 0, length = 1, brightness = 0, seed = 0 }: CustomSoundSettings = {}): string {
  return `${RENDERED_SOUND_PREFIX}${name}?pitch=${pitch}&length=${length}&brightness=${brightness}&seed=${seed}`;
}

/**
 * The mastered samples of a catalogue sound: mono at SYNTH_SAMPLE_RATE, sample for sample what the build
 * encodes into the sound's MP3. Rejects for a name that is not a catalogue sound.
 */
export async function renderSoundSamples(name: LibrarySoundName): Promise<Float32Array> {
  return (await loadRenderer()).renderSamples(name);
}
