/**
 * Rendering a catalogue sound on the device: its recipe, seeded by its name, then the build's mastering
 * (synth/source.ts). Imported by react-sfx/synth on the first render, so apps that never render do not
 * download it.
 */
import { SAMPLE_RATE } from '../../../synth/dsp/buffer.ts';
import { CONTROL_RANGES, type ControlRange, renderCustom, renderRecipe } from '../../../synth/custom.ts';
import { masterFor, renderRaw, soundSource } from '../../../synth/source.ts';
import { RENDERED_SOUND_PREFIX } from '../soundAddress.ts';
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

/** One of customSound's settings, checked against the studio's control: within its range, on its steps. */
function setting(params: URLSearchParams, label: string, { min, max, step }: ControlRange): number {
  const text = params.get(label) ?? '';
  const value = Number(text);
  const steps = (value - min) / step;
  if (!(value >= min && value <= max) || Math.abs(steps - Math.round(steps)) > 1e-6) {
    throw new RangeError(`customSound: ${label} must be from ${min} to ${max} in steps of ${step}, got ${text}`);
  }
  return Math.round((min + Math.round(steps) * step) * 100) / 100; // the studio's own numbers (studioSettings.ts's snap)
}

/** A customSound's samples: its catalogue sound reshaped exactly as the Sound Studio renders its export. */
export function renderCustomSamples(name: string): Float32Array {
  const [key = '', query = ''] = name.slice(RENDERED_SOUND_PREFIX.length).split('?');
  const params = new URLSearchParams(query);
  const shape = {
    pitch: setting(params, 'pitch', CONTROL_RANGES.pitch),
    length: setting(params, 'length', CONTROL_RANGES.length),
    bright: setting(params, 'brightness', CONTROL_RANGES.bright),
    seed: setting(params, 'seed', CONTROL_RANGES.seed),
  };
  if (!isLibrarySoundName(key)) throw new Error(`react-sfx/synth cannot render "${key}": it is not a catalogue sound`);
  const source = soundSource(key);
  return renderCustom(source, renderRecipe(source, shape.seed).raw, shape);
}

/** A catalogue sound, or a customSound, rendered as a WAV file (see react-sfx/synth's deviceSynth). */
export function renderWav(name: string): Blob {
  return floatWav(name.startsWith(RENDERED_SOUND_PREFIX) ? renderCustomSamples(name) : renderSamples(name), SAMPLE_RATE);
}
