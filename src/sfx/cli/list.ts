import { soundCatalogue } from '../catalogue.ts';
import { formatDuration } from './format.ts';
import type { CliIo } from './io.ts';
import { CATEGORIES, SOUND_NAMES, categoryOf } from './selection.ts';

/** The catalogue by category: a heading with its count, then each name (as `pick` takes it) and duration. */
export function formatCatalogue(): string {
  const width = Math.max(...SOUND_NAMES.map((name) => name.length));
  const sections = CATEGORIES.map((category) => {
    const names = SOUND_NAMES.filter((name) => categoryOf(name) === category);
    const rows = names.map((name) => `  ${name.padEnd(width)}  ${formatDuration(soundCatalogue[name].duration).padStart(7)}`);
    return [`${category} (${names.length})`, ...rows].join('\n');
  });
  const total = `${SOUND_NAMES.length} sounds in ${CATEGORIES.length} categories`;
  return `${sections.join('\n\n')}\n\n${total}\n`;
}

export function list(io: CliIo): void {
  io.stdout.write(formatCatalogue());
}
