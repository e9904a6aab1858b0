import type { RenderedSound } from './worker/protocol.ts';
import { StudioWaveform } from './StudioWaveform.tsx';
import actions from '../../components/ActionButton.module.css';
import styles from './StudioPage.module.css';
import type { Version } from './useStudioPlayback.ts';

type ListenPanelProps = {
  sound: string;
  shown: RenderedSound | undefined;
  version: Version;
  playing: boolean;
  enabled: boolean;
  status: string;
  onChoose: (version: Version) => void;
  onPlay: () => void;
  onStop: () => void;
};

const VERSIONS: readonly { value: Version; label: string }[] = [
  { value: 'custom', label: 'Custom' },
  { value: 'original', label: 'Original' },
];

const seconds = (sound: RenderedSound | undefined) => (sound ? `${(sound.samples.length / sound.sampleRate).toFixed(2)} s` : '');

/** The A/B comparison (custom or original), play and stop, the waveform and what the worker is doing. */
export function ListenPanel({ sound, shown, version, playing, enabled, status, onChoose, onPlay, onStop }: ListenPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="studio-listen">
      <h2 id="studio-listen">Listen</h2>
      <fieldset className={styles.versions}>
        <legend>Compare</legend>
        {VERSIONS.map(({ value, label }) => (
          <label key={value} className={styles.version}>
            <input type="radio" name="studio-version" value={value} checked={version === value} onChange={() => onChoose(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className={styles.buttons}>
        <button type="button" className={actions.primary} onClick={playing ? onStop : onPlay} disabled={!shown || !enabled}>
          {playing ? 'Stop' : 'Play'}
        </button>
        <span className={styles.duration}>{seconds(shown)}</span>
      </div>
      <StudioWaveform peaks={shown?.peaks} label={`Waveform of ${sound}, ${version} version${shown ? `, ${seconds(shown)}` : ''}`} />
      <p role="status" className={styles.status}>
        {enabled ? status : 'Sounds are off: turn them on with the sound button in the header to listen.'}
      </p>
    </section>
  );
}
