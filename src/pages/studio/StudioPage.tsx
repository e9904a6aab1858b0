import { useState } from 'react';
import type { LibrarySoundName } from 'react-sfx';
import { SoundSelector } from '../../components/SoundSelector.tsx';
import { DEFAULT_SHAPE, isDefaultShape, type StudioSettings } from './studioSettings.ts';
import { ExportPanel } from './ExportPanel.tsx';
import { ListenPanel } from './ListenPanel.tsx';
import { StudioControls } from './StudioControls.tsx';
import styles from './StudioPage.module.css';
import { useLatestRender } from './useLatestRender.ts';
import { useStudioExport } from './useStudioExport.ts';
import { type Version, useStudioPlayback } from './useStudioPlayback.ts';
import { useStudioSettings } from './useStudioSettings.ts';
import { useStudioWorker } from './useStudioWorker.ts';

/**
 * The original is rendered only once the visitor asks to hear it (a 22 s bed takes the worker a while),
 * and at default settings it is the custom render itself.
 */
function originalOf(settings: StudioSettings, version: Version): StudioSettings | undefined {
  return version === 'original' && !isDefaultShape(settings) ? { ...settings, ...DEFAULT_SHAPE } : undefined;
}

/**
 * The Sound Studio: any catalogue sound re-rendered from its recipe in a worker with a new pitch, length,
 * brightness or seed, heard at once, compared with the original and exported as MP3 or WAV. The settings
 * live in the address, so a link reproduces the sound.
 */
export function StudioPage() {
  const { settings, unknownSound, update } = useStudioSettings();
  const client = useStudioWorker();
  const custom = useLatestRender(client, settings);
  const [version, setVersion] = useState<Version>('custom');
  const original = useLatestRender(client, originalOf(settings, version));
  const originalSound = isDefaultShape(settings) ? custom.sound : original.sound;
  const playback = useStudioPlayback(custom.sound, originalSound, [version, setVersion]);
  const exporter = useStudioExport(client, settings);
  const change = (next: Partial<StudioSettings>) => {
    playback.request('custom');
    update(next);
  };
  const shown = version === 'custom' ? custom.sound : originalSound;
  const status = custom.error ? `Rendering failed: ${custom.error}` : custom.sound && custom.settings === settings ? '' : 'Rendering...';
  return (
    <>
      <h1>Sound Studio</h1>
      <p className="lead">
        Reshape any of the catalogue&apos;s sounds: it is rendered again from its recipe, in your browser, and plays as you change it.
      </p>
      {unknownSound !== undefined ? (
        <p className={styles.notice} role="status">
          {`There is no sound called "${unknownSound}" in the catalogue: choose one below.`}
        </p>
      ) : null}
      <section className={styles.panel} aria-labelledby="studio-shape">
        <h2 id="studio-shape">Shape</h2>
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
        onChoose={(version) => playback.request(version)}
        onPlay={playback.play}
        onStop={playback.stop}
      />
      <ExportPanel sound={settings.sound} state={exporter.state} ready={client !== undefined} onExport={(format) => void exporter.exportAs(format)} />
    </>
  );
}
