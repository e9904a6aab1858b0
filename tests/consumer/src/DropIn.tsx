/**
 * The drop-in promise, checked by the app's strict typecheck (`tsc --noEmit`, tests/package):
 * - react-sfx under react-sounds 1.0.30's own declarations (react-sounds is installed in this app only, for
 *   its types): each value export of react-sounds, taken from react-sfx, is assigned to react-sounds' declared
 *   type, and each public type both packages name is assigned to react-sounds' one;
 * - use-sound's habits: play, stop and pause as event handlers, a sprite id for stop, `duration`, the Howl
 *   as `sound`, and a play while sounds are off.
 * This file is not part of the built app (main.tsx does not import it).
 */
import type * as ReactSounds from 'react-sounds';
import * as sfx from 'react-sfx';

/** Every value react-sounds exports, from react-sfx: a missing name or a type that differs fails here. */
export const asReactSounds: typeof ReactSounds = {
  checkAudioPermission: sfx.checkAudioPermission,
  fetchSoundBlob: sfx.fetchSoundBlob,
  getCDNUrl: sfx.getCDNUrl,
  isSoundEnabled: sfx.isSoundEnabled,
  makeRemoteSound: sfx.makeRemoteSound,
  playSound: sfx.playSound,
  preloadSounds: sfx.preloadSounds,
  setCDNUrl: sfx.setCDNUrl,
  setSoundEnabled: sfx.setSoundEnabled,
  useSound: sfx.useSound,
  useSoundEnabled: sfx.useSoundEnabled,
  useSoundOnChange: sfx.useSoundOnChange,
  Sound: sfx.Sound,
  SoundButton: sfx.SoundButton,
  SoundProvider: sfx.SoundProvider,
};

/** `A` where react-sounds expects `B`. */
type Assignable<A extends B, B> = [A, B];
/** The same set of values both ways (names, unions): a constraint error where they differ. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type PublicTypes = [
  Holds<Same<sfx.AudioPermissionStatus, ReactSounds.AudioPermissionStatus>>,
  Holds<Same<sfx.SoundCategory, ReactSounds.SoundCategory>>,
  Holds<Same<sfx.LibrarySoundName, ReactSounds.LibrarySoundName>>,
  Holds<Same<sfx.GameSoundName, ReactSounds.GameSoundName>>,
  Holds<Same<sfx.NotificationSoundName, ReactSounds.NotificationSoundName>>,
  Holds<Same<sfx.UiSoundName, ReactSounds.UiSoundName>>,
  // Options written for either package work with the other.
  Holds<Same<sfx.SoundOptions, ReactSounds.SoundOptions>>,
  Assignable<sfx.SoundHookReturn, ReactSounds.SoundHookReturn>,
  Assignable<sfx.UseSoundReturn, ReactSounds.SoundHookReturn>,
];

/** What react-sounds' code does with the values above, which must type-check unchanged. */
export async function reactSoundsHabits(): Promise<string> {
  const loaded = await sfx.makeRemoteSound('ui/copy')();
  loaded.instance.play();
  const preloaded: unknown[] = await sfx.preloadSounds(['ui/copy']);
  const [enabled, setEnabled] = sfx.useSoundEnabled();
  setEnabled(!enabled);
  return `${await sfx.checkAudioPermission()} ${preloaded.length} ${loaded.subscriptions}`;
}

/** use-sound's habits. */
export function UseSoundHabits() {
  const { play, stop, pause, duration, sound, checkPermission } = sfx.useSound('ui/copy', {
    volume: 0.5,
    sprite: { click: [0, 80], tail: [80, 40] },
  });
  return (
    <>
      <button type="button" onClick={play}>
        Play
      </button>
      <button type="button" onClick={stop} onDoubleClick={pause}>
        Stop
      </button>
      <button type="button" onClick={() => stop('click')}>
        Stop the click
      </button>
      <button type="button" onClick={() => void play({ id: 'tail', forceSoundEnabled: true })}>
        Tail, even while sounds are off
      </button>
      <button type="button" onClick={() => void checkPermission().then((status) => sound?.volume(status === 'granted' ? 1 : 0))}>
        Full volume
      </button>
      <p>{duration === null ? 'length unknown' : `${duration.toFixed(2)} s`}</p>
    </>
  );
}
