import { useEffect, useState } from 'react';
import { type LibrarySoundName, useSound } from 'react-sfx';
import { useWhenVisible } from '../../../components/useWhenVisible.ts';
import actions from '../../../components/ActionButton.module.css';
import styles from './AdvancedControls.module.css';
import { PlaybackButtons } from './PlaybackButtons.tsx';
import { RangeSlider } from '../../../components/RangeSlider.tsx';
import { SoundSelector } from '../../../components/SoundSelector.tsx';

/** The demo's defaults (spec sections 2 and 9): volume 0.7, normal rate, no loop, notification/success. */
export const ADVANCED_DEFAULTS = { sound: 'notification/success', volume: 0.7, rate: 1, loop: false } as const;

/** Pick any sound, set volume, rate and loop, and drive it with Play, Pause, Resume and Stop. */
export function AdvancedControls() {
  const [sound, setSound] = useState<LibrarySoundName>(ADVANCED_DEFAULTS.sound);
  const [volume, setVolume] = useState<number>(ADVANCED_DEFAULTS.volume);
  const [rate, setRate] = useState<number>(ADVANCED_DEFAULTS.rate);
  const [loop, setLoop] = useState<boolean>(ADVANCED_DEFAULTS.loop);
  const { play, pause, resume, stop, load, isLoaded, isPlaying, error } = useSound(sound, { lazy: true });
  const [panel, visible] = useWhenVisible<HTMLDivElement>();
  // Fetched on the way to the panel, not with the page: the docs cost no audio until read this far.
  useEffect(() => {
    if (visible) load().catch(() => undefined); // logged by the library; Play retries
  }, [visible, load]);

  const start = () => {
    stop(); // Play starts afresh: a paused play is not left waiting for a Resume
    play({ volume, rate, loop }).catch(() => undefined); // logged by the library
  };

  return (
    <div ref={panel} className={styles.panel}>
      <SoundSelector value={sound} onChange={setSound} />
      <div className={styles.ranges}>
        <RangeSlider label="Volume" min={0} max={1} step={0.1} value={volume} onChange={setVolume} describe={(v) => v.toFixed(1)} />
        <RangeSlider label="Playback Rate" min={0.5} max={2} step={0.1} value={rate} onChange={setRate} describe={(v) => `${v.toFixed(1)}×`} />
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={loop} onChange={(event) => setLoop(event.target.checked)} />
        Loop Sound
      </label>
      <PlaybackButtons isLoaded={isLoaded} isPlaying={isPlaying} onPlay={start} onPause={pause} onResume={resume} onStop={stop} />
      <p role="status" className={styles.status}>
        {`Status: ${isLoaded ? 'Loaded' : 'Loading'}, ${isPlaying ? 'Playing' : 'Stopped'}`}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {`Couldn't load ${sound}: ${error.message}.`}{' '}
          <button type="button" className={actions.button} onClick={() => load().catch(() => undefined)}>
            Try again
          </button>
        </p>
      ) : null}
      <p className={styles.note}>Volume, rate and loop apply to each new play.</p>
    </div>
  );
}
