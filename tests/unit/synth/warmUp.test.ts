// @vitest-environment node
/** The render worker's warm-up renders takes of the shortest sounds, a step each, and leaves no trace in what renders after it. */
import { expect, it } from 'vitest';
import { renderSamples } from '../../../src/sfx/synth/renderOnDevice.ts';
import { WARM_UP_TAKES, warmUpSteps } from '../../../synth/warmUp.ts';

it(`runs ${WARM_UP_TAKES} steps, one take each, and changes nothing a render gives`, { timeout: 60_000 }, () => {
  const before = ['ui/copy', 'ui/blocked', 'game/coin'].map((name) => renderSamples(name));
  expect([...warmUpSteps()]).toHaveLength(WARM_UP_TAKES);
  expect([...warmUpSteps(3)]).toHaveLength(3);
  const after = ['ui/copy', 'ui/blocked', 'game/coin'].map((name) => renderSamples(name));
  expect(after).toEqual(before);
});
