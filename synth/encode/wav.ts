/**
 * A mono 16-bit PCM WAV file of `samples` (clipped to full scale) at `sampleRate`; its samples start at byte 44.
 * The header is written as eleven little-endian words (as are the platforms browsers run on): RIFF, size,
 * WAVE, 'fmt ', 16, PCM and mono, the rate, the bytes a second, 2 bytes a frame and 16 bits a sample, data,
 * its size.
 */
export function pcm16Wav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const size = samples.length * 2;
  const file = new ArrayBuffer(44 + size);
  new Uint32Array(file, 0, 11).set([0x46464952, 36 + size, 0x45564157, 0x20746d66, 16, 0x10001, sampleRate, sampleRate * 2, 0x100002, 0x61746164, size]);
  const pcm = new Int16Array(file, 44);
  for (let i = 0; i < samples.length; i++) {
    const clipped = Math.max(-1, Math.min(1, samples[i]));
    pcm[i] = Math.round(clipped * (clipped < 0 ? 0x8000 : 0x7fff));
  }
  return file;
}
