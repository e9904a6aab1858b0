import { type SoundEvent, setSoundEnabled } from 'react-sfx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCore } from '../../../src/sfx/runtime/defaultRuntime.ts';
import { emitSoundEvent as emitToRuntime } from '../../../src/sfx/runtime/events.ts';
import { selectSoundsEnabled } from '../../../store/settingsSlice.ts';
import { connectSoundBridge } from '../../../store/soundBridge.ts';
import { selectSoundStatus } from '../../../store/soundStatusSlice.ts';
import { makeStore } from '../../../store/store.ts';

// emitSoundEvent is how the library's runtime tells its subscribers what it did; 'react-sfx'
// resolves to the same modules, so the bridge hears exactly what the default runtime would say.
const emitSoundEvent = (event: SoundEvent) => emitToRuntime(defaultCore, event);

const disconnects: (() => void)[] = [];

function connectedStore() {
  const store = makeStore({ saveFile: () => undefined });
  const dispatched = vi.spyOn(store, 'dispatch');
  disconnects.push(connectSoundBridge(store.dispatch));
  const actions = {
    /** The types of the actions the bridge dispatched so far. */
    get types(): unknown[] {
      return dispatched.mock.calls.map(([action]) => (typeof action === 'object' && 'type' in action ? action.type : action));
    },
  };
  return { store, actions };
}

afterEach(() => {
  for (const disconnect of disconnects.splice(0)) disconnect();
  setSoundEnabled(true);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('connectSoundBridge', () => {
  it('mirrors the enabled flag at once', () => {
    setSoundEnabled(false);
    const { store, actions } = connectedStore();
    expect(selectSoundsEnabled(store.getState())).toBe(false);
    expect(actions.types).toEqual(['settings/soundsEnabledChanged']);
  });

  it('turns load events into soundLoadStarted, soundLoaded and soundLoadFailed', () => {
    const { store, actions } = connectedStore();
    emitSoundEvent({ type: 'loading', name: 'ui/copy' });
    expect(selectSoundStatus(store.getState(), 'ui/copy').status).toBe('loading');
    emitSoundEvent({ type: 'loaded', name: 'ui/copy' });
    expect(selectSoundStatus(store.getState(), 'ui/copy').status).toBe('loaded');
    emitSoundEvent({ type: 'error', name: 'my.mp3', message: 'Failed to load custom sound "my.mp3"' });
    expect(selectSoundStatus(store.getState(), 'my.mp3')).toEqual({
      status: 'error',
      playing: false,
      error: 'Failed to load custom sound "my.mp3"',
    });
    expect(actions.types.slice(1)).toEqual(['soundStatus/soundLoadStarted', 'soundStatus/soundLoaded', 'soundStatus/soundLoadFailed']);
  });

  it('turns play, pause, end and stop events into actions with whether the sound still plays', () => {
    const { store, actions } = connectedStore();
    const playing = () => selectSoundStatus(store.getState(), 'game/coin').playing;
    emitSoundEvent({ type: 'play', name: 'game/coin', playing: 1 });
    expect(playing()).toBe(true);
    emitSoundEvent({ type: 'pause', name: 'game/coin', playing: 0 });
    expect(playing()).toBe(false);
    emitSoundEvent({ type: 'play', name: 'game/coin', playing: 2 });
    emitSoundEvent({ type: 'end', name: 'game/coin', playing: 1 });
    expect(playing()).toBe(true);
    emitSoundEvent({ type: 'stop', name: 'game/coin', playing: 0 });
    expect(playing()).toBe(false);
    expect(actions.types.slice(1)).toEqual([
      'soundStatus/soundPlayStarted',
      'soundStatus/soundPaused',
      'soundStatus/soundPlayStarted',
      'soundStatus/soundPlayEnded',
      'soundStatus/soundStopped',
    ]);
  });

  it('follows the enabled flag as it changes', () => {
    const { store } = connectedStore();
    setSoundEnabled(false);
    expect(selectSoundsEnabled(store.getState())).toBe(false);
    setSoundEnabled(true);
    expect(selectSoundsEnabled(store.getState())).toBe(true);
  });

  it('hears nothing more once disconnected', () => {
    const { store, actions } = connectedStore();
    for (const disconnect of disconnects.splice(0)) disconnect();
    emitSoundEvent({ type: 'loading', name: 'ui/copy' });
    setSoundEnabled(false);
    expect(selectSoundStatus(store.getState(), 'ui/copy').status).toBe('idle');
    expect(selectSoundsEnabled(store.getState())).toBe(true);
    expect(actions.types).toEqual(['settings/soundsEnabledChanged']);
  });
});
