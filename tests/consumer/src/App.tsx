import { SoundButton, SoundProvider, createSoundRuntime, useSound, type LibrarySoundName } from 'react-sfx';
import { deviceSynth } from 'react-sfx/synth';

const SUCCESS: LibrarySoundName = 'notification/success';

function SaveButton() {
  const { play } = useSound(SUCCESS, { volume: 0.8 });
  // use-sound's first example: play itself as the click handler.
  return (
    <button type="button" onClick={play}>
      Save
    </button>
  );
}

/**
 * A custom sound at an address this app does not have: the server answers it with the app's page, as a
 * dev server's SPA fallback does. The hook says which sound failed.
 */
function MistypedSound() {
  const { play, error } = useSound('/sfx/chime', { lazy: true });
  return (
    <>
      <button type="button" onClick={() => void play().catch(() => undefined)}>
        Chime
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
    </>
  );
}

/** Catalogue sounds rendered on the device from their recipes: this runtime makes no audio request at all. */
const onDevice = createSoundRuntime({ synth: deviceSynth('always'), storageKey: false });

function RenderedCoin() {
  const { play } = useSound('game/coin');
  return (
    <button type="button" onClick={play}>
      Rendered coin
    </button>
  );
}

export function App() {
  return (
    <SoundProvider>
      <h1>react-sfx consumer</h1>
      <SaveButton />
      <SoundButton sound="ui/copy">Copy</SoundButton>
      <MistypedSound />
      <SoundProvider runtime={onDevice}>
        <RenderedCoin />
      </SoundProvider>
    </SoundProvider>
  );
}
