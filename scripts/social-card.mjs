// The link-preview card (Open Graph, 1200x630): the app icon on the indigo ground with rings around it,
// the name drawn as strokes (no font files), and a waveform under it. Opaque, as previews show it on any colour.
import { INDIGO, isMark, isRoundedTile, paint, WHITE } from './icon-art.mjs';

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 };

const RING = [99, 91, 238];
const TILE = [67, 56, 202];
const BAR = [165, 180, 252];

const TILE_BOX = { x: 110, y: 185, size: 260 };
const RINGS = [190, 250, 310]; // radii around the tile's centre, each 14 px wide
const TEXT = { x: 450, baseline: 275, xHeight: 74, stroke: 0.17, width: 9.05 };
const WAVEFORM = { x: 454, y: 400, width: 636, bars: 30, maxHeight: 120 };

// Math.hypot is several times slower than this, and the card takes 12 million samples.
const length = (dx, dy) => Math.sqrt(dx * dx + dy * dy);

/** Distance from (x, y) to the segment a-b. */
function toSegment(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return length(x - ax - t * dx, y - ay - t * dy);
}

/** Distance from (x, y) to an arc of the circle (cx, cy, r) from angle `from` to `to` (degrees, y down, clockwise). */
function toArc(x, y, [cx, cy, r, from, to]) {
  const angle = ((Math.atan2(y - cy, x - cx) * 180) / Math.PI - from + 720) % 360;
  if (angle <= to - from) return Math.abs(length(x - cx, y - cy) - r);
  const end = (degrees) => [cx + r * Math.cos((degrees * Math.PI) / 180), cy + r * Math.sin((degrees * Math.PI) / 180)];
  return Math.min(...[end(from), end(to)].map(([ex, ey]) => length(x - ex, y - ey)));
}

/**
 * "react-sfx" as strokes of a geometric monoline face, in x-height units (the x-height spans y 0..1,
 * the baseline is y 1): each glyph is its advance and its segments and arcs.
 */
const GLYPHS = [
  { advance: 0.8, segments: [[[0, 0], [0, 1]]], arcs: [[0.5, 0.5, 0.5, 180, 300]] },
  { advance: 1.3, segments: [[[0, 0.5], [1, 0.5]]], arcs: [[0.5, 0.5, 0.5, 40, 360]] },
  { advance: 1.3, segments: [[[1, 0], [1, 1]]], arcs: [[0.5, 0.5, 0.5, 0, 360]] },
  { advance: 1.25, segments: [], arcs: [[0.5, 0.5, 0.5, 45, 315]] },
  { advance: 0.85, segments: [[[0.25, -0.4], [0.25, 1]], [[0, 0], [0.6, 0]]], arcs: [] },
  { advance: 0.85, segments: [[[0.05, 0.55], [0.55, 0.55]]], arcs: [] },
  { advance: 0.85, segments: [], arcs: [[0.28, 0.25, 0.25, 90, 330], [0.28, 0.75, 0.25, -90, 150]] },
  { advance: 0.85, segments: [[[0.25, -0.1], [0.25, 1]], [[0, 0], [0.6, 0]]], arcs: [[0.55, -0.1, 0.3, 180, 300]] },
  { advance: 1, segments: [[[0, 0], [0.85, 1]], [[0.85, 0], [0, 1]]], arcs: [] },
];

function isText(x, y) {
  const u = (x - TEXT.x) / TEXT.xHeight;
  const v = (y - (TEXT.baseline - TEXT.xHeight)) / TEXT.xHeight;
  if (v < -0.6 || v > 1.2 || u < -0.2 || u > TEXT.width) return false;
  const half = TEXT.stroke / 2;
  let left = 0;
  for (const { advance, segments, arcs } of GLYPHS) {
    if (u >= left - 0.2 && u <= left + advance) {
      if (segments.some(([a, b]) => toSegment(u - left, v, a, b) <= half)) return true;
      if (arcs.some((arc) => toArc(u - left, v, arc) <= half)) return true;
    }
    left += advance;
  }
  return false;
}

/** A bar of the waveform: rounded ends, heights from two sines, so the card is the same on every build. */
function isWaveform(x, y) {
  const pitch = WAVEFORM.width / WAVEFORM.bars;
  const index = Math.floor((x - WAVEFORM.x) / pitch);
  if (index < 0 || index >= WAVEFORM.bars || Math.abs(y - WAVEFORM.y) > WAVEFORM.maxHeight / 2) return false;
  const level = 0.25 + 0.75 * Math.abs(Math.sin(index * 0.55) * Math.cos(index * 0.21));
  const half = (level * WAVEFORM.maxHeight) / 2;
  const width = pitch * 0.55;
  const centre = WAVEFORM.x + index * pitch + width / 2;
  return toSegment(x, y, [centre, WAVEFORM.y - half + width / 2], [centre, WAVEFORM.y + half - width / 2]) <= width / 2;
}

function colourAt(x, y) {
  const u = (x - TILE_BOX.x) / TILE_BOX.size;
  const v = (y - TILE_BOX.y) / TILE_BOX.size;
  if (u >= 0 && u <= 1 && v >= 0 && v <= 1 && isRoundedTile(u, v)) {
    return isMark((u - 0.12) / 0.76, (v - 0.12) / 0.76) ? WHITE : TILE;
  }
  if (isText(x, y)) return WHITE;
  if (isWaveform(x, y)) return BAR;
  // The rings fade out to the right, before the name.
  const centre = TILE_BOX.x + TILE_BOX.size / 2;
  const fromTile = length(x - centre, y - TILE_BOX.y - TILE_BOX.size / 2);
  const strength = Math.min(1, Math.max(0, (TEXT.x - 20 - x) / (TEXT.x - 20 - centre)));
  if (strength === 0 || !RINGS.some((radius) => Math.abs(fromTile - radius) <= 7)) return INDIGO;
  return INDIGO.map((channel, c) => Math.round(channel + (RING[c] - channel) * strength));
}

/** The card's RGB pixels. */
export function drawSocialCard() {
  return paint(SOCIAL_CARD_SIZE.width, SOCIAL_CARD_SIZE.height, 3, colourAt);
}
