import { createMp3Encoder } from 'wasm-media-encoders';
import { SAMPLE_RATE } from '../dsp/buffer.ts';
import { ENCODER_DELAY, endPadding, lameTagFrame } from './lameTag.ts';
import { readFrames } from './mp3frames.ts';

type Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;

/** Samples of loop context encoded around the seam and then trimmed away by the gapless tag. */
const LOOP_CONTEXT = 1152;

let encoderPromise: Promise<Encoder> | undefined;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Encodes a mono 44.1 kHz signal to MP3 (LAME VBR at `quality`, 0 best .. 9.999 smallest) with a gapless tag.
 * A loop is encoded with the end of the loop before it and its start after it, and the tag tells the
 * decoder to drop both: the seam then sits mid-stream for the encoder, so it decodes without a jump.
 */
export async function encodeMp3(signal: Float32Array, options: { quality: number; loop: boolean }): Promise<Uint8Array> {
  encoderPromise ??= createMp3Encoder();
  const encoder = await encoderPromise;
  encoder.configure({ channels: 1, sampleRate: SAMPLE_RATE, outputSampleRate: SAMPLE_RATE, vbrQuality: options.quality });
  const context = options.loop ? Math.min(LOOP_CONTEXT, signal.length) : 0;
  const input = context
    ? concat([signal.subarray(signal.length - context), signal, signal.subarray(0, context)].map((s) => new Uint8Array(s.buffer, s.byteOffset, s.byteLength)))
    : new Uint8Array(signal.buffer, signal.byteOffset, signal.byteLength);
  const pcm = new Float32Array(input.buffer, input.byteOffset, input.byteLength / 4);
  const audio = concat([encoder.encode([pcm]).slice(), encoder.finalize().slice()]);
  const frames = readFrames(audio);
  const delay = ENCODER_DELAY + context;
  const padding = endPadding(frames.length, ENCODER_DELAY, pcm.length) + context;
  return concat([lameTagFrame(frames, audio.length, { delay, padding }), audio]);
}
