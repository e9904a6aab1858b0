// @vitest-environment node
/**
 * react-sfx/synth renders every catalogue sound on the device sample for sample as the build masters it
 * before encoding its MP3 (synth/render.ts): what plays without the file is the catalogue's sound.
 */
import { describe, expect, it } from 'vitest';
import { masterSoundFor, renderRaw, soundSource } from '../../../../synth/source.ts';
import { soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { SYNTH_SAMPLE_RATE, deviceSynth, renderSoundSamples } from '../../../../src/sfx/synth.ts';
import { SAMPLE_RATE } from '../../../../synth/dsp/buffer.ts';
import type { LibrarySoundName } from '../../../../src/sfx/index.ts';
import { fileBytes } from '../../../utils/renderedFiles.ts';

/** The samples and rate of a mono 32-bit float WAV file (a data: URL or a Blob), read by its header. */
async function readFloatWav(file: Blob | string): Promise<{ rate: number; samples: Float32Array }> {
  const bytes = await fileBytes(file);
  const view = new DataView(bytes);
  const text = (offset: number) => String.fromCharCode(...new Uint8Array(bytes, offset, 4));
  expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  expect({ format: view.getUint16(20, true), channels: view.getUint16(22, true), bits: view.getUint16(34, true) }).toEqual({ format: 3, channels: 1, bits: 32 });
  expect(view.getUint32(4, true)).toBe(bytes.byteLength - 8);
  expect(view.getUint32(40, true)).toBe(bytes.byteLength - 44);
  return { rate: view.getUint32(24, true), samples: new Float32Array(bytes.slice(44)) };
}

const names = Object.keys(soundCatalogue) as LibrarySoundName[];

describe('react-sfx/synth: the catalogue rendered on the device', () => {
  it('renders at the catalogue rate', () => {
    expect(SYNTH_SAMPLE_RATE).toBe(SAMPLE_RATE);
  });

  it('renders all 72 sounds, each sample for sample the build\'s mastered signal, as a WAV that decodes to it', { timeout: 240_000 }, async () => {
    expect(names).toHaveLength(72);
    const synth = deviceSynth('always');
    const differing: string[] = [];
    for (const name of names) {
      const source = soundSource(name);
      const built = masterSoundFor(source, renderRaw(source)).signal;
      const { rate, samples } = await readFloatWav(await synth.render(name));
      const direct = await renderSoundSamples(name);
      const same = (signal: Float32Array) => signal.length === built.length && signal.every((sample, i) => Object.is(sample, built[i]));
      if (rate !== SAMPLE_RATE || !same(samples) || !same(direct)) differing.push(name);
      // As long as the catalogue says (one sample either way: its durations are rounded).
      expect(Math.abs(built.length / SAMPLE_RATE - soundCatalogue[name].duration)).toBeLessThan(0.01);
    }
    expect(differing).toEqual([]);
  });

  it('refuses a name that is not a catalogue sound, and a mode it does not know, saying so', async () => {
    await expect(renderSoundSamples('ui/nope' as LibrarySoundName)).rejects.toThrow('react-sfx/synth cannot render "ui/nope": it is not a catalogue sound');
    await expect(deviceSynth().render('https://example.test/x.mp3')).rejects.toThrow('not a catalogue sound');
    expect(() => deviceSynth('sometimes' as 'always')).toThrow("deviceSynth: mode must be 'fallback' or 'always', got sometimes");
  });

  it('stops before rendering when its signal was aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('unmounted'));
    await expect(deviceSynth('always').render('ui/copy', controller.signal)).rejects.toThrow('unmounted');
  });
});
