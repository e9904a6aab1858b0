import { vi } from 'vitest';

export type ObjectUrlLog = {
  /** Object URLs handed out, in order. */
  readonly created: string[];
  /** The size of each Blob they were made for, in the same order. */
  readonly sizes: number[];
  /** Object URLs revoked, in order. */
  readonly revoked: string[];
};

/**
 * Replaces URL.createObjectURL and URL.revokeObjectURL (jsdom has no blob URLs) with stubs that hand
 * out distinct URLs and record revocations. Restored by vi.restoreAllMocks().
 */
export function stubObjectUrls(): ObjectUrlLog {
  const log: ObjectUrlLog = { created: [], sizes: [], revoked: [] };
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = `blob:http://localhost:3000/sound-${log.created.length + 1}`;
    log.created.push(url);
    log.sizes.push('size' in object ? object.size : Number.NaN); // (fetch's Blob is not jsdom's)
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    log.revoked.push(url);
  });
  return log;
}
