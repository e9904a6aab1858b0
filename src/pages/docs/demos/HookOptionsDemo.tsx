import { useEffect, useState } from 'react';
import { useSound } from 'react-sfx';
import { useWhenVisible } from '../../../components/useWhenVisible.ts';
import actions from '../../../components/ActionButton.module.css';
import styles from './AdvancedControls.module.css';
import { RangeSlider } from '../../../components/RangeSlider.tsx';

const LOG_LINES = 5;

/** Two segments of arcade/level_up (1.49 s): the rising run and the final chord, in milliseconds. */
const LEVEL_UP_SPRITE = { run: [0, 620], chord: [620, 869] } as const;

function panLabel(pan: number): string {
  if (Math.abs(pan) < 0.05) return 'Centre';
  return `${pan < 0 ? 'Left' : 'Right'} ${Math.abs(pan).toFixed(1)}`;
}

/**
 * use-sound's options on one panel: interrupt, a per-hook on/off, pan, the callbacks (logged as they
 * fire), the duration, and fade on a looping bed.
 */
export function HookOptionsDemo() {
  const [interrupt, setInterrupt] = useState(true);
  const [enabled, setEnabled] = useState(true);
  const [pan, setPan] = useState(0);
  const [log, setLog] = useState<readonly string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines, line].slice(-LOG_LINES));
  const coin = useSound('arcade/coin', {
    lazy: true,
    interrupt,
    soundEnabled: enabled,
    pan,
    onLoad: () => note('onLoad: arcade/coin is ready'),
    onPlay: () => note('onPlay'),
    onEnd: () => note('onEnd'),
    onError: (error) => note(`onError: ${error.message}`),
  });
  const rain = useSound('ambient/rain', { lazy: true, loop: true, volume: 0.8 });
  const levelUp = useSound('arcade/level_up', { lazy: true, sprite: LEVEL_UP_SPRITE });
  const [panel, visible] = useWhenVisible<HTMLDivElement>();
  const { load: loadCoin } = coin;
  useEffect(() => {
    if (visible) loadCoin().catch(() => undefined); // onError says why; Play retries
  }, [visible, loadCoin]);

  return (
    <div ref={panel} className={styles.panel}>
      <div className={styles.ranges}>
        <RangeSlider label="Pan" min={-1} max={1} step={0.1} value={pan} onChange={setPan} describe={panLabel} />
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={interrupt} onChange={(event) => setInterrupt(event.target.checked)} />
        Interrupt (a new play stops the last)
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        This hook&apos;s sound on (soundEnabled)
      </label>
      <div className={styles.buttons}>
        <button
          type="button"
          className={actions.primary}
          onClick={() => {
            if (!enabled) note('play() did nothing: soundEnabled is false');
            void coin.play().catch(() => undefined);
          }}
        >
          Play coin
        </button>
      </div>
      <p className={styles.note}>{`Duration: ${coin.duration === null ? 'unknown until loaded' : `${coin.duration.toFixed(2)} s`}`}</p>
      <div role="log" aria-label="Callbacks">
        <ol className={styles.log}>
          {log.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ol>
      </div>
      <div role="group" aria-label="Sprite" className={styles.buttons}>
        <button type="button" className={actions.button} onClick={() => void levelUp.play({ id: 'run' }).catch(() => undefined)}>
          Play the run (sprite)
        </button>
        <button type="button" className={actions.button} onClick={() => void levelUp.play({ id: 'chord' }).catch(() => undefined)}>
          Play the chord (sprite)
        </button>
      </div>
      <div role="group" aria-label="Fade" className={styles.buttons}>
        <button type="button" className={actions.button} aria-pressed={rain.isPlaying} onClick={() => (rain.isPlaying ? rain.stop() : void rain.play().catch(() => undefined))}>
          {rain.isPlaying ? 'Stop rain' : 'Play rain'}
        </button>
        <button type="button" className={actions.button} disabled={!rain.isPlaying} onClick={() => rain.fade(0.8, 0, 1500)}>
          Fade out
        </button>
        <button type="button" className={actions.button} disabled={!rain.isPlaying} onClick={() => rain.fade(0, 0.8, 1500)}>
          Fade in
        </button>
      </div>
    </div>
  );
}
