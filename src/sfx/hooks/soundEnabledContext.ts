import { createContext } from 'react';

export type SoundEnabledState = readonly [enabled: boolean, setEnabled: (enabled: boolean) => void];

/** Provided by SoundProvider; useSoundEnabled reads it. */
export const SoundEnabledContext = createContext<SoundEnabledState | null>(null);
