// The image file writers of scripts/make-icons.mjs: PNG (8-bit RGB or RGBA, node:zlib only) and ICO
// (PNG images in an icon directory, which every current browser reads).
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour types by channel count: 2 is truecolour (opaque), 6 truecolour with alpha. */
const COLOUR_TYPE = { 3: 2, 4: 6 };

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `pixels`: rows top to bottom, `channels` bytes a pixel (3: RGB, 4: RGBA). */
export function encodePng({ width, height, channels, pixels }) {
  if (!COLOUR_TYPE[channels] || pixels.length !== width * height * channels) {
    throw new Error(`encodePng: ${pixels.length} bytes are not ${width}x${height} pixels of ${channels} channels`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, COLOUR_TYPE[channels], 0, 0, 0], 8); // 8 bits a channel, default compression, filter and interlace
  const stride = width * channels;
  const rows = Buffer.alloc(height * (stride + 1)); // each row starts with its filter type, 0 (none)
  for (let y = 0; y < height; y += 1) {
    pixels.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An .ico holding square PNG images ({ size, png }), as browsers ask for /favicon.ico. */
export function encodeIco(images) {
  const directory = Buffer.alloc(6 + 16 * images.length);
  directory.writeUInt16LE(0, 0); // reserved
  directory.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    directory.writeUInt8(size >= 256 ? 0 : size, entry); // width; 0 means 256
    directory.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    directory.writeUInt16LE(1, entry + 4); // colour planes
    directory.writeUInt16LE(32, entry + 6); // bits a pixel
    directory.writeUInt32LE(png.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([directory, ...images.map(({ png }) => png)]);
}
