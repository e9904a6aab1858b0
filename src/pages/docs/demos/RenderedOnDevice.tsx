import { useState } from 'react';
import { type LibrarySoundName, SoundProvider, createSoundRuntime, useSound } from 'react-sfx';
import { lazyDeviceSynth } from '../../../lib/lazyDeviceSynth.ts';
import actions from '../../../components/ActionButton.module.css';
import { SoundSelector } from '../../../components/SoundSelector.tsx';
import styles from './AdvancedControls.module.css';
import { useSoundsEnabled } from './useSoundsEnabled.ts';

/** react-sfx/synth in 'always' mode, imported with the first press: the docs page's own JS does not grow. */
const onDevice = lazyDeviceSynth('always');

// A runtime of its own, with no stored switch: it never asks for audio. The page's switch still rules it.
const runtime = createSoundRuntime({ synth: onDevice, storageKey: false });

/** Pick any sound and hear it rendered on this device, with how long the render took. */
function RenderedPlayer() {
  const [sound, setSound] = useState<LibrarySoundName>('ui/copy');
  const [took, setTook] = useState<{ sound: string; ms: number }>();
  const enabled = useSoundsEnabled();
  const { play, stop, load, isLoaded, isPlaying, error } = useSound(sound, { lazy: true });

  const press = async () => {
    if (isPlaying) return stop();
    const pressed = performance.now();
    const fresh = !isLoaded;
    try {
      await load();
    } catch {
      return; // shown below, and logged by the library
    }
    if (fresh) setTook({ sound, ms: performance.now() - pressed });
    play().catch(() => undefined);
  };

  const status = !enabled
    ? 'Sounds are off: turn them on with the switch in the header.'
    : took?.sound === sound
      ? `Rendered on this device in ${Math.round(took.ms)} ms, with no request for audio.`
      : 'Not rendered yet.';
  return (
    <div role="group" aria-label="Rendered on this device" className={styles.panel}>
      <SoundSelector value={sound} onChange={setSound} />
      <div className={styles.buttons}>
        <button type="button" className={actions.button} disabled={!enabled} onClick={() => void press()}>
          {isPlaying ? 'Stop' : 'Play rendered'}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {`Couldn't render ${sound}: ${error.message}.`}
        </p>
      ) : null}
    </div>
  );
}

/** The "Sounds without files" demo: catalogue sounds rendered by react-sfx/synth in 'always' mode. */
export function RenderedOnDevice() {
  return (
    <SoundProvider runtime={runtime}>
      <RenderedPlayer />
    </SoundProvider>
  );
}
