import { categories } from './categories.ts';
import { maxLoudness } from './encode/loudness.ts';
import type { RenderedSound } from './render.ts';

/** A table of what was made: per category the loudness target and spread, the deepest limiting, bytes, and the total time. */
export function summarise(sounds: RenderedSound[], files: { bytes: Uint8Array }[], milliseconds: number): string {
  const lines = ['category      sounds  target LUFS  measured LUFS (min..max)  limited dB  bytes'];
  for (const [category, settings] of Object.entries(categories)) {
    const own = sounds.filter((sound) => sound.category === category);
    const levels = own.map((sound) => maxLoudness(sound.signal)).filter(Number.isFinite);
    const bytes = own.reduce((sum, sound) => sum + sound.mp3.length, 0);
    const range = levels.length ? `${Math.min(...levels).toFixed(1)}..${Math.max(...levels).toFixed(1)}` : 'silent';
    const limited = Math.max(0, ...own.map((sound) => sound.limitedDb)).toFixed(1);
    lines.push(`${category.padEnd(14)}${String(own.length).padStart(6)}${String(settings.targetDb).padStart(13)}  ${range.padEnd(24)}${limited.padStart(12)}${String(bytes).padStart(7)}`);
  }
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  lines.push(`total: ${sounds.length} sounds, ${total} bytes, ${(milliseconds / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
