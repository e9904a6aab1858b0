// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pcm16Wav } from '../../../synth/encode/wav.ts';

const header = (file: ArrayBuffer) => {
  const view = new DataView(file);
  const text = (offset: number) => String.fromCharCode(...new Uint8Array(file, offset, 4));
  return {
    chunks: [text(0), text(8), text(12), text(36)],
    riffSize: view.getUint32(4, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    rate: view.getUint32(24, true),
    bytesPerSecond: view.getUint32(28, true),
    frameBytes: view.getUint16(32, true),
    bits: view.getUint16(34, true),
    dataSize: view.getUint32(40, true),
  };
};

describe('pcm16Wav', () => {
  it('writes a mono 16-bit PCM RIFF/WAVE file whose samples read back, clipped to full scale', () => {
    const file = pcm16Wav(Float32Array.of(0, 0.5, -0.5, 1, -1, 2, 0.1234567), 44100);
    expect(header(file)).toEqual({ chunks: ['RIFF', 'WAVE', 'fmt ', 'data'], riffSize: file.byteLength - 8, format: 1, channels: 1, rate: 44100, bytesPerSecond: 88200, frameBytes: 2, bits: 16, dataSize: 14 });
    expect([...new Int16Array(file, 44)]).toEqual([0, 16384, -16384, 32767, -32768, 32767, 4045]);
  });
});
