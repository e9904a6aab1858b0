// @vitest-environment node
/**
 * react-sfx/synth's customSound: a catalogue sound reshaped in code renders exactly what the Sound Studio
 * exports for the same settings, and settings the studio would not take fail, saying which.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioRenderer } from '../../../../src/pages/studio/worker/studioRenderer.ts';
import { type CustomSoundSettings, customSound, deviceSynth, renderSoundSamples } from '../../../../src/sfx/synth.ts';
import type { LibrarySoundName } from '../../../../src/sfx/index.ts';
import { as16Bit, fileBytes, wavSamples, withBase64 } from '../../../utils/renderedFiles.ts';

/** A sound's samples as react-sfx/synth hands them to the player: a 16-bit WAV (here a data: URL, as in today's browsers). */
const render = async (name: string) => wavSamples(await fileBytes(await deviceSynth('always').render(name))).samples;

let withoutBase64: () => void;
beforeAll(() => {
  withoutBase64 = withBase64();
});
afterAll(() => withoutBase64());

describe('customSound', () => {
  it('names the sound and its settings, with the studio\'s defaults', () => {
    expect(customSound('ui/copy', { pitch: 3, length: 1.2 })).toBe('react-sfx/synth:ui/copy?pitch=3&length=1.2&brightness=0&seed=0');
  });

  const cases: [LibrarySoundName, CustomSoundSettings][] = [
    ['ui/copy', { pitch: 3, length: 1.2, brightness: 0, seed: 0 }],
    ['arcade/jump', { pitch: -5, length: 0.75, brightness: 6, seed: 42 }],
    ['ui/toggle_on', { length: 0.5, brightness: -12 }],
  ];
  it.each(cases)('renders %s with %o sample for sample as the studio exports it (16-bit WAV)', async (name, settings) => {
    const studio = createStudioRenderer();
    const shape = { pitch: settings.pitch ?? 0, length: settings.length ?? 1, bright: settings.brightness ?? 0, seed: settings.seed ?? 0 };
    const exported = wavSamples((await studio.exportFile({ sound: name, ...shape }, 'wav')).buffer).samples;
    const rendered = await render(customSound(name, settings));
    expect(rendered.length).toBe(exported.length);
    expect(rendered.every((sample, i) => sample === exported[i])).toBe(true);
    // And the samples underneath: the very float samples the studio's page plays.
    const played = studio.render({ sound: name, ...shape }).samples;
    expect(await renderSoundSamples(customSound(name, settings) as LibrarySoundName)).toEqual(played);
  }, 30_000);

  it('renders the catalogue sound itself at the default settings', async () => {
    const plain = await renderSoundSamples('ui/copy');
    const custom = await renderSoundSamples(customSound('ui/copy') as LibrarySoundName);
    expect(custom.length).toBe(plain.length);
    expect(custom.every((sample, i) => Object.is(sample, plain[i]))).toBe(true);
    expect(await render(customSound('ui/copy'))).toEqual(Int16Array.from(plain, as16Bit));
  });

  it.each([
    [customSound('ui/copy', { pitch: 99 }), 'customSound: pitch must be from -12 to 12 in steps of 1, got 99'],
    [customSound('ui/copy', { length: 0 }), 'customSound: length must be from 0.5 to 2 in steps of 0.05, got 0'],
    [customSound('ui/copy', { length: 1.23 }), 'customSound: length must be from 0.5 to 2 in steps of 0.05, got 1.23'],
    [customSound('ui/copy', { brightness: Number.NaN }), 'customSound: brightness must be from -24 to 24 in steps of 1, got NaN'],
    [customSound('ui/copy', { seed: 2 ** 53 }), 'customSound: seed must be from 0 to 9999 in steps of 1, got 9007199254740992'],
    [customSound('ui/nope' as LibrarySoundName), 'react-sfx/synth cannot render "ui/nope": it is not a catalogue sound'],
  ])('refuses %s: %s', async (name, message) => {
    await expect(deviceSynth('always').render(name)).rejects.toThrow(message);
  });
});
