import type { ObjectUrlLog } from './objectUrls.ts';

/** The bytes of a file react-sfx/synth rendered: short sounds come as data: URLs, long ones as Blobs. */
export async function fileBytes(file: Blob | string): Promise<ArrayBuffer> {
  if (typeof file !== 'string') return file.arrayBuffer();
  const match = /^data:audio\/wav;base64,(.*)$/.exec(file);
  if (!match) throw new Error(`not a WAV data: URL: ${file.slice(0, 40)}`);
  return Uint8Array.from(atob(match[1]), (char) => char.charCodeAt(0)).buffer;
}

/** The size of the file behind a src the engine was given: a data: URL's bytes, or the Blob of an object URL. */
export function srcBytes(src: string, urls: ObjectUrlLog): number {
  if (src.startsWith('data:')) return atob(src.slice(src.indexOf(',') + 1)).length;
  const index = urls.created.indexOf(src);
  if (index < 0) throw new Error(`${src} is neither a data: URL nor an object URL the runtime made`);
  return urls.sizes[index];
}

/**
 * Gives this engine Uint8Array.prototype.toBase64 (which Chromium 140, Firefox 133 and Safari 18.2 have, and
 * Node 20 has not) until the returned function takes it away: react-sfx/synth then hands sounds of up to 1 MB
 * of WAV over as data: URLs, as in those browsers. Without it, every sound comes as a Blob.
 */
export function withBase64(): () => void {
  const prototype = Uint8Array.prototype as Uint8Array & { toBase64?: () => string };
  if (prototype.toBase64) return () => undefined;
  prototype.toBase64 = function toBase64(this: Uint8Array) {
    return Buffer.from(this.buffer, this.byteOffset, this.byteLength).toString('base64');
  };
  return () => {
    delete prototype.toBase64;
  };
}

/** A mono 16-bit WAV file's rate, bits and samples. */
export function wavSamples(bytes: ArrayBuffer): { rate: number; bits: number; samples: Int16Array } {
  const view = new DataView(bytes);
  return { rate: view.getUint32(24, true), bits: view.getUint16(34, true), samples: new Int16Array(bytes.slice(44)) };
}

/** A float sample as a 16-bit WAV holds it (synth/encode/wav.ts, the studio's export): clipped, then scaled and rounded. */
export const as16Bit = (sample: number): number => {
  const clipped = Math.max(-1, Math.min(1, sample));
  return Math.round(clipped * (clipped < 0 ? 0x8000 : 0x7fff)) + 0; // an integer, so never -0
};
