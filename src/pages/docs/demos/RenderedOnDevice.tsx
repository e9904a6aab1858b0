import { useEffect, useRef, useState } from 'react';
import { type LibrarySoundName, SoundProvider, createSoundRuntime, useSound } from 'react-sfx';
import { lazyDeviceSynth } from '../../../lib/lazyDeviceSynth.ts';
import actions from '../../../components/ActionButton.module.css';
import { SoundSelector } from '../../../components/SoundSelector.tsx';
import { useWhenVisible } from '../../../components/useWhenVisible.ts';
import styles from './AdvancedControls.module.css';
import { useSoundsEnabled } from './useSoundsEnabled.ts';

/**
 * react-sfx/synth in 'always' mode, imported as the demo comes into view (its renderer starts then, in its
 * worker, as the other demos fetch their sounds then): the docs page's own JS does not grow.
 */
const onDevice = lazyDeviceSynth('always');

// A runtime of its own, with no stored switch: it never asks for audio. The page's switch still rules it.
const runtime = createSoundRuntime({ synth: onDevice, storageKey: false });

/** Pick any sound and hear it rendered on this device, with how long the render took. */
function RenderedPlayer() {
  const [sound, setSound] = useState<LibrarySoundName>('ui/copy');
  const [took, setTook] = useState<{ sound: string; ms: number }>();
  const enabled = useSoundsEnabled();
  const { play, stop, load, isLoaded, isPlaying, error } = useSound(sound, { lazy: true });
  const [panel, visible] = useWhenVisible<HTMLDivElement>();
  // On the way here, as the other demos fetch theirs: the renderer starts (in its worker) and the sound shown
  // renders (not while sounds are off). A sound chosen later renders when Play is pressed, in the time shown below.
  const prepared = useRef(false);
  useEffect(() => {
    if (!visible || !enabled || prepared.current) return;
    prepared.current = true;
    void onDevice.prepare?.();
    const started = performance.now();
    load().then(() => setTook({ sound, ms: performance.now() - started }), () => undefined); // an error shows below, and is logged
  }, [visible, enabled, load, sound]);

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
    <div ref={panel} role="group" aria-label="Rendered on this device" className={styles.panel}>
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
