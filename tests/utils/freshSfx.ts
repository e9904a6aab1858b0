import { afterEach, beforeEach, vi } from 'vitest';
import { CDN_BASE } from '../msw/handlers.ts';
import { type ObjectUrlLog, stubObjectUrls } from './objectUrls.ts';
import type * as Sfx from '../../src/sfx/index.ts';

export type SfxModule = typeof Sfx;

/**
 * The library with fresh module state (enabled flag, registry, unlock listeners, CDN base), as a page
 * that has just loaded it. React and the test libraries are not reloaded.
 */
export async function importFreshSfx(): Promise<SfxModule> {
  vi.resetModules();
  return import('../../src/sfx/index.ts');
}

/**
 * Each test of the calling file starts as a new page: the fake engine reset, empty storage, object URLs
 * stubbed, a fresh library pointed at the test CDN (handed to `onLoaded`); mocks are restored after it.
 */
export function freshLibraryPerTest(engine: { reset: () => void }, onLoaded: (sfx: SfxModule, urls: ObjectUrlLog) => void): void {
  beforeEach(async () => {
    engine.reset();
    localStorage.clear();
    const urls = stubObjectUrls();
    const sfx = await importFreshSfx();
    sfx.setCDNUrl(CDN_BASE);
    onLoaded(sfx, urls);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
