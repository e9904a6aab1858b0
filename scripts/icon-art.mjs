// The react-sfx mark (a speaker with two sound waves) and the tile it sits on, drawn from code: as pixels
// for the PNG icons and the social card, and as SVG paths for icon.svg, from the same numbers.

export const INDIGO = [79, 70, 229];
export const WHITE = [255, 255, 255];
const SAMPLES = 4; // per axis: 16 samples a pixel smooth the edges

/** The mark in a unit box (0..1 on both axes, y down): the speaker's body, its cone, and two waves. */
const BODY = { left: 0.12, right: 0.3, halfHeight: 0.12 };
const CONE = { right: 0.5, halfHeight: 0.3 };
const WAVES = [[0.16, 0.22], [0.3, 0.36]]; // inner and outer radius of each, around (0.5, 0.5)
const WAVE_ANGLE = (50 * Math.PI) / 180; // each wave spans ±50° around the horizontal
const TILE_CORNER = 0.22; // corner radius of the rounded tile, in the tile's unit box

export function isMark(x, y) {
  const dy = y - 0.5;
  if (x >= BODY.left && x <= BODY.right && Math.abs(dy) <= BODY.halfHeight) return true;
  const coneWidth = CONE.right - BODY.right;
  if (x >= BODY.right && x <= CONE.right && Math.abs(dy) <= BODY.halfHeight + ((x - BODY.right) / coneWidth) * (CONE.halfHeight - BODY.halfHeight)) {
    return true;
  }
  const dx = x - 0.5;
  const radius = Math.hypot(dx, dy);
  const withinAngle = dx > 0 && Math.abs(Math.atan2(dy, dx)) < WAVE_ANGLE;
  return withinAngle && WAVES.some(([inner, outer]) => radius >= inner && radius <= outer);
}

/** The rounded square tile in its unit box. */
export function isRoundedTile(u, v) {
  const cx = Math.min(Math.max(u, TILE_CORNER), 1 - TILE_CORNER);
  const cy = Math.min(Math.max(v, TILE_CORNER), 1 - TILE_CORNER);
  return Math.hypot(u - cx, v - cy) <= TILE_CORNER;
}

/**
 * Pixels of a width x height image, `channels` 3 (opaque) or 4: `colourAt(x, y)` gives the colour at a
 * point in pixel units as [r, g, b] (opaque) or null (transparent), sampled SAMPLES² times a pixel.
 * Fully transparent pixels carry INDIGO: an image scaled without premultiplied alpha blends it into the edges.
 */
export function paint(width, height, channels, colourAt) {
  const pixels = Buffer.alloc(width * height * channels);
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      let [red, green, blue, covered] = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = colourAt(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES);
          if (!colour) continue;
          covered += 1;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
        }
      }
      if (channels === 3 && covered < SAMPLES * SAMPLES) throw new Error('paint: an opaque image has a transparent point');
      const i = (py * width + px) * channels;
      const mean = covered === 0 ? INDIGO : [red / covered, green / covered, blue / covered];
      for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round(mean[c]);
      if (channels === 4) pixels[i + 3] = Math.round((255 * covered) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

/**
 * The app icon at `size` pixels: the white mark on the indigo tile. `tile` 'rounded' leaves the corners
 * transparent; 'full' fills the square (maskable and Apple touch icons, which the platform masks itself).
 * `content` is the share of the side the mark's box takes.
 */
export function drawIcon(size, { tile, content }) {
  const offset = (1 - content) / 2;
  return paint(size, size, tile === 'full' ? 3 : 4, (x, y) => {
    const u = x / size;
    const v = y / size;
    if (tile === 'rounded' && !isRoundedTile(u, v)) return null;
    return isMark((u - offset) / content, (v - offset) / content) ? WHITE : INDIGO;
  });
}

const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const round = (n) => Number(n.toFixed(2));

/** One wave as an SVG path (an annular sector) in a 100-unit box. */
function wavePath([inner, outer]) {
  const at = (radius, angle) => `${round(100 * (0.5 + radius * Math.cos(angle)))} ${round(100 * (0.5 + radius * Math.sin(angle)))}`;
  const [r, R] = [100 * inner, 100 * outer].map(round);
  return `M${at(outer, -WAVE_ANGLE)}A${R} ${R} 0 0 1 ${at(outer, WAVE_ANGLE)}L${at(inner, WAVE_ANGLE)}A${r} ${r} 0 0 0 ${at(inner, -WAVE_ANGLE)}Z`;
}

/** The rounded-tile icon as SVG, for browsers that take an SVG favicon (sharp at every size). */
export function iconSvg({ content }) {
  const y = (dy) => round(100 * (0.5 + dy));
  const x = (value) => round(100 * value);
  const speaker =
    `M${x(BODY.left)} ${y(-BODY.halfHeight)}H${x(BODY.right)}L${x(CONE.right)} ${y(-CONE.halfHeight)}` +
    `V${y(CONE.halfHeight)}L${x(BODY.right)} ${y(BODY.halfHeight)}H${x(BODY.left)}Z`;
  const offset = round(100 * ((1 - content) / 2));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<rect width="100" height="100" rx="${x(TILE_CORNER)}" fill="${hex(INDIGO)}"/>`,
    `<path transform="translate(${offset} ${offset}) scale(${content})" fill="${hex(WHITE)}" d="${[speaker, ...WAVES.map(wavePath)].join('')}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
