// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggest } from '../../../../src/sfx/cli/suggest.ts';

const names = ['ui/copy', 'ui/send', 'arcade/coin', 'game/coin', 'ambient/rain'];

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('copy', 'copy')).toBe(0);
    expect(editDistance('ui/cpy', 'ui/copy')).toBe(1);
    expect(editDistance('ui/coppy', 'ui/copy')).toBe(1);
    expect(editDistance('ui/cupy', 'ui/copy')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });
});

describe('suggest', () => {
  it('offers the closest names for a typo', () => {
    expect(suggest('ui/cpy', names)).toEqual(['ui/copy']);
    expect(suggest('UI/Copy', names)).toEqual(['ui/copy']);
  });

  it('completes a bare name with its category, listing every category that has it', () => {
    expect(suggest('copy', names)).toEqual(['ui/copy']);
    expect(suggest('coin', names)).toEqual(['arcade/coin', 'game/coin']);
  });

  it('offers nothing for unrelated input', () => {
    expect(suggest('xylophone', names)).toEqual([]);
    expect(didYouMean('xylophone', names)).toBe('');
  });

  it('phrases the hint for a message', () => {
    expect(didYouMean('ui/cpy', names)).toBe(' (did you mean ui/copy?)');
    expect(didYouMean('coin', names)).toBe(' (did you mean arcade/coin or game/coin?)');
  });
});
