// @vitest-environment node
/** The renderer's code that failed to load (a network blip) is fetched again on the next render, not remembered as failed. */
import { expect, it, vi } from 'vitest';
import { fileBytes } from '../../../utils/renderedFiles.ts';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/sfx/synth/renderOnDevice.ts', async (original) => {
  loads.count += 1;
  if (loads.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return original();
});

it('renders on the next try after its code failed to load once', async () => {
  const { deviceSynth } = await import('../../../../src/sfx/synth.ts');
  const synth = deviceSynth('always');
  await expect(synth.render('ui/copy')).rejects.toThrow(); // (vitest wraps the module's error)
  const wav = await fileBytes(await synth.render('ui/copy'));
  expect(new TextDecoder().decode(wav.slice(8, 12))).toBe('WAVE');
  expect(wav.byteLength).toBeGreaterThan(44);
});
