import { CopyButton } from '../../components/CopyButton.tsx';
import actions from '../../components/ActionButton.module.css';
import styles from './StudioPage.module.css';
import type { StudioSettings } from './studioSettings.ts';
import { type ExportState, customFileName } from './useStudioExport.ts';
import type { ExportFormat } from './worker/protocol.ts';

type ExportPanelProps = { settings: StudioSettings; state: ExportState; ready: boolean; onExport: (format: ExportFormat) => void };

function statusText(state: ExportState): string {
  if (state.status === 'exporting') return `Making the ${state.format.toUpperCase()} file...`;
  if (state.status === 'saved') return `Saved ${state.fileName}.`;
  return '';
}

/** The line that renders these settings on the device with react-sfx/synth: the same samples as the export. */
export function customSoundLine({ sound, pitch, length, bright, seed }: StudioSettings): string {
  return `const [play] = useSound(customSound('${sound}', { pitch: ${pitch}, length: ${length}, brightness: ${bright}, seed: ${seed} }));`;
}

/** Export buttons, what they did, and the code to play the sound with react-sfx: from the exported file, or rendered on the device. */
export function ExportPanel({ settings, state, ready, onExport }: ExportPanelProps) {
  const fileName = customFileName(settings.sound, 'mp3');
  const snippet = `const [play] = useSound('/sounds/${fileName}');`;
  const rendered = customSoundLine(settings);
  const busy = state.status === 'exporting';
  return (
    <section className={styles.panel} aria-labelledby="studio-export">
      <h2 id="studio-export">Take it away</h2>
      <div className={styles.buttons}>
        <button type="button" className={actions.primary} disabled={!ready || busy} onClick={() => onExport('mp3')}>
          Export MP3
        </button>
        <button type="button" className={actions.button} disabled={!ready || busy} onClick={() => onExport('wav')}>
          Export WAV
        </button>
      </div>
      <p role="status" className={styles.status}>
        {statusText(state)}
      </p>
      {state.status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {`The ${state.format.toUpperCase()} export failed (${state.reason}). ${state.format === 'mp3' ? 'The MP3 encoder loads from the site when you first export: check your connection and try again. ' : ''}Your settings are kept.`}
        </p>
      ) : null}
      <div className={styles.snippet}>
        <pre>
          <code>{snippet}</code>
        </pre>
        <CopyButton text={snippet} label="Copy code: play the exported sound" />
      </div>
      <p className={styles.hint}>
        Self-host it: put <code>{fileName}</code> in your app&apos;s <code>public/sounds/</code> folder, so it is served at{' '}
        <code>{`/sounds/${fileName}`}</code>.
      </p>
      <div className={styles.snippet}>
        <pre>
          <code>{rendered}</code>
        </pre>
        <CopyButton text={rendered} label="Copy code: play it rendered on the device" />
      </div>
      <p className={styles.hint}>
        Or host nothing: <code>customSound</code> from <code>react-sfx/synth</code> renders these very samples on the
        visitor&apos;s device, under a <code>{'<SoundProvider synth={deviceSynth()}>'}</code>.
      </p>
    </section>
  );
}
