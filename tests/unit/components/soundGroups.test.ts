import { soundCatalogue } from 'react-sfx';
import { describe, expect, it } from 'vitest';
import { filterSoundGroups, SOUND_GROUPS, soundNameOf } from '../../../src/components/soundGroups.ts';

const keysOf = (query: string) => filterSoundGroups(query).flatMap((group) => group.keys);

describe('the sound groups of the selector', () => {
  it('holds every built-in sound once, grouped by category with titles like "Ui Sounds"', () => {
    expect(SOUND_GROUPS.map((group) => group.title)).toEqual([
      'Ambient Sounds',
      'Arcade Sounds',
      'Game Sounds',
      'Misc Sounds',
      'Notification Sounds',
      'System Sounds',
      'Ui Sounds',
    ]);
    expect(SOUND_GROUPS.flatMap((group) => group.keys).sort()).toEqual(Object.keys(soundCatalogue).sort());
    for (const group of SOUND_GROUPS) expect(group.keys.every((key) => key.startsWith(`${group.category}/`))).toBe(true);
  });

  it('shows everything for an empty or blank search', () => {
    expect(filterSoundGroups('')).toEqual(SOUND_GROUPS);
    expect(filterSoundGroups('   ')).toEqual(SOUND_GROUPS);
  });

  it('matches a case-insensitive substring of the sound name, and drops groups left empty', () => {
    expect(keysOf('COIN')).toEqual(['arcade/coin', 'arcade/coin_bling', 'game/coin']);
    expect(filterSoundGroups('Coin').map((group) => group.title)).toEqual(['Arcade Sounds', 'Game Sounds']);
  });

  it('matches the name, not the category', () => {
    const keys = keysOf('ui');
    expect(keys).not.toContain('ui/copy');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(soundNameOf(key)).toContain('ui');
  });

  it('matches a whole key when the search has a slash (the box shows keys)', () => {
    expect(keysOf('UI/CO')).toEqual(['ui/copy']);
    expect(keysOf('notification/success')).toEqual(['notification/success']);
  });

  it('finds nothing for a search no name contains', () => {
    expect(filterSoundGroups('xylophone')).toEqual([]);
  });
});
