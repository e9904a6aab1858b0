'use client';
// A runtime holds functions (its synth), so it is made in a client module: a Server Component cannot hand one over.
import { SoundProvider, createSoundRuntime, useSound } from 'react-sfx';
import { deviceSynth } from 'react-sfx/synth';

/** Catalogue sounds rendered on the device from their recipes: this runtime makes no audio request at all. */
const onDevice = createSoundRuntime({ synth: deviceSynth('always'), storageKey: false });

function CoinButton() {
  const { play } = useSound('game/coin');
  return (
    <button type="button" onClick={play}>
      Rendered coin
    </button>
  );
}

export function RenderedCoin() {
  return (
    <SoundProvider runtime={onDevice}>
      <CoinButton />
    </SoundProvider>
  );
}
