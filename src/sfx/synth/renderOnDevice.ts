/**
 * Rendering a catalogue sound on the device: its recipe, seeded by its name, then the build's mastering
 * (synth/source.ts). Imported by react-sfx/synth on the first render, so apps that never render do not
 * download it.
 */
import { SAMPLE_RATE } from '../../../synth/dsp/buffer.ts';
import { pcm16Wav } from '../../../synth/encode/wav.ts';
import { renderCustom, renderRecipe } from '../../../synth/custom.ts';
import { CONTROL_RANGES, type ControlRange } from '../../../synth/shape.ts';
import { type SoundSource, catalogueKeys, masterFor, renderLoopStart, renderRaw, soundSource } from '../../../synth/source.ts';
import { RENDERED_SOUND_PREFIX } from '../soundAddress.ts';

/** A catalogue sound's source, by synth's own list (not the library's catalogue: this chunk stays small); throws for any other name. */
function sourceOf(name: string): SoundSource {
  if (!catalogueKeys.includes(name)) throw new Error(`react-sfx/synth cannot render "${name}": it is not a catalogue sound`);
  return soundSource(name);
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
function renderCustomSamples(name: string): Float32Array {
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

/**
 * The mastered samples of a catalogue sound or a customSound, mono at 44.1 kHz; with `start`, only the first
 * `start` seconds of a catalogue loop (the ambient beds), rendered without the rest: what a player starts on
 * while the whole renders. Throws for any other name.
 */
export function renderSamples(name: string, start?: number): Float32Array {
  if (start === undefined && name.startsWith(RENDERED_SOUND_PREFIX)) return renderCustomSamples(name);
  const source = sourceOf(name);
  if (start === undefined) return masterFor(source, renderRaw(source));
  if (!(start > 0 && start <= source.seconds)) throw new RangeError(`react-sfx/synth: "${name}" has no start of ${start} s (its length: ${source.seconds} s)`);
  return renderLoopStart(source, start);
}

/**
 * A sound (see renderSamples) as its samples' bytes (`'bytes'`: a Float32Array's buffer, the very samples),
 * or as the player takes it (`'playable'`, see playableFile).
 */
export function renderFile(name: string, start: number | undefined, as: 'bytes' | 'playable'): ArrayBuffer | string | Blob {
  const samples = renderSamples(name, start);
  return as === 'bytes' ? new Float32Array(samples).buffer : playableFile(samples);
}

/**
 * Files up to this size (about 11.9 s of sound) are handed to the player as data: URLs, which it decodes at
 * once; a Blob would cost the page's main thread a registration with the browser and a fetch of its object
 * URL (8-35 ms for a 0.5 s sound in Chromium, more than the render), a data: URL only its decoding. Longer
 * files, and all files where the engine has no base64 encoder of its own (Uint8Array.prototype.toBase64:
 * Chromium 140, Firefox 133, Safari 18.2), go as Blobs, made where they were rendered.
 */
const DATA_URL_MAX_BYTES = 1 << 20;

/**
 * Samples as the player takes them: a 16-bit WAV file, as a data: URL up to DATA_URL_MAX_BYTES, a Blob beyond.
 * 16 bits keep the mastered samples to within 1/32768 (-90 dB, far closer than the catalogue's MP3) in half
 * the bytes of float: a 22 s bed's float WAV (3.9 MB) took the page's main thread 57 ms in one task as
 * the player loaded it in Chromium here, its 16-bit WAV no task over 50 ms.
 */
function playableFile(samples: Float32Array): string | Blob {
  const wav = pcm16Wav(samples, SAMPLE_RATE);
  const { toBase64 } = Uint8Array.prototype as { toBase64?: (this: Uint8Array) => string };
  return toBase64 && wav.byteLength <= DATA_URL_MAX_BYTES ? `data:audio/wav;base64,${toBase64.call(new Uint8Array(wav))}` : new Blob([wav], { type: 'audio/wav' });
}
