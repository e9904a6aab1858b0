import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { audioResponse, cdnUrlOf, soundBytes } from '../../../msw/handlers.ts';
import { countRequests, requests, server, startMockServer } from '../../../msw/server.ts';
import { newSfx, render, runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const KEY = 'react-sfx-enabled';
const MISSING = 'http://127.0.0.1:9/my-app/missing.mp3';

let sfx: SfxModule;

runtimePerTest(engine, (loaded) => {
  sfx = loaded;
});

function EnabledState() {
  const [enabled] = sfx.useSoundEnabled();
  return <p>{enabled ? 'Sounds on' : 'Sounds off'}</p>;
}

function SendUser() {
  const { isLoaded } = sfx.useSound('ui/send');
  return <p>{isLoaded ? 'send loaded' : 'send loading'}</p>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('SoundProvider initialEnabled', () => {
  it('applies when the visitor has no stored preference, and is not stored', async () => {
    render(<sfx.SoundProvider initialEnabled={false}><EnabledState /></sfx.SoundProvider>);

    expect(await screen.findByText('Sounds off')).toBeInTheDocument();
    expect(sfx.isSoundEnabled()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['true', false, 'Sounds on'],
    ['false', true, 'Sounds off'],
  ])('gives way to a stored %j (initialEnabled %s)', async (stored, initialEnabled, shown) => {
    localStorage.setItem(KEY, stored);
    sfx = newSfx();

    render(<sfx.SoundProvider initialEnabled={initialEnabled}><EnabledState /></sfx.SoundProvider>);
    await act(async () => undefined);

    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});

describe('SoundProvider localSoundsPath', () => {
  it('looks for self-hosted copies under the given path, already for a child that loads on mount', async () => {
    render(<sfx.SoundProvider localSoundsPath="/my-app/sounds/"><SendUser /></sfx.SoundProvider>);

    expect(await screen.findByText('send loaded')).toBeInTheDocument();
    expect(sfx.getLocalSoundsPath()).toBe('/my-app/sounds');
    expect(requests.map(({ method, url }) => `${method} ${new URL(url).pathname}`)).toEqual([
      'HEAD /my-app/sounds/ui/send.mp3',
      `GET ${new URL(cdnUrlOf('ui/send')).pathname}`,
    ]);
  });

  it('makes no HEAD request at all with false: built-in sounds come straight from the CDN', async () => {
    render(<sfx.SoundProvider localSoundsPath={false}><SendUser /></sfx.SoundProvider>);

    expect(await screen.findByText('send loaded')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'GET', url: cdnUrlOf('ui/send') }]);
  });
});

describe('SoundProvider cdnUrl and loadTimeout (props, so a Server Component layout can set them)', () => {
  it('fetches built-in sounds from the given CDN, already for a child that loads on mount', async () => {
    const mirror = 'http://127.0.0.1:9/mirror/v1';
    server.use(http.get(`${mirror}/*`, () => audioResponse(soundBytes('ui/send'))));

    render(<sfx.SoundProvider cdnUrl={`${mirror}/`} localSoundsPath={false}><SendUser /></sfx.SoundProvider>);

    expect(await screen.findByText('send loaded')).toBeInTheDocument();
    expect(sfx.getCDNUrl()).toBe(mirror);
    expect(requests).toEqual([{ method: 'GET', url: cdnUrlOf('ui/send').replace('/cdn/v1', '/mirror/v1') }]);
  });

  it('gives up a load at the given time-out', async () => {
    server.use(http.get(cdnUrlOf('ui/send'), () => new Promise<never>(() => undefined)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    function Failing() {
      sfx.useSound('ui/send', { onError });
      return null;
    }

    render(<sfx.SoundProvider loadTimeout={120} localSoundsPath={false}><Failing /></sfx.SoundProvider>);

    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(sfx.getLoadTimeout()).toBe(120);
    expect(onError.mock.calls[0]?.[0]).toHaveProperty('cause.message', 'Loading sound "ui/send" timed out after 120 ms');
  });
});

describe('SoundProvider preload', () => {
  it('fetches and decodes the listed sounds at mount', async () => {
    render(<sfx.SoundProvider preload={['ui/copy', 'notification/success']} />);

    await waitFor(() => expect(engine.decodes).toHaveLength(2));
    expect(countRequests('GET', cdnUrlOf('ui/copy'))).toBe(1);
    expect(countRequests('GET', cdnUrlOf('notification/success'))).toBe(1);
  });

  it("logs 'Error preloading sounds' when a preload fails", async () => {
    server.use(http.get(MISSING, () => new HttpResponse(null, { status: 404 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(<sfx.SoundProvider preload={[MISSING]} />);

    await waitFor(() => expect(error).toHaveBeenCalledWith('Error preloading sounds', expect.any(Error)));
    const failure = error.mock.calls.find(([message]) => message === 'Error preloading sounds')?.[1];
    expect(failure).toHaveProperty('message', `Failed to load custom sound "${MISSING}"`);
  });
});

describe('SoundProvider cleanupInterval', () => {
  it('releases preloaded sounds nobody uses, and keeps the ones in use', async () => {
    render(
      <sfx.SoundProvider preload={['ui/copy']} cleanupInterval={20}>
        <SendUser />
      </sfx.SoundProvider>,
    );
    await waitFor(() => expect(engine.decodes).toHaveLength(2));
    await screen.findByText('send loaded');

    await waitFor(() => expect(engine.unloads).toHaveLength(1));
    await sleep(100); // several more intervals: nothing else goes
    expect(engine.unloads).toHaveLength(1);

    requests.length = 0;
    await act(() => sfx.playSound('ui/send'));
    expect(requests).toEqual([]); // still loaded
    await act(() => sfx.playSound('ui/copy'));
    expect(countRequests('GET', cdnUrlOf('ui/copy'))).toBe(1); // released, so fetched again
    expect(engine.plays).toHaveLength(2);
  });

  it('keeps preloaded sounds without a cleanupInterval', async () => {
    render(<sfx.SoundProvider preload={['ui/copy']} />);
    await waitFor(() => expect(engine.decodes).toHaveLength(1));

    await sleep(100);

    expect(engine.unloads).toEqual([]);
    requests.length = 0;
    await act(() => sfx.playSound('ui/copy'));
    expect(requests).toEqual([]);
  });
});
