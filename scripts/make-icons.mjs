// Draws the site's images from code (scripts/icon-art.mjs, scripts/social-card.mjs) and writes them into
// public/: the app icons, the Apple touch icon, favicon.ico, icon.svg and the link-preview card. Run with
// `node scripts/make-icons.mjs` (`npm run icons`, part of `npm run build`); the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawIcon, iconSvg } from './icon-art.mjs';
import { encodeIco, encodePng } from './png.mjs';
import { drawSocialCard, SOCIAL_CARD_SIZE } from './social-card.mjs';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** Maskable icons keep the mark inside the central safe circle (80% of the diameter). */
const ROUNDED = { tile: 'rounded', content: 0.7 };
const MASKABLE = { tile: 'full', content: 0.56 };
/** iOS rounds the corners itself and shows no transparency: a full tile, the mark a little inside. */
const APPLE_TOUCH = { tile: 'full', content: 0.62 };
/** In a browser tab (16 or 32 pixels) the mark fills more of the tile, or its waves blur away. */
const FAVICON = { tile: 'rounded', content: 0.84 };

const png = (size, style) => encodePng({ width: size, height: size, channels: style.tile === 'full' ? 3 : 4, pixels: drawIcon(size, style) });

/** Every image, by its path under public/. */
export function renderImages() {
  const { width, height } = SOCIAL_CARD_SIZE;
  return {
    'icons/icon-192.png': png(192, ROUNDED),
    'icons/icon-512.png': png(512, ROUNDED),
    'icons/icon-maskable-512.png': png(512, MASKABLE),
    'icons/apple-touch-icon-180.png': png(180, APPLE_TOUCH),
    'icons/icon.svg': Buffer.from(iconSvg(FAVICON)),
    'favicon.ico': encodeIco([16, 32].map((size) => ({ size, png: png(size, FAVICON) }))),
    'social-card.png': encodePng({ width, height, channels: 3, pixels: drawSocialCard() }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [path, bytes] of Object.entries(renderImages())) {
    mkdirSync(dirname(join(PUBLIC_DIR, path)), { recursive: true });
    writeFileSync(join(PUBLIC_DIR, path), bytes);
    console.log(`wrote public/${path} (${bytes.length} bytes)`);
  }
}
