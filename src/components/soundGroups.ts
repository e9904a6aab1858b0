import { type LibrarySoundName, type SoundCategory, soundCatalogue } from 'react-sfx';
import { categoryLabel } from '../lib/categoryColor.ts';

/** The built-in sounds of one category, as the selector and the categories demo show them. */
export type SoundGroup = { readonly category: SoundCategory; readonly title: string; readonly keys: readonly LibrarySoundName[] };

const ALL_SOUNDS = Object.keys(soundCatalogue) as LibrarySoundName[];

/** The part of a key after its category: 'ui/success_blip' -> 'success_blip'. */
export function soundNameOf(key: string): string {
  return key.slice(key.indexOf('/') + 1);
}

/** A built-in key's category: its first segment, which the catalogue's types guarantee is a SoundCategory. */
function categoryOf(key: LibrarySoundName): SoundCategory {
  return key.slice(0, key.indexOf('/')) as SoundCategory;
}

/** Every category with its sounds, in catalogue order; titles like 'Ui Sounds'. */
export const SOUND_GROUPS: readonly SoundGroup[] = [...new Set(ALL_SOUNDS.map(categoryOf))].map((category) => ({
  category,
  title: `${categoryLabel(category)} Sounds`,
  keys: ALL_SOUNDS.filter((key) => categoryOf(key) === category),
}));

/**
 * The groups whose sounds match a search: a case-insensitive substring of the sound's name (spec
 * section 5). A query with a slash cannot match a name, so it is matched against the whole key: the
 * selector shows keys, and a visitor may type one. Groups left empty are dropped.
 */
export function filterSoundGroups(query: string): SoundGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...SOUND_GROUPS];
  const matches = (key: string) =>
    needle.includes('/') ? key.toLowerCase().includes(needle) : soundNameOf(key).toLowerCase().includes(needle);
  return SOUND_GROUPS.map((group) => ({ ...group, keys: group.keys.filter(matches) })).filter((group) => group.keys.length > 0);
}

/** Every built-in key in selector order (by category, then as the catalogue lists them). */
export const ALL_GROUPED_KEYS: readonly LibrarySoundName[] = SOUND_GROUPS.flatMap((group) => group.keys);
