import { SAMPLE_RATE, type Signal } from '../../../../synth/dsp/buffer.ts';
import { type SoundSource, soundSource } from '../../../../synth/source.ts';
import { pcm16Wav } from '../../../../synth/encode/wav.ts';
import type { StudioSettings } from '../studioSettings.ts';
import type { ExportFormat, RenderedSound } from './protocol.ts';
import { type RawRender, renderCustom, renderRecipe } from './renderCustom.ts';

/** Raw renders kept: a sound and its original, and a few seeds back while someone tries variations. */
const RAW_CACHE_SIZE = 4;
const WAVEFORM_BARS = 240;

function peaksOf(signal: Signal): number[] {
  const peaks: number[] = [];
  for (let bar = 0; bar < WAVEFORM_BARS; bar++) {
    let max = 0;
    const end = Math.floor(((bar + 1) * signal.length) / WAVEFORM_BARS);
    for (let i = Math.floor((bar * signal.length) / WAVEFORM_BARS); i < end; i++) max = Math.max(max, Math.abs(signal[i]));
    peaks.push(Math.round(max * 1000) / 1000);
  }
  return peaks;
}

/** The MP3 encoder's code could not be imported: not fetched, not JavaScript, or it did not run. */
export class EncoderUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('the MP3 encoder did not load', options);
    this.name = 'EncoderUnavailableError';
  }
}

async function loadMp3Encoder() {
  try {
    return await import('../../../../synth/encode/mp3.ts');
  } catch (error) {
    throw new EncoderUnavailableError({ cause: error });
  }
}

/**
 * The worker's state: recipes are the slow part (a 22 s bed takes most of a second), so their raw
 * renders are kept per sound and seed, and moving Pitch, Length or Brightness only reshapes and masters.
 */
export function createStudioRenderer() {
  const raws = new Map<string, RawRender>();

  const rawFor = (source: SoundSource, seed: number): RawRender => {
    const id = `${source.key}#${seed}`;
    const cached = raws.get(id) ?? renderRecipe(source, seed);
    raws.delete(id);
    raws.set(id, cached); // most recent last
    if (raws.size > RAW_CACHE_SIZE) raws.delete(raws.keys().next().value ?? id);
    return cached;
  };

  const signalOf = (settings: StudioSettings) => {
    const source = soundSource(settings.sound);
    const raw = rawFor(source, settings.seed);
    return { source, raw, signal: renderCustom(source, raw.raw, settings) };
  };

  const render = (settings: StudioSettings): RenderedSound => {
    const { source, raw, signal } = signalOf(settings);
    // A copy of its own: the master may hand back a view into a larger buffer, and this one is transferred whole.
    return { samples: new Float32Array(signal), sampleRate: SAMPLE_RATE, loop: source.loop, peaks: peaksOf(signal), usesRandomness: raw.usesRandomness };
  };

  /** The file; the MP3 encoder (LAME in WebAssembly, some 300 KB) loads only now, on the first export. */
  const exportFile = async (settings: StudioSettings, format: ExportFormat): Promise<Uint8Array<ArrayBuffer>> => {
    const { source, signal } = signalOf(settings);
    if (format === 'wav') return new Uint8Array(pcm16Wav(signal, SAMPLE_RATE));
    const { encodeMp3 } = await loadMp3Encoder();
    return new Uint8Array(await encodeMp3(signal, { quality: source.quality, loop: source.loop }));
  };

  return { render, exportFile };
}
