import { useCallback, useRef, useState } from 'react';
import { saveFile } from '../../lib/saveFile.ts';
import type { StudioClient } from './studioClient.ts';
import type { StudioSettings } from './studioSettings.ts';
import type { ExportFormat } from './worker/protocol.ts';

export type ExportState =
  | { status: 'idle' }
  | { status: 'exporting'; format: ExportFormat }
  | { status: 'saved'; fileName: string }
  | { status: 'failed'; format: ExportFormat; reason: string };

const MIME: Readonly<Record<ExportFormat, string>> = { mp3: 'audio/mpeg', wav: 'audio/wav' };

/** 'ui/copy' -> 'copy-custom.mp3': the name the file is saved under and the snippet plays. */
export function customFileName(sound: string, format: ExportFormat): string {
  return `${sound.slice(sound.indexOf('/') + 1)}-custom.${format}`;
}

/**
 * Renders the settings in the worker as a file and saves it; a failure is told, and the settings stay as they
 * are. One export at a time: presses while one runs (even twenty in one task, before the button is disabled)
 * start nothing more, so one press gives one file.
 */
export function useStudioExport(client: StudioClient | undefined, settings: StudioSettings) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef(false);
  const exportAs = useCallback(
    async (format: ExportFormat) => {
      if (!client || running.current) return;
      running.current = true;
      setState({ status: 'exporting', format });
      try {
        const bytes = await client.exportFile(settings, format);
        const fileName = customFileName(settings.sound, format);
        saveFile(new Blob([bytes], { type: MIME[format] }), fileName);
        setState({ status: 'saved', fileName });
      } catch (error) {
        setState({ status: 'failed', format, reason: error instanceof Error ? error.message : String(error) });
      } finally {
        running.current = false;
      }
    },
    [client, settings],
  );
  return { state, exportAs };
}
