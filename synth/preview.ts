/**
 * Listen-and-look tool for sound design (not part of the build):
 *   npx tsx synth/preview.ts ui/copy notification/success ...   (or a category: ui)
 * writes .synth-preview/<category>_<name>.mp3, its decoded WAV and a spectrogram PNG of the decoded sound (synth/spectrogram.ts),
 * and prints its length, loudness, peak and the decoded start.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { maxLoudness } from './encode/loudness.ts';
import { catalogueKeys, renderSound } from './render.ts';
import { writeSpectrogram } from './spectrogram.ts';

const outDir = join(process.cwd(), '.synth-preview');
mkdirSync(outDir, { recursive: true });

function decode(path: string): Float32Array {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'f32le', '-ac', '1', '-ar', '44100', '-'], { maxBuffer: 1 << 28 });
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}

const wanted = process.argv.slice(2);
const keys = catalogueKeys.filter((key) => wanted.some((w) => key === w || key.startsWith(`${w}/`)));
for (const key of keys) {
  const sound = await renderSound(key);
  const base = join(outDir, key.replace('/', '_'));
  writeFileSync(`${base}.mp3`, sound.mp3);
  const decoded = decode(`${base}.mp3`);
  const onset = decoded.findIndex((v) => Math.abs(v) > 10 ** (-50 / 20));
  const peakDb = 20 * Math.log10(decoded.reduce((m, v) => Math.max(m, Math.abs(v)), 0));
  const seconds = decoded.length / 44100;
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', `${base}.mp3`, `${base}.wav`]);
  writeSpectrogram(decoded, 44100, `${base}.png`);
  console.log(`${key.padEnd(28)} ${seconds.toFixed(3)} s  ${maxLoudness(decoded).toFixed(1)} LUFS (pcm ${maxLoudness(sound.signal).toFixed(1)}, limited ${sound.limitedDb.toFixed(1)} dB)  peak ${peakDb.toFixed(1)} dB  start ${(onset / 44.1).toFixed(2)} ms  ${sound.mp3.length} B`);
}
