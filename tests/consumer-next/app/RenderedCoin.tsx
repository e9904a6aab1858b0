'use client';
// A runtime holds functions (its synth), so it is made in a client module: a Server Component cannot hand one over.
import { SoundProvider, createSoundRuntime, useSound } from 'react-sfx';
import { customSound, deviceSynth } from 'react-sfx/synth';

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

/** The Sound Studio's line for ui/copy three semitones up and 1.2 times as long: no file anywhere. */
function StudioSoundButton() {
  const { play, error } = useSound(customSound('ui/copy', { pitch: 3, length: 1.2, brightness: 0, seed: 0 }));
  return (
    <>
      <button type="button" onClick={play}>
        Studio sound
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
    </>
  );
}

export function RenderedCoin() {
  return (
    <SoundProvider runtime={onDevice}>
      <CoinButton />
      <StudioSoundButton />
    </SoundProvider>
  );
}
