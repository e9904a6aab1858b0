import type { LibrarySoundName } from 'react-sfx';
import { SoundSelector } from '../../components/SoundSelector.tsx';
import { ExportPanel } from './ExportPanel.tsx';
import { ListenPanel } from './ListenPanel.tsx';
import { StudioControls } from './StudioControls.tsx';
import styles from './StudioPage.module.css';
import { useStudio } from './useStudio.ts';

/**
 * The Sound Studio: any catalogue sound re-rendered from its recipe in a worker with a new pitch, length,
 * brightness or seed, heard at once, compared with the original and exported as MP3 or WAV. The settings
 * live in the address, so a link reproduces the sound.
 */
export function StudioPage() {
  const { settings, unknownSound, change, client, custom, shown, version, playback, exporter, status } = useStudio();
  return (
    <>
      <h1>Sound Studio</h1>
      <p className="lead">
        Reshape any of the catalogue&apos;s sounds: it is rendered again from its recipe, in your browser, and plays as you change it.
      </p>
      {unknownSound !== undefined ? (
        <p className={styles.notice} role="status">{`There is no sound called "${unknownSound}" in the catalogue: choose one below.`}</p>
      ) : null}
      {/* Reaching for a control (focus or pointer) gets audio ready before the first change plays. */}
      <div onFocus={playback.prepare} onPointerEnter={playback.prepare}>
        <section className={styles.panel} aria-labelledby="studio-shape">
          <h2 id="studio-shape">Shape</h2>
          {/* Settings only ever hold a catalogue key: the address is checked with isLibrarySoundName. */}
          <SoundSelector value={settings.sound as LibrarySoundName} onChange={(sound) => change({ sound })} />
          <StudioControls shape={settings} onChange={change} usesRandomness={custom.sound?.usesRandomness} />
        </section>
        <ListenPanel
          sound={settings.sound}
          shown={shown}
          version={version}
          playing={playback.playing}
          enabled={playback.enabled}
          status={status}
          onChoose={(next) => playback.request(next)}
          onPlay={playback.play}
          onStop={playback.stop}
        />
        <ExportPanel settings={settings} state={exporter.state} ready={client !== undefined} onExport={(format) => void exporter.exportAs(format)} />
      </div>
    </>
  );
}
