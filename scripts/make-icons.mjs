// Draws the app icons from code (a speaker with two sound waves on an indigo tile) and writes them as
// PNG files into public/icons/. Run with `node scripts/make-icons.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BACKGROUND = [79, 70, 229];
const FOREGROUND = [255, 255, 255];
const SAMPLES = 4; // per axis: 16 samples per pixel smooth the edges

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

/** The speaker and its waves, in a unit box (0..1 on both axes). */
function isForeground(x, y) {
  const dy = y - 0.5;
  if (x >= 0.12 && x <= 0.3 && Math.abs(dy) <= 0.12) return true;
  if (x >= 0.3 && x <= 0.5 && Math.abs(dy) <= 0.12 + ((x - 0.3) / 0.2) * 0.18) return true;
  const dx = x - 0.5;
  const radius = Math.hypot(dx, dy);
  const withinAngle = dx > 0 && Math.abs(Math.atan2(dy, dx)) < (50 * Math.PI) / 180;
  return withinAngle && ((radius >= 0.16 && radius <= 0.22) || (radius >= 0.3 && radius <= 0.36));
}

/** The tile: a rounded square for ordinary icons, the full square for maskable ones. */
function isBackground(u, v, maskable) {
  if (maskable) return true;
  const corner = 0.22;
  const cx = Math.min(Math.max(u, corner), 1 - corner);
  const cy = Math.min(Math.max(v, corner), 1 - corner);
  return Math.hypot(u - cx, v - cy) <= corner;
}

function draw(size, maskable) {
  // Maskable icons keep their content inside the central safe circle (80% of the diameter).
  const content = maskable ? 0.56 : 0.7;
  const offset = (1 - content) / 2;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let tile = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const u = (px + (sx + 0.5) / SAMPLES) / size;
          const v = (py + (sy + 0.5) / SAMPLES) / size;
          if (!isBackground(u, v, maskable)) continue;
          tile += 1;
          if (isForeground((u - offset) / content, (v - offset) / content)) mark += 1;
        }
      }
      const i = (py * size + px) * 4;
      const share = tile === 0 ? 0 : mark / tile;
      for (let c = 0; c < 3; c += 1) {
        rgba[i + c] = Math.round(BACKGROUND[c] * (1 - share) + FOREGROUND[c] * share);
      }
      rgba[i + 3] = Math.round((255 * tile) / (SAMPLES * SAMPLES));
    }
  }
  return rgba;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, default compression, filter and interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, maskable } of ICONS) {
  writeFileSync(join(OUT_DIR, file), encodePng(size, draw(size, maskable)));
  console.log(`wrote public/icons/${file}`);
}
