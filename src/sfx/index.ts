/**
 * react-sfx: sound effects for React apps. The one public entry; names match react-sounds 1.0.30,
 * so switching is one import.
 */
export { soundCatalogue } from './catalogue.ts';
export { getSoundInfo, isLibrarySoundName } from './runtime/catalogueLookup.ts';
export { createSoundRuntime, type SoundRuntime, type SoundRuntimeOptions } from './runtime/createSoundRuntime.ts';
export {
  fetchSoundBlob,
  getCDNUrl,
  getLoadTimeout,
  getLocalSoundsPath,
  isSoundEnabled,
  playSound,
  preloadSounds,
  setCDNUrl,
  setLoadTimeout,
  setLocalSoundsPath,
  setSoundEnabled,
  subscribeSoundEvents,
  subscribeSoundState,
} from './runtime/defaultRuntime.ts';
export { checkAudioPermission } from './runtime/permission.ts';
export { makeRemoteSound, type HowlEntry, type RemoteHowl } from './runtime/remoteSound.ts';
export { useSound, type UseSoundOptions, type UseSoundPlayOptions, type UseSoundReturn } from './hooks/useSound.ts';
export { useSoundEnabled, type SoundEnabledState } from './hooks/useSoundEnabled.ts';
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
  SoundSynth,
  SynthMode,
  SystemSoundName,
  UiSoundName,
} from './types.ts';
