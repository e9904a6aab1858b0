import { isSoundEnabled, setSoundEnabled, subscribeSoundState } from 'react-sfx';

// The flag useSoundEnabled reads, usable anywhere. It is stored in localStorage as 'true' or 'false'.
export function toggleSounds(): void {
  setSoundEnabled(!isSoundEnabled());
}

// Called with the new value whenever the flag changes; returns the function that unsubscribes.
export const unsubscribe = subscribeSoundState((enabled) => {
  document.documentElement.dataset.sounds = enabled ? 'on' : 'off';
});
