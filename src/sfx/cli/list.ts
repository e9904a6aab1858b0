import { soundCatalogue } from '../catalogue.ts';
import { formatDuration } from './format.ts';
import type { CliIo } from './io.ts';
import type { ListOptions } from './args.ts';
import { SOUNDS_PACKAGE_VERSION } from '../constants.ts';
import { CATEGORIES, SOUND_NAMES, categoryOf, checkCategory } from './selection.ts';

/** The catalogue by category: a heading with its count, then each name (as `pick` takes it) and duration. */
export function formatCatalogue(categories: readonly string[] = CATEGORIES): string {
  const width = Math.max(...SOUND_NAMES.map((name) => name.length));
  let count = 0;
  const sections = categories.map((category) => {
    const names = SOUND_NAMES.filter((name) => categoryOf(name) === category);
    count += names.length;
    const rows = names.map((name) => `  ${name.padEnd(width)}  ${formatDuration(soundCatalogue[name].duration).padStart(7)}`);
    return [`${category} (${names.length})`, ...rows].join('\n');
  });
  const total = `${count} sounds in ${categories.length} ${categories.length === 1 ? 'category' : 'categories'}`;
  return `${sections.join('\n\n')}\n\n${total}\n`;
}

/** The same as JSON, for scripts: every sound with its category, duration in seconds and CDN file. */
function catalogueJson(categories: readonly string[]): string {
  const sounds = SOUND_NAMES.filter((name) => categories.includes(categoryOf(name))).map((name) => ({
    name,
    category: categoryOf(name),
    duration: soundCatalogue[name].duration,
    file: soundCatalogue[name].src,
  }));
  return `${JSON.stringify({ version: SOUNDS_PACKAGE_VERSION, sounds }, null, 2)}\n`;
}

export function list(options: ListOptions, io: CliIo): void {
  const categories = options.categories.length > 0 ? CATEGORIES.filter((category) => new Set(options.categories.map(checkCategory)).has(category)) : CATEGORIES;
  io.stdout.write(options.json ? catalogueJson(categories) : formatCatalogue(categories));
}
