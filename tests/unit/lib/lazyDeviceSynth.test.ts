// @vitest-environment node
/**
 * The site's react-sfx/synth, imported with its first render. Once it has loaded, a render is asked for in the
 * caller's own task: a tap's render reaches the worker before the page re-renders for the tap.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { lazyDeviceSynth } from '../../../src/lib/lazyDeviceSynth.ts';

/** What the stand-in react-sfx/synth was asked to render, in order. */
const asked: string[] = [];

vi.mock('react-sfx/synth', () => ({
  deviceSynth: (mode: string) => ({
    mode,
    render: async (name: string) => (asked.push(name), `data:audio/wav;base64,${name}`),
    renderStart: async (name: string, seconds: number) => (asked.push(`${name} ${seconds} s`), `data:audio/wav;base64,${name}`),
    prepare: async () => undefined,
  }),
}));

beforeEach(() => {
  asked.length = 0;
});

it('imports react-sfx/synth with the first render, and renders once it has', async () => {
  const synth = lazyDeviceSynth('always');
  const first = synth.render('ui/copy');
  expect(asked).toEqual([]); // the entry is still on its way
  await expect(first).resolves.toBe('data:audio/wav;base64,ui/copy');
  expect(asked).toEqual(['ui/copy']);
});

it("asks for a render in the caller's task once react-sfx/synth has loaded", async () => {
  const synth = lazyDeviceSynth('short');
  await synth.prepare?.();
  const file = synth.render('game/coin');
  const opening = synth.renderStart?.('ambient/rain', 0.5);
  expect(asked).toEqual(['game/coin', 'ambient/rain 0.5 s']); // before any promise's turn
  await expect(file).resolves.toBe('data:audio/wav;base64,game/coin');
  await expect(opening).resolves.toBe('data:audio/wav;base64,ambient/rain');
});
