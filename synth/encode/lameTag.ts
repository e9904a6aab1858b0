import { SAMPLES_PER_FRAME, type FrameInfo, frameHeader } from './mp3frames.ts';

/**
 * The Xing/LAME "gapless" tag frame. Decoders (Chromium's decodeAudioData, ffmpeg) drop the encoder
 * delay and the end padding only when the first frame carries it; without it every sound would start
 * ~25 ms late and loops would have a gap. Field layout: the Xing header, then the 36-byte LAME extension.
 */
const TAG_BITRATE_KBPS = 64; // 208-byte frame: room for the 177-byte tag
const SIDE_INFO_MONO = 17;
/** LAME's own encoder delay; the decoder adds its 529 samples of decoder delay itself. */
export const ENCODER_DELAY = 576;

export type GaplessInfo = {
  /** Samples the decoder must drop at the start, beyond its own delay (>= ENCODER_DELAY). */
  delay: number;
  /** Samples the decoder must drop at the end. */
  padding: number;
};

/** CRC-16 (polynomial 0x8005, reflected), as the LAME tag uses. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

function seekTable(frames: FrameInfo[], totalBytes: number): Uint8Array {
  const toc = new Uint8Array(100);
  for (let i = 0; i < 100; i++) {
    const frame = frames[Math.min(frames.length - 1, Math.floor((i / 100) * frames.length))];
    toc[i] = Math.min(255, Math.floor((frame.offset / totalBytes) * 256));
  }
  return toc;
}

/** Builds the tag frame that goes in front of `frames` (the encoder's own frames, `audioBytes` long). */
export function lameTagFrame(frames: FrameInfo[], audioBytes: number, gapless: GaplessInfo): Uint8Array {
  if (gapless.delay > 4095 || gapless.padding > 4095 || gapless.padding < 0) {
    throw new Error(`Gapless fields out of range: delay ${gapless.delay}, padding ${gapless.padding}`);
  }
  const frame = new Uint8Array(Math.floor((144000 * TAG_BITRATE_KBPS) / 44100));
  const view = new DataView(frame.buffer);
  frame.set(frameHeader(TAG_BITRATE_KBPS));
  let at = 4 + SIDE_INFO_MONO;
  const totalBytes = audioBytes + frame.length;
  frame.set(new TextEncoder().encode('Xing'), at);
  view.setUint32(at + 4, 0x0f); // frames, bytes, TOC and quality present
  view.setUint32(at + 8, frames.length); // audio frames, not counting this one: decoders derive the end trim from it
  view.setUint32(at + 12, totalBytes);
  frame.set(seekTable(frames, audioBytes), at + 16);
  view.setUint32(at + 116, 50);
  at += 120;
  const lameStart = at;
  frame.set(new TextEncoder().encode('LAME3.100'), at);
  frame[at + 9] = 0x04; // tag revision 0, VBR (mtrh)
  frame[at + 10] = 160; // lowpass / 100 Hz
  frame[at + 20] = Math.min(255, Math.min(...frames.map((f) => f.bitrateKbps)));
  frame[at + 21] = gapless.delay >> 4;
  frame[at + 22] = ((gapless.delay & 0x0f) << 4) | (gapless.padding >> 8);
  frame[at + 23] = gapless.padding & 0xff;
  view.setUint32(at + 28, totalBytes);
  view.setUint16(at + 34, crc16(frame.subarray(0, lameStart + 34)));
  return frame;
}

/** Padding to declare for `sampleCount` samples encoded into `frameCount` frames after `delay` samples. */
export function endPadding(frameCount: number, delay: number, sampleCount: number): number {
  return frameCount * SAMPLES_PER_FRAME - delay - sampleCount;
}
