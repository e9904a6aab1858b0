// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../../../src/pages/studio/worker/wav.ts';

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM RIFF/WAVE file whose samples read back, clipped to full scale', () => {
    const bytes = encodeWav(Float32Array.of(0, 0.5, -0.5, 1, -1, 2), 44100);
    const view = new DataView(bytes.buffer);
    const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 1, 44100, 16]);
    expect(view.getUint32(40, true)).toBe(12);
    const samples = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 16384, -16384, 32767, -32768, 32767]);
  });
});
