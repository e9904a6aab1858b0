/**
 * The preview's spectrogram, drawn here and written as a PNG by ffmpeg (from raw pixels). ffmpeg's own
 * showspectrumpic smears or blanks sounds shorter than about a second, which is most of the catalogue.
 * Hann-windowed 1024-point frames, time left to right, 0 Hz at the bottom, -90..0 dBFS from black
 * through red and yellow to white.
 */
import { execFileSync } from 'node:child_process';

const SIZE = 1024;
const FLOOR_DB = -90;

/** In-place radix-2 FFT of (re, im), both SIZE long. */
function fft(re: Float64Array, im: Float64Array): void {
  for (let i = 1, j = 0; i < SIZE; i++) {
    let bit = SIZE >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) [re[i], re[j], im[i], im[j]] = [re[j], re[i], im[j], im[i]];
  }
  for (let length = 2; length <= SIZE; length <<= 1) {
    const angle = (-2 * Math.PI) / length;
    for (let start = 0; start < SIZE; start += length) {
      for (let k = 0; k < length / 2; k++) {
        const [cos, sin] = [Math.cos(angle * k), Math.sin(angle * k)];
        const a = start + k;
        const b = a + length / 2;
        const tRe = re[b] * cos - im[b] * sin;
        const tIm = re[b] * sin + im[b] * cos;
        [re[b], im[b]] = [re[a] - tRe, im[a] - tIm];
        [re[a], im[a]] = [re[a] + tRe, im[a] + tIm];
      }
    }
  }
}

/** dBFS of each bin below `maxHz` for the frame starting at `start` (a full-scale sine reads about 0). */
function frameDb(samples: Float32Array, start: number, bins: number): Float64Array {
  const re = new Float64Array(SIZE);
  const im = new Float64Array(SIZE);
  for (let i = 0; i < SIZE; i++) re[i] = (samples[start + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / SIZE));
  fft(re, im);
  return Float64Array.from({ length: bins }, (_, bin) => 20 * Math.log10(Math.hypot(re[bin], im[bin]) / (SIZE / 4) + 1e-9));
}

function heat(db: number): [number, number, number] {
  const level = Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB)) * 3;
  return [level, level - 1, level - 2].map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255)) as [number, number, number];
}

/** Writes `samples` (mono, `sampleRate`) as a spectrogram PNG at `path`, up to `maxHz`, about 800 columns wide. */
export function writeSpectrogram(samples: Float32Array, sampleRate: number, path: string, maxHz = 16000): void {
  const bins = Math.floor((maxHz / sampleRate) * SIZE);
  const hop = Math.max(16, Math.ceil(samples.length / 800));
  const columns = Math.max(1, Math.ceil(samples.length / hop));
  const pixels = Buffer.alloc(columns * bins * 3);
  for (let column = 0; column < columns; column++) {
    const db = frameDb(samples, column * hop - SIZE / 2, bins);
    for (let bin = 0; bin < bins; bin++) pixels.set(heat(db[bin]), ((bins - 1 - bin) * columns + column) * 3);
  }
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${columns}x${bins}`, '-i', '-', path], { input: pixels });
}
