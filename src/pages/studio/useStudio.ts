import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SHAPE, type StudioSettings, isDefaultShape } from './studioSettings.ts';
import { type LatestRender, sameSettings, useLatestRender } from './useLatestRender.ts';
import { useStudioExport } from './useStudioExport.ts';
import { type Version, useStudioPlayback } from './useStudioPlayback.ts';
import { useStudioSettings } from './useStudioSettings.ts';
import { useStudioWorker } from './useStudioWorker.ts';
import type { RenderedSound } from './worker/protocol.ts';

/** Playback's hearing of a render that has just arrived (useStudioPlayback's `arrived`). */
type Arrived = (versions: readonly Version[], sound: RenderedSound | undefined) => void;

/**
 * The original is rendered only once the visitor asks to hear it (a 22 s bed takes the worker a while),
 * and at default settings it is the custom render itself.
 */
function originalOf(settings: StudioSettings, version: Version): StudioSettings | undefined {
  return version === 'original' && !isDefaultShape(settings) ? { ...settings, ...DEFAULT_SHAPE } : undefined;
}

const CUSTOM: readonly Version[] = ['custom'];
const ORIGINAL: readonly Version[] = ['original'];
const BOTH: readonly Version[] = ['custom', 'original'];

/** Everything the studio page shows and does: settings, renders, A/B playback and export. */
export function useStudio() {
  const { settings, unknownSound, update } = useStudioSettings();
  const client = useStudioWorker();
  // Each render is offered to playback as it arrives (playback.arrived, which is made below).
  const arrive = useRef<Arrived | undefined>(undefined);
  const onCustom = useCallback(({ sound, settings: of }: LatestRender) => arrive.current?.(of && isDefaultShape(of) ? BOTH : CUSTOM, sound), []);
  const onOriginal = useCallback(({ sound }: LatestRender) => arrive.current?.(ORIGINAL, sound), []);
  const custom = useLatestRender(client, settings, onCustom);
  const [version, setVersion] = useState<Version>('custom');
  const original = useLatestRender(client, originalOf(settings, version), onOriginal);
  const originalSound = isDefaultShape(settings) ? custom.sound : original.sound;
  const playback = useStudioPlayback(custom.sound, originalSound, [version, setVersion]);
  useEffect(() => {
    arrive.current = playback.arrived;
  }, [playback.arrived]);
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
