import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type SoundEvent,
  type SoundRuntime,
  SoundButton,
  SoundProvider,
  createSoundRuntime,
  getCDNUrl,
  isSoundEnabled,
  playSound,
  setCDNUrl,
  subscribeSoundEvents,
  useSound,
  useSoundEnabled,
} from '../../../../src/sfx/index.ts';
import { CDN_BASE, cdnHandlers, cdnUrlOf } from '../../../msw/handlers.ts';
import { countRequests, server, startMockServer } from '../../../msw/server.ts';
import { stubObjectUrls } from '../../../utils/objectUrls.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const COPY = 'ui/copy';
/** A second CDN, serving the same files under another base. */
const OTHER_CDN = 'http://127.0.0.1:9/other-cdn/v1';

/** Two runtimes as two apps on one page would make them: own storage keys, own CDN bases. */
function twoRuntimes(): [SoundRuntime, SoundRuntime] {
  return [createSoundRuntime({ cdnUrl: CDN_BASE, storageKey: 'app-a-sounds' }), createSoundRuntime({ cdnUrl: `${OTHER_CDN}/`, storageKey: 'app-b-sounds' })];
}

function eventsOf(runtime: SoundRuntime | typeof subscribeSoundEvents): SoundEvent[] {
  const events: SoundEvent[] = [];
  if (typeof runtime === 'function') runtime((event) => events.push(event));
  else runtime.subscribeSoundEvents((event) => events.push(event));
  return events;
}

beforeEach(() => {
  engine.reset();
  localStorage.clear();
  stubObjectUrls();
  server.use(http.get(`${OTHER_CDN}/*`, ({ request }) => fetch(request.url.replace(OTHER_CDN, CDN_BASE))), ...cdnHandlers);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('two runtimes on one page', () => {
  it('keep their own enabled flags, each remembered under its own key', () => {
    const [a, b] = twoRuntimes();
    const heardByB: boolean[] = [];
    b.subscribeSoundState((enabled) => heardByB.push(enabled));

    a.setSoundEnabled(false);

    expect(a.isSoundEnabled()).toBe(false);
    expect(b.isSoundEnabled()).toBe(true);
    expect(heardByB).toEqual([]);
    expect(localStorage.getItem('app-a-sounds')).toBe('false');
    expect(localStorage.getItem('app-b-sounds')).toBeNull();
    expect(createSoundRuntime({ storageKey: 'app-a-sounds' }).isSoundEnabled()).toBe(false);
  });

  it('fetch from their own CDN bases', async () => {
    const [a, b] = twoRuntimes();

    expect(b.getCDNUrl()).toBe(OTHER_CDN);
    await Promise.all([a.fetchSoundBlob(COPY), b.fetchSoundBlob(COPY)]);

    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(2); // b's request, passed on by the other CDN, and a's
    expect(countRequests('GET', cdnUrlOf(COPY).replace(CDN_BASE, OTHER_CDN))).toBe(1);
  });

  it('keep their own registries: each loads a sound once for itself, and releasing one keeps the other', async () => {
    const [a, b] = twoRuntimes();

    await Promise.all([a.preloadSounds([COPY]), a.preloadSounds([COPY]), b.preloadSounds([COPY])]);
    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(2);
    expect(engine.decodes).toHaveLength(2);

    a.releaseUnusedSounds();
    expect(engine.unloads).toEqual([engine.decodes[0].src]);
    await b.playSound(COPY);
    expect(engine.decodes).toHaveLength(2); // b's copy was still loaded
  });

  it('tell only their own subscribers what they do', async () => {
    const [a, b] = twoRuntimes();
    const [heardByA, heardByB, heardByDefault] = [eventsOf(a), eventsOf(b), eventsOf(subscribeSoundEvents)];

    await a.playSound(COPY);

    expect(heardByA.map((event) => event.type)).toEqual(['loading', 'loaded', 'play']);
    expect(heardByB).toEqual([]);
    expect(heardByDefault).toEqual([]);
  });
});

function Toggle() {
  const [enabled, setEnabled] = useSoundEnabled();
  return (
    <button type="button" onClick={() => setEnabled(!enabled)}>
      {enabled ? 'Sounds on' : 'Sounds off'}
    </button>
  );
}

function Status() {
  const { isLoaded } = useSound(COPY);
  return <p>{isLoaded ? 'copy loaded' : 'copy loading'}</p>;
}

describe('SoundProvider with a runtime', () => {
  it('routes useSound, SoundButton and useSoundEnabled below it through that runtime', async () => {
    const user = userEvent.setup();
    const [a] = twoRuntimes();
    const [heardByA, heardByDefault] = [eventsOf(a), eventsOf(subscribeSoundEvents)];
    render(
      <SoundProvider runtime={a}>
        <Status />
        <SoundButton sound={COPY}>Copy</SoundButton>
        <Toggle />
      </SoundProvider>,
    );

    await screen.findByText('copy loaded');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(heardByA.map((event) => event.type)).toEqual(['loading', 'loaded', 'play']));
    expect(engine.plays).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sounds on' }));
    expect(screen.getByRole('button', { name: 'Sounds off' })).toBeInTheDocument();
    expect(a.isSoundEnabled()).toBe(false);
    expect(isSoundEnabled()).toBe(true);
    expect(heardByDefault).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(engine.plays).toHaveLength(1); // a is off now
  });

  it('follows the runtime it is given: a change of runtime re-renders the hooks from the new one', async () => {
    const [a, b] = twoRuntimes();
    b.setSoundEnabled(false);
    const { rerender } = render(
      <SoundProvider runtime={a}>
        <Toggle />
      </SoundProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sounds on' })).toBeInTheDocument();

    rerender(
      <SoundProvider runtime={b}>
        <Toggle />
      </SoundProvider>,
    );

    expect(screen.getByRole('button', { name: 'Sounds off' })).toBeInTheDocument();
    act(() => a.setSoundEnabled(false));
    act(() => b.setSoundEnabled(true));
    expect(screen.getByRole('button', { name: 'Sounds on' })).toBeInTheDocument();
  });

  it('refuses an object that createSoundRuntime did not make', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the render error too
    const [a] = twoRuntimes();
    const imitation: SoundRuntime = { ...a };
    Reflect.deleteProperty(imitation, 'sounds'); // the state behind a runtime: a copy of its methods does not carry it

    expect(() => render(<SoundProvider runtime={imitation} />)).toThrow('Not a sound runtime: make one with createSoundRuntime()');
  });
});

describe('the default runtime', () => {
  it('is the one the package functions and the hooks outside a runtime-given SoundProvider share', async () => {
    const SEND = 'ui/send'; // no other test of this file loads it in the default runtime
    const heard = eventsOf(subscribeSoundEvents);
    const before = getCDNUrl();
    setCDNUrl(CDN_BASE);
    try {
      function Sender() {
        const { isLoaded } = useSound(SEND);
        return <p>{isLoaded ? 'send loaded' : 'send loading'}</p>;
      }
      render(<Sender />);
      await screen.findByText('send loaded');

      await playSound(SEND);

      expect(countRequests('GET', cdnUrlOf(SEND))).toBe(1); // the hook's load served playSound too
      expect(engine.plays).toHaveLength(1);
      expect(heard.map((event) => event.type)).toEqual(['loading', 'loaded', 'play']);
    } finally {
      setCDNUrl(before);
    }
  });
});
