/**
 * react-sfx: sound effects for React apps. The one public entry; names match react-sounds 1.0.30,
 * so switching is one import.
 */
export { soundCatalogue } from './catalogue.ts';
export { getSoundInfo, isLibrarySoundName } from './runtime/catalogueLookup.ts';
export { getCDNUrl, setCDNUrl } from './runtime/cdn.ts';
export { getLocalSoundsPath, setLocalSoundsPath } from './runtime/localSounds.ts';
export { getLoadTimeout, setLoadTimeout } from './runtime/loadTimeout.ts';
export { isSoundEnabled, setSoundEnabled, subscribeSoundState } from './runtime/enabled.ts';
export { subscribeSoundEvents } from './runtime/events.ts';
export { fetchSoundBlob, preloadSounds } from './runtime/loading.ts';
export { checkAudioPermission } from './runtime/permission.ts';
export { playSound } from './runtime/playSound.ts';
export { makeRemoteSound, type RemoteHowl } from './runtime/remoteSound.ts';
export { useSound, type UseSoundOptions, type UseSoundPlayOptions, type UseSoundReturn } from './hooks/useSound.ts';
export { useSoundEnabled } from './hooks/useSoundEnabled.ts';
export { useSoundOnChange, type SoundOnChangeOptions } from './hooks/useSoundOnChange.ts';
export { Sound, type SoundProps } from './components/Sound.tsx';
export { SoundButton, type SoundButtonProps } from './components/SoundButton.tsx';
export { SoundProvider, type SoundProviderProps } from './components/SoundProvider.tsx';
export type {
  AmbientSoundName,
  ArcadeSoundName,
  AudioPermissionStatus,
  GameSoundName,
  LibrarySoundName,
  MiscSoundName,
  NotificationSoundName,
  SoundCategory,
  SoundEvent,
  SoundHookReturn,
  SoundInfo,
  SoundName,
  SoundOptions,
  SystemSoundName,
  UiSoundName,
} from './types.ts';
