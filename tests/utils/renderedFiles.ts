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
