/**
 * Rendering a catalogue sound on the device: its recipe, seeded by its name, then the build's mastering
 * (synth/source.ts). Imported by react-sfx/synth on the first render, so apps that never render do not
 * download it.
 */
import { SAMPLE_RATE } from '../../../synth/dsp/buffer.ts';
import { CONTROL_RANGES, type ControlRange, renderCustom, renderRecipe } from '../../../synth/custom.ts';
import { type SoundSource, catalogueKeys, masterFor, renderRaw, soundSource } from '../../../synth/source.ts';
import { RENDERED_SOUND_PREFIX } from '../soundAddress.ts';

export { warmUpSteps } from '../../../synth/warmUp.ts';

/** A catalogue sound's source, by synth's own list (not the library's catalogue: this chunk stays small); throws for any other name. */
function sourceOf(name: string): SoundSource {
  if (!catalogueKeys.includes(name)) throw new Error(`react-sfx/synth cannot render "${name}": it is not a catalogue sound`);
  return soundSource(name);
}

/** The mastered samples of a catalogue sound, mono at 44.1 kHz; throws for any other name. */
export function renderSamples(name: string): Float32Array {
  const source = sourceOf(name);
  return masterFor(source, renderRaw(source));
}

/**
 * A mono 32-bit float WAV file of `samples`: decoded, it gives back the very samples, which start at byte 44.
 * Its header as eleven little-endian words (as are the platforms browsers run on): RIFF, size, WAVE, 'fmt ',
 * 16, IEEE float and mono, the rate, the bytes a second, 4 bytes a frame and 32 bits a sample, data, its size.
 */
export function floatWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const size = samples.byteLength;
  const file = new ArrayBuffer(44 + size);
  new Uint32Array(file, 0, 11).set([0x46464952, 36 + size, 0x45564157, 0x20746d66, 16, 0x10003, sampleRate, sampleRate * 4, 0x200004, 0x61746164, size]);
  new Float32Array(file, 44).set(samples);
  return file;
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
  const source = sourceOf(key);
  return renderCustom(source, renderRecipe(source, shape.seed).raw, shape);
}

/** A catalogue sound, or a customSound, rendered as a WAV file's bytes (see react-sfx/synth's deviceSynth). */
export function renderWav(name: string): ArrayBuffer {
  return floatWav(name.startsWith(RENDERED_SOUND_PREFIX) ? renderCustomSamples(name) : renderSamples(name), SAMPLE_RATE);
}

/**
 * WAV files up to this size (about 5.9 s of sound) are handed to the player as data: URLs, which it decodes
 * at once; a Blob would cost the page's main thread a registration with the browser and a fetch of its
 * object URL (8-35 ms for a 0.5 s sound in Chromium, more than the render), a data: URL only its decoding.
 * Longer files go as Blobs, made where they were rendered, as do all files where the engine has no base64
 * encoder of its own (Uint8Array.prototype.toBase64: Chromium 140, Firefox 133, Safari 18.2).
 */
export const DATA_URL_MAX_BYTES = 1 << 20;

/** A WAV file as the player takes it: a data: URL up to DATA_URL_MAX_BYTES, a Blob beyond. */
export function playableFile(wav: ArrayBuffer): string | Blob {
  const bytes = new Uint8Array(wav) as Uint8Array & { toBase64?: () => string };
  return bytes.toBase64 && wav.byteLength <= DATA_URL_MAX_BYTES ? `data:audio/wav;base64,${bytes.toBase64()}` : new Blob([wav], { type: 'audio/wav' });
}
