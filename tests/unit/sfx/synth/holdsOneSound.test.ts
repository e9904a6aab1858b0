/**
 * Issue 27's memory budget: rendering the whole catalogue one sound after another (each started while the one
 * before still plays, as a visitor clicking down a list) holds no more than one sound beyond what is playing:
 * each render is decoded, played and given back (its Howl unloaded, its object URL revoked, the runtime's
 * entry dropped) once it ends.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { coreOf } from '../../../../src/sfx/runtime/createSoundRuntime.ts';
import { soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { deviceSynth } from '../../../../src/sfx/synth.ts';
import { startMockServer, requests } from '../../../msw/server.ts';
import { type ObjectUrlLog, stubObjectUrls } from '../../../utils/objectUrls.ts';
import { newRuntime } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

let urls: ObjectUrlLog;

beforeEach(() => {
  engine.reset();
  localStorage.clear();
  urls = stubObjectUrls();
  return () => vi.restoreAllMocks();
});

it('renders all 72 sounds one after another holding at most one sound beyond the one playing, and nothing once they end', { timeout: 120_000 }, async () => {
  const runtime = newRuntime({ synth: deviceSynth('always') });
  const { sounds } = coreOf(runtime);
  const names = Object.keys(soundCatalogue);
  expect(names).toHaveLength(72);
  const held: number[] = [];
  let playing: number | undefined;
  for (const name of names) {
    await runtime.playSound(name); // resolves once it has started
    held.push(engine.liveSounds());
    expect(sounds.size, name).toBeLessThanOrEqual(2);
    if (playing !== undefined) engine.end(playing);
    playing = engine.plays.at(-1)?.id;
    expect(engine.liveSounds(), `${name} alone`).toBe(1);
  }
  if (playing !== undefined) engine.end(playing);

  expect(engine.plays).toHaveLength(72);
  expect(Math.max(...held)).toBe(2); // the one just started, and the one still playing
  expect(engine.liveSounds()).toBe(0);
  expect(sounds.size).toBe(0);
  expect(urls.created.length).toBeGreaterThan(0); // the beds' Blobs
  expect(urls.revoked.filter((url) => url.startsWith('blob:'))).toEqual(urls.created); // (revoking a data: URL does nothing)
  expect(requests).toEqual([]);
});
