/**
 * Site tests that play sounds: the library as the site uses it ('react-sfx', one module instance for
 * the whole file), the fake engine swapped in by the calling file, msw serving the CDN. Each test
 * starts with sounds on, empty storage and an empty log of what the library reported. Sounds loaded by
 * an earlier test of the file stay loaded (one page, many visits): assert on plays, not on requests.
 *
 *   const engine = await vi.hoisted(async () => (await import('../../utils/fakeEngine.ts')).createFakeEngine());
 *   vi.mock('../../../src/sfx/runtime/engine.ts', () => engine.module);
 *   const sounds = siteSoundsPerTest(engine);
 */
import { type SoundEvent, setCDNUrl, setSoundEnabled, subscribeSoundEvents } from 'react-sfx';
import { afterEach, beforeEach, vi } from 'vitest';
import { CDN_BASE } from '../../msw/handlers.ts';
import { startMockServer } from '../../msw/server.ts';
import type { FakeEngine } from '../../utils/fakeEngine.ts';
import { stubObjectUrls } from '../../utils/objectUrls.ts';

export type SiteSounds = {
  /** Everything the library reported since the test started. */
  readonly events: SoundEvent[];
  /** The names of the sounds that started playing, in order. */
  played: () => string[];
};

export function siteSoundsPerTest(engine: FakeEngine): SiteSounds {
  startMockServer();
  const events: SoundEvent[] = [];
  let unsubscribe: () => void = () => undefined;
  beforeEach(() => {
    engine.reset();
    setCDNUrl(CDN_BASE);
    stubObjectUrls();
    setSoundEnabled(true);
    localStorage.clear();
    events.length = 0;
    unsubscribe = subscribeSoundEvents((event) => void events.push(event));
  });
  afterEach(() => {
    unsubscribe();
    vi.restoreAllMocks();
  });
  return {
    events,
    played: () => events.filter((event) => event.type === 'play').map((event) => event.name),
  };
}
