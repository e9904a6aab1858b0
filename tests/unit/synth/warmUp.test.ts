// @vitest-environment node
/** The render worker's warm-up renders takes of the shorter sounds, a step each, and leaves no trace in what renders after it. */
import { expect, it } from 'vitest';
import { renderSamples } from '../../../src/sfx/synth/renderOnDevice.ts';
import { referenceSeconds, catalogueKeys } from '../../../synth/source.ts';
import { warmUpSteps } from '../../../synth/warmUp.ts';

it('runs a step for each sound of up to a second, and changes nothing a render gives', { timeout: 60_000 }, () => {
  const before = ['ui/copy', 'ui/blocked', 'game/coin'].map((name) => renderSamples(name));
  const steps = [...warmUpSteps()].length;
  expect(steps).toBe(catalogueKeys.filter((key) => referenceSeconds(key) <= 1).length);
  expect(steps).toBeGreaterThan(40);
  expect([...warmUpSteps(0.3)].length).toBeLessThan(steps);
  const after = ['ui/copy', 'ui/blocked', 'game/coin'].map((name) => renderSamples(name));
  expect(after).toEqual(before);
});
