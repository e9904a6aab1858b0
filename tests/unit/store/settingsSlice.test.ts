import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CDN_BASE, cdnUrlOf } from '../../msw/handlers.ts';
import { countRequests, server, startMockServer } from '../../msw/server.ts';
import { stubObjectUrls } from '../../utils/objectUrls.ts';
import type * as SettingsModule from '../../../store/settingsSlice.ts';
import type * as StoreModule from '../../../store/store.ts';
import type * as BridgeModule from '../../../store/soundBridge.ts';
import type * as SfxModule from '../../../src/sfx/index.ts';

const engine = await vi.hoisted(async () => (await import('../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const STORAGE_KEY = 'react-sfx-enabled';

// Each test is a new page: the site's store works on the library's default runtime (through 'react-sfx'),
// so the modules are loaded afresh, the library first and the store modules after it, so the slice's
// thunks call that same fresh library. (Tests of the library itself create runtimes instead.)
let sfx: typeof SfxModule;
let settings: typeof SettingsModule;
let makeStore: typeof StoreModule.makeStore;
let connectSoundBridge: typeof BridgeModule.connectSoundBridge;
/** Plays started and flag changes, in the order the library reported them. */
let log: string[];

beforeEach(async () => {
  engine.reset();
  localStorage.clear();
  stubObjectUrls();
  vi.resetModules();
  sfx = await import('../../../src/sfx/index.ts');
  settings = await import('../../../store/settingsSlice.ts');
  ({ makeStore } = await import('../../../store/store.ts'));
  ({ connectSoundBridge } = await import('../../../store/soundBridge.ts'));
  sfx.setCDNUrl(CDN_BASE);
  log = [];
  sfx.subscribeSoundEvents((event) => {
    if (event.type === 'play') log.push(`play ${event.name}`);
  });
  sfx.subscribeSoundState((enabled) => log.push(`enabled ${enabled}`));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A store connected to the library as the app connects it. */
function connectedStore() {
  const store = makeStore({ saveFile: () => undefined });
  connectSoundBridge(store.dispatch);
  return store;
}

const enabledInStore = (store: ReturnType<typeof makeStore>) => settings.selectSoundsEnabled(store.getState());

describe('settings slice', () => {
  it('starts with sounds on and mirrors the flag it is given', () => {
    const store = makeStore({ saveFile: () => undefined });
    expect(enabledInStore(store)).toBe(true);
    store.dispatch(settings.soundsEnabledChanged(false));
    expect(enabledInStore(store)).toBe(false);
  });

  it('restores the stored preference through the bridge', () => {
    localStorage.setItem(STORAGE_KEY, 'false');
    expect(enabledInStore(connectedStore())).toBe(false);
  });
});

describe('soundsToggled', () => {
  it('turning off shows off at once, plays ui/toggle_off, then switches the library off and stores it', async () => {
    const store = connectedStore();

    const done = store.dispatch(settings.soundsToggled());
    expect(enabledInStore(store)).toBe(false);
    expect(sfx.isSoundEnabled()).toBe(true);
    await done;

    expect(sfx.isSoundEnabled()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('false');
    expect(enabledInStore(store)).toBe(false);
    // The off sound starts while sounds are still on: the library pauses every play when they go off.
    expect(log).toEqual(['play ui/toggle_off', 'enabled false']);
    expect(engine.plays).toHaveLength(1);
  });

  it('turning on switches the library on, stores it, then plays ui/toggle_on', async () => {
    localStorage.setItem(STORAGE_KEY, 'false');
    const store = connectedStore();

    await store.dispatch(settings.soundsToggled());

    expect(enabledInStore(store)).toBe(true);
    expect(sfx.isSoundEnabled()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('true');
    await vi.waitFor(() => expect(log).toEqual(['enabled true', 'play ui/toggle_on']));
  });

  it('a toggle back on while the off sound plays wins: sounds stay on', async () => {
    const store = connectedStore();

    const off = store.dispatch(settings.soundsToggled());
    const on = store.dispatch(settings.soundsToggled());
    await Promise.all([off, on]);

    expect(enabledInStore(store)).toBe(true);
    expect(sfx.isSoundEnabled()).toBe(true);
    expect(log).not.toContain('enabled false');
  });

  it('turns sounds off even when the off sound cannot be fetched', async () => {
    server.use(http.get(cdnUrlOf('ui/toggle_off'), () => new HttpResponse(null, { status: 404 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = connectedStore();

    await store.dispatch(settings.soundsToggled());

    expect(sfx.isSoundEnabled()).toBe(false);
    expect(enabledInStore(store)).toBe(false);
    expect(log).toEqual(['enabled false']);
    // Only the library's own messages from SPEC section 8; the toggle adds none.
    expect(consoleError.mock.calls.map(([message]) => message)).toEqual(['Error loading sound', 'Failed to play sound']);
  });
});

describe('soundsToggleApproached', () => {
  it('fetches both toggle sounds without playing them, so a click plays at once', async () => {
    const store = makeStore({ saveFile: () => undefined });

    store.dispatch(settings.soundsToggleApproached());

    await vi.waitFor(() => {
      expect(countRequests('GET', cdnUrlOf('ui/toggle_off'))).toBe(1);
      expect(countRequests('GET', cdnUrlOf('ui/toggle_on'))).toBe(1);
    });
    expect(engine.plays).toEqual([]);
  });
});
