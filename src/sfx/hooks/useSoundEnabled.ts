import { useContext } from 'react';
import { SoundEnabledContext, type SoundEnabledState } from './soundEnabledContext.ts';

/** The global sounds-enabled flag and its setter; must be used within a SoundProvider. */
export function useSoundEnabled(): SoundEnabledState {
  const state = useContext(SoundEnabledContext);
  if (!state) throw new Error('useSoundEnabled must be used within a SoundProvider');
  return state;
}
