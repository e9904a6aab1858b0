import { SoundButton, SoundProvider, createSoundRuntime, useSound, type LibrarySoundName } from 'react-sfx';
import { customSound, deviceSynth, renderSoundSamples } from 'react-sfx/synth';
import { useState } from 'react';
import { soundCatalogue } from 'react-sfx/catalogue';

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

/** The studio's line for ui/copy three semitones up and 1.2 times as long: no file anywhere. */
function ReshapedCopy() {
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

/** Every catalogue sound's samples as this browser renders them: a SHA-256 each, for the test to compare with Node's. */
function SampleDigests() {
  const [digests, setDigests] = useState('');
  const digest = async () => {
    const lines: string[] = [];
    for (const name of Object.keys(soundCatalogue) as (keyof typeof soundCatalogue)[]) {
      const samples = await renderSoundSamples(name);
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', samples.slice())); // (a copy on an ArrayBuffer, as BufferSource wants)
      lines.push(`${name} ${Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
    }
    setDigests(lines.join('\n'));
  };
  return (
    <>
      <button type="button" onClick={() => void digest()}>
        Digest every sound
      </button>
      <pre aria-label="Sample digests">{digests}</pre>
    </>
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
        <ReshapedCopy />
        <SampleDigests />
      </SoundProvider>
    </SoundProvider>
  );
}
