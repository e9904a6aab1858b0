import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { audioResponse, soundBytes } from '../../../msw/handlers.ts';
import { requests, server, startMockServer } from '../../../msw/server.ts';
import { runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const CUSTOM_URL = 'http://127.0.0.1:9/my-app/theme.mp3';

let sfx: SfxModule;

runtimePerTest(engine, (loaded) => {
  sfx = loaded;
});

describe('playSound', () => {
  it('loads the sound, then resolves once it starts, with its options', async () => {
    await sfx.playSound('notification/success', { volume: 0.7, rate: 2 });

    expect(requests).toHaveLength(2);
    expect(engine.plays).toHaveLength(1);
    expect(engine.plays[0]).toMatchObject({ state: 'playing', options: { volume: 0.7, rate: 2, loop: false, pan: 0 } });
  });

  it('plays a loaded sound again without fetching it again', async () => {
    await sfx.playSound('ui/copy');
    await sfx.playSound('ui/copy');

    expect(requests).toHaveLength(2);
    expect(engine.decodes).toHaveLength(1);
    expect(engine.playingIds()).toHaveLength(2);
  });
});

describe('how sounds are decoded', () => {
  it('decodes built-in sounds whole, as Web Audio buffers (instant starts, gapless loops)', async () => {
    await sfx.playSound('ambient/rain', { loop: true, pan: 0 });

    expect(engine.decodes).toEqual([{ src: expect.stringMatching(/^blob:/), streaming: false }]);
  });

  it('decodes a short custom source whole too', async () => {
    server.use(http.get(CUSTOM_URL, () => audioResponse(soundBytes('ui/send'))));

    await sfx.playSound(CUSTOM_URL);

    expect(engine.decodes).toEqual([{ src: expect.stringMatching(/^blob:/), streaming: false }]);
  });

  it('streams a very long custom source (over 4 MB)', async () => {
    server.use(http.get(CUSTOM_URL, () => audioResponse(new Uint8Array(4_100_000))));

    await sfx.playSound(CUSTOM_URL);

    expect(engine.decodes).toEqual([{ src: expect.stringMatching(/^blob:/), streaming: true }]);
  });
});
