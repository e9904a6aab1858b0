import { type LibrarySoundName, soundCatalogue } from '../catalogue.ts';
import { isLibrarySoundName } from '../runtime/catalogueLookup.ts';
import type { PickOptions } from './args.ts';
import { CliError, quote } from './io.ts';
import { didYouMean } from './suggest.ts';

/** Every built-in sound name, in catalogue order. */
export const SOUND_NAMES: readonly LibrarySoundName[] = Object.keys(soundCatalogue).filter(isLibrarySoundName);

/** The category part of a `category/name` key. */
export function categoryOf(name: LibrarySoundName): string {
  return name.slice(0, name.indexOf('/'));
}

export const CATEGORIES: readonly string[] = [...new Set(SOUND_NAMES.map(categoryOf))];

function checkName(name: string): LibrarySoundName {
  // Only exact catalogue keys pass, so `../x`, absolute paths, backslashes and NUL never reach the disk.
  if (isLibrarySoundName(name)) return name;
  throw new CliError(`unknown sound ${quote(name)}${didYouMean(name, SOUND_NAMES)}`);
}

export function checkCategory(category: string): string {
  if (CATEGORIES.includes(category)) return category;
  const hint = didYouMean(category, CATEGORIES) || ` (categories: ${CATEGORIES.join(', ')})`;
  throw new CliError(`unknown category ${quote(category)}${hint}`);
}

/**
 * The sounds a pick asks for, each once, in catalogue order. Every name and category is checked
 * before anything is downloaded, so one typo cannot leave a half-finished pick behind.
 */
export function selectSounds(options: PickOptions): LibrarySoundName[] {
  const names = new Set(options.names.map(checkName));
  const categories = new Set(options.categories.map(checkCategory));
  return SOUND_NAMES.filter((name) => options.all || names.has(name) || categories.has(categoryOf(name)));
}
