// @vitest-environment node
/** The render worker's warm-up runs the DSP in short steps and leaves no trace in what renders after it. */
import { expect, it } from 'vitest';
import { renderSamples } from '../../../src/sfx/synth/renderOnDevice.ts';
import { warmUpSteps } from '../../../synth/warmUp.ts';

it('runs in many short steps and changes nothing a render gives', () => {
  const before = ['ui/copy', 'ui/blocked', 'game/coin'].map((name) => renderSamples(name));
  const steps = [...warmUpSteps(3)].length;
  expect(steps).toBe(9); // three steps a round: a render waits for one at most
  const after = ['ui/copy', 'ui/blocked', 'game/coin'].map((name) => renderSamples(name));
  expect(after).toEqual(before);
});
