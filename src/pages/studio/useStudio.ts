import { useState } from 'react';
import { DEFAULT_SHAPE, type StudioSettings, isDefaultShape } from './studioSettings.ts';
import { sameSettings, useLatestRender } from './useLatestRender.ts';
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

/** Everything the studio page shows and does: settings, renders, A/B playback and export. */
export function useStudio() {
  const { settings, unknownSound, update } = useStudioSettings();
  const client = useStudioWorker();
  const custom = useLatestRender(client, settings);
  const [version, setVersion] = useState<Version>('custom');
  const original = useLatestRender(client, originalOf(settings, version));
  const originalSound = isDefaultShape(settings) ? custom.sound : original.sound;
  const playback = useStudioPlayback(custom.sound, originalSound, [version, setVersion]);
  const exporter = useStudioExport(client, settings);
  /** A change made by the visitor: heard as soon as its render arrives. */
  const change = (next: Partial<StudioSettings>) => {
    playback.request('custom');
    update(next);
  };
  // Work in flight, never a leftover: the settings read from the address after hydration are a new object equal
  // to the ones already rendered, and the queue rightly renders nothing for them (issue 25).
  const current = sameSettings(custom.settings, settings);
  const rendering = !current || (!custom.sound && !custom.error);
  const status = current && custom.error ? `Rendering failed: ${custom.error}` : rendering ? 'Rendering...' : '';
  const shown = version === 'custom' ? custom.sound : originalSound;
  return { settings, unknownSound, change, client, custom, shown, version, playback, exporter, status };
}
