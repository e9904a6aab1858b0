// @vitest-environment node
/**
 * A loop's opening renders without the rest (issue 27: a long bed starts on a first rendered stretch, as a
 * long file starts on its opening), and it is the catalogue's sound: sample for sample the start of the
 * mastered whole, for every loop in the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { sampleCount } from '../../../synth/dsp/buffer.ts';
import { LOOP_GAINS } from '../../../synth/loopGains.ts';
import { catalogueKeys, masterFor, renderLoopStart, renderRaw, soundSource } from '../../../synth/source.ts';
import { seam } from '../../utils/audioChecks.ts';

const loops = catalogueKeys.filter((key) => soundSource(key).loop);

describe('the opening of a loop', () => {
  it('is known for every loop: each was mastered with one gain, which the catalogue keeps', () => {
    expect(loops).toEqual(['ambient/campfire', 'ambient/heartbeat', 'ambient/rain', 'ambient/water_stream', 'ambient/wind']);
    expect(Object.keys(LOOP_GAINS).sort()).toEqual(loops);
  });

  it.each(loops)('of %s is the mastered whole\'s first 0.5 s and 2 s, sample for sample; the whole\'s seam is no click', (key) => {
    const source = soundSource(key);
    const whole = masterFor(source, renderRaw(source));
    const { jump, typicalStep } = seam(whole); // the pre-roll ends the loop, running on into its first sample
    expect(jump).toBeLessThanOrEqual(typicalStep);
    for (const seconds of [0.5, 2]) {
      const start = renderLoopStart(source, seconds);
      expect(start.length).toBe(sampleCount(seconds));
      expect(start).toEqual(whole.subarray(0, start.length));
    }
  }, 30_000);

  it('renders a bed\'s first 0.5 s in a fraction of the whole\'s work: a second of material, not 22.5 s', () => {
    const source = soundSource('ambient/rain');
    const [lead, start] = source.recipe.opening?.(() => 0.5, 0.5) ?? [];
    expect(lead?.length).toBe(8192);
    expect(start?.length).toBe(sampleCount(0.5));
  });

  it('refuses a sound that is not a loop', () => {
    expect(() => renderLoopStart(soundSource('ui/copy'), 0.5)).toThrow('"ui/copy" is not a loop the catalogue mastered with one gain');
  });
});
