/**
 * Rendering a catalogue sound on the device: its recipe, seeded by its name, then the build's mastering
 * (synth/source.ts). Imported by react-sfx/synth on the first render, so apps that never render do not
 * download it.
 */
import { SAMPLE_RATE } from '../../../synth/dsp/buffer.ts';
import { masterFor, renderRaw, soundSource } from '../../../synth/source.ts';
import { isLibrarySoundName } from '../runtime/catalogueLookup.ts';

/** The mastered samples of a catalogue sound, mono at 44.1 kHz; throws for any other name. */
export function renderSamples(name: string): Float32Array {
  if (!isLibrarySoundName(name)) throw new Error(`react-sfx/synth cannot render "${String(name)}": it is not a catalogue sound`);
  const source = soundSource(name);
  return masterFor(source, renderRaw(source));
}

/** A mono 32-bit float WAV file of `samples`: decoded, it gives back the very samples. */
export function floatWav(samples: Float32Array, sampleRate: number): Blob {
  const header = new DataView(new ArrayBuffer(44));
  const fields: [number, number, 2 | 4][] = [
    [4, 36 + samples.byteLength, 4],
    [16, 16, 4], // the format chunk's size
    [20, 3, 2], // IEEE float
    [22, 1, 2], // mono
    [24, sampleRate, 4],
    [28, sampleRate * 4, 4], // bytes a second
    [32, 4, 2], // bytes a frame
    [34, 32, 2], // bits a sample
    [40, samples.byteLength, 4],
  ];
  for (const [offset, value, size] of fields) {
    if (size === 4) header.setUint32(offset, value, true);
    else header.setUint16(offset, value, true);
  }
  for (const [offset, text] of [[0, 'RIFF'], [8, 'WAVE'], [12, 'fmt '], [36, 'data']] as const) {
    for (let i = 0; i < 4; i++) header.setUint8(offset + i, text.charCodeAt(i));
  }
  // WAV is little-endian, as are the platforms browsers run on.
  return new Blob([header.buffer, samples.slice().buffer], { type: 'audio/wav' });
}

/** A catalogue sound rendered as a WAV file (see react-sfx/synth's deviceSynth). */
export function renderWav(name: string): Blob {
  return floatWav(renderSamples(name), SAMPLE_RATE);
}
