import type { ReactNode } from 'react';
import { SoundProvider } from 'react-sfx';
import { deviceSynth } from 'react-sfx/synth';

// Play the files, and render a sound on the device when its file cannot be fetched (offline, an error,
// a stalled CDN). deviceSynth('always') renders every catalogue sound and makes no audio request at all.
const synth = deviceSynth('fallback');

export function AppSounds({ children }: { children: ReactNode }) {
  return <SoundProvider synth={synth}>{children}</SoundProvider>;
}
