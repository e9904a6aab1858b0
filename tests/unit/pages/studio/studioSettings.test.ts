import { describe, expect, it } from 'vitest';
import { DEFAULT_SOUND, paramsOfSettings, settingsOfParams } from '../../../../src/pages/studio/studioSettings.ts';

const isSound = (key: string) => ['ui/copy', 'game/coin'].includes(key);
const parse = (query: string) => settingsOfParams(new URLSearchParams(query), isSound);

describe('studio settings in the address', () => {
  it('reads every setting and writes them back the same', () => {
    const parsed = parse('sound=game/coin&pitch=3&length=1.2&bright=-4&seed=42');
    expect(parsed).toEqual({ settings: { sound: 'game/coin', pitch: 3, length: 1.2, bright: -4, seed: 42 }, unknownSound: undefined });
    expect(paramsOfSettings(parsed.settings).toString()).toBe('sound=game%2Fcoin&pitch=3&length=1.2&bright=-4&seed=42');
  });

  it('clamps out-of-range values and snaps them to the control steps', () => {
    expect(parse('sound=ui/copy&pitch=40&length=0.01&bright=-99&seed=123456').settings).toEqual({
      sound: 'ui/copy', pitch: 12, length: 0.5, bright: -24, seed: 9999,
    });
    expect(parse('pitch=2.6&length=1.234').settings).toMatchObject({ pitch: 3, length: 1.25 });
  });

  it('ignores values that are not numbers, empty or repeated', () => {
    expect(parse('pitch=loud&length=&bright=Infinity&seed=1&seed=2').settings).toEqual({
      sound: DEFAULT_SOUND, pitch: 0, length: 1, bright: 0, seed: 0,
    });
  });

  it('notes a sound that is not in the catalogue and falls back to the default one', () => {
    expect(parse('sound=ui/nope&pitch=2')).toEqual({ settings: { sound: DEFAULT_SOUND, pitch: 2, length: 1, bright: 0, seed: 0 }, unknownSound: 'ui/nope' });
    expect(parse('sound=game/coin&sound=game/coin')).toEqual({ settings: expect.objectContaining({ sound: DEFAULT_SOUND }), unknownSound: undefined });
    // Issue 25: 5,000 characters made the page 46,181 px wider than the viewport; the name is cut before it is shown.
    expect(parse(`sound=${'x'.repeat(5000)}`).unknownSound).toBe(`${'x'.repeat(60)}…`);
  });
});
