/** Reading and writing MPEG-1 Layer III frame headers, enough to count frames and build a gapless tag. */

const BITRATES_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
export const SAMPLES_PER_FRAME = 1152;

export type FrameInfo = { offset: number; length: number; bitrateKbps: number };

/** Frames of an MPEG-1 Layer III, 44.1 kHz stream (what LAME writes for our settings). */
export function readFrames(bytes: Uint8Array): FrameInfo[] {
  const frames: FrameInfo[] = [];
  let offset = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1];
    const b2 = bytes[offset + 2];
    if (bytes[offset] !== 0xff || (b1 & 0xfe) !== 0xfa) throw new Error(`No MPEG-1 Layer III frame at byte ${offset}`);
    if ((b2 >> 2 & 3) !== 0) throw new Error('Only 44.1 kHz streams are expected');
    const bitrateKbps = BITRATES_KBPS[b2 >> 4];
    if (!bitrateKbps) throw new Error(`Bad bitrate index at byte ${offset}`);
    const length = Math.floor((144000 * bitrateKbps) / 44100) + ((b2 >> 1) & 1);
    frames.push({ offset, length, bitrateKbps });
    offset += length;
  }
  return frames;
}

/** The 4-byte header of a mono 44.1 kHz MPEG-1 Layer III frame at the given bitrate. */
export function frameHeader(bitrateKbps: number): Uint8Array {
  const index = BITRATES_KBPS.indexOf(bitrateKbps);
  if (index < 1) throw new Error(`Unsupported bitrate ${bitrateKbps}`);
  return Uint8Array.of(0xff, 0xfb, index << 4, 0xc4);
}
