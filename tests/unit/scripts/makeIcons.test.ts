// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderImages } from '../../../scripts/make-icons.mjs';

const publicFile = (path: string) => readFileSync(new URL(`../../../public/${path}`, import.meta.url));

/** What a PNG file's header (IHDR, always the first chunk) says; colour type 2 is RGB (opaque), 6 RGBA. */
function pngHeader(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bitDepth: bytes[24], colourType: bytes[25] };
}

const RGB = 2;
const RGBA = 6;

describe('scripts/make-icons.mjs', () => {
  it('draws exactly the committed images (run `npm run icons` after changing the drawing)', () => {
    for (const [path, bytes] of Object.entries(renderImages())) {
      expect(publicFile(path).equals(bytes), `public/${path} is not what make-icons.mjs draws`).toBe(true);
    }
  }, 30_000); // drawing every image takes 2.5 s alone and went past the 5 s default on a loaded machine

  it.each([
    ['icons/icon-192.png', 192, 192, RGBA],
    ['icons/icon-512.png', 512, 512, RGBA],
    ['icons/icon-maskable-512.png', 512, 512, RGB],
    // iOS shows transparent pixels of a touch icon as black: it must be opaque.
    ['icons/apple-touch-icon-180.png', 180, 180, RGB],
    // Link previews show the card on any background.
    ['social-card.png', 1200, 630, RGB],
  ])('%s is %ix%i, colour type %i', (path, width, height, colourType) => {
    expect(pngHeader(publicFile(path))).toEqual({ width, height, bitDepth: 8, colourType });
  });

  it('writes favicon.ico as an icon directory of 16 and 32 pixel PNGs', () => {
    const ico = publicFile('favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const images = [0, 1].map((index) => {
      const entry = 6 + 16 * index;
      const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(offset + size).toBeLessThanOrEqual(ico.length);
      expect([ico[entry + 1], ico.readUInt16LE(entry + 4), ico.readUInt16LE(entry + 6)]).toEqual([ico[entry], 1, 32]);
      return { listed: ico[entry], png: pngHeader(ico.subarray(offset, offset + size)) };
    });
    expect(images).toEqual([16, 32].map((side) => ({ listed: side, png: { width: side, height: side, bitDepth: 8, colourType: RGBA } })));
  });

  it('writes icon.svg as a square SVG', () => {
    expect(publicFile('icons/icon.svg').toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100">/);
  });
});
