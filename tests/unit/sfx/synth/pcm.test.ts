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
import { as16Bit, fileBytes, wavSamples, withBase64 } from '../../../utils/renderedFiles.ts';

/** The samples, rate and bits of a mono WAV file (a data: URL or a Blob), read by its header, which must be whole and true. */
async function readWav(file: Blob | string): Promise<ReturnType<typeof wavSamples>> {
  const bytes = await fileBytes(file);
  const view = new DataView(bytes);
  const text = (offset: number) => String.fromCharCode(...new Uint8Array(bytes, offset, 4));
  expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  const read = wavSamples(bytes);
  expect({ format: view.getUint16(20, true), channels: view.getUint16(22, true) }).toEqual({ format: read.bits === 32 ? 3 : 1, channels: 1 });
  expect(view.getUint32(4, true)).toBe(bytes.byteLength - 8);
  expect(view.getUint32(40, true)).toBe(bytes.byteLength - 44);
  return read;
}

const names = Object.keys(soundCatalogue) as LibrarySoundName[];

describe('react-sfx/synth: the catalogue rendered on the device', () => {
  it('renders at the catalogue rate', () => {
    expect(SYNTH_SAMPLE_RATE).toBe(SAMPLE_RATE);
  });

  it("renders all 72 sounds, each sample for sample the build's mastered signal, handed to the player as 16-bit WAV", { timeout: 240_000 }, async () => {
    expect(names).toHaveLength(72);
    const synth = deviceSynth('always');
    const withoutBase64 = withBase64(); // as in today's browsers: data: URLs up to 1 MB
    const differing: string[] = [];
    const forms = new Map<string, string[]>();
    try {
      for (const name of names) {
        const source = soundSource(name);
        const built = masterSoundFor(source, renderRaw(source)).signal;
        const file = await synth.render(name);
        const { rate, bits, samples } = await readWav(file);
        const direct = await renderSoundSamples(name);
        // The samples themselves, and what plays: the same samples as a 16-bit WAV holds them.
        const same = direct.length === built.length && direct.every((sample, i) => Object.is(sample, built[i]));
        const played = samples.length === built.length && samples.every((sample, i) => sample === as16Bit(built[i]));
        if (rate !== SAMPLE_RATE || bits !== 16 || !played || !same) differing.push(name);
        const form = typeof file === 'string' ? 'data: URL' : 'Blob';
        forms.set(form, [...(forms.get(form) ?? []), name]);
        // As long as the catalogue says (one sample either way: its durations are rounded).
        expect(Math.abs(built.length / SAMPLE_RATE - soundCatalogue[name].duration)).toBeLessThan(0.01);
      }
    } finally {
      withoutBase64();
    }
    expect(differing).toEqual([]);
    expect(forms.get('Blob')).toEqual(names.filter((name) => name.startsWith('ambient/'))); // over 1 MB
    expect(forms.get('data: URL')).toHaveLength(67);
  });

  it('hands every sound over as a Blob where the engine has no base64 encoder (Node 20 here)', async () => {
    expect('toBase64' in Uint8Array.prototype).toBe(false);
    const file = await deviceSynth('always').render('ui/copy');
    expect(file).toBeInstanceOf(Blob);
    const { bits, samples } = await readWav(file);
    const built = await renderSoundSamples('ui/copy');
    expect(bits).toBe(16);
    expect(Array.from(samples)).toEqual(Array.from(built, as16Bit));
  });

  it('refuses a name that is not a catalogue sound, and a mode it does not know, saying so', async () => {
    await expect(renderSoundSamples('ui/nope' as LibrarySoundName)).rejects.toThrow('react-sfx/synth cannot render "ui/nope": it is not a catalogue sound');
    await expect(deviceSynth().render('https://example.test/x.mp3')).rejects.toThrow('not a catalogue sound');
    expect(() => deviceSynth('sometimes' as 'always')).toThrow("deviceSynth: mode must be 'fallback', 'always' or 'short', got sometimes");
    // A start: only of a loop, and only of a length it has.
    const { renderStart } = deviceSynth();
    await expect(renderStart?.('ui/copy', 0.1)).rejects.toThrow('"ui/copy" is not a loop');
    for (const seconds of [0, -1, Number.NaN, 23]) {
      await expect(renderStart?.('ambient/rain', seconds)).rejects.toThrow(new RangeError(`react-sfx/synth: "ambient/rain" has no start of ${seconds} s (its length: 22.047 s)`));
    }
  });

  it('stops before rendering when its signal was aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('unmounted'));
    await expect(deviceSynth('always').render('ui/copy', controller.signal)).rejects.toThrow('unmounted');
  });
});
