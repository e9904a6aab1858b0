import type { StudioSettings } from '../studioSettings.ts';

/** What the page asks the studio worker: a render to hear, or a file to take away. */
export type StudioAsk = { type: 'render'; settings: StudioSettings } | { type: 'export'; settings: StudioSettings; format: ExportFormat };
export type StudioRequest = StudioAsk & { id: number };

export type ExportFormat = 'mp3' | 'wav';

/** A rendered sound: its samples (transferred, not copied), a loop flag and a waveform to draw. */
export type RenderedSound = {
  samples: Float32Array<ArrayBuffer>;
  sampleRate: number;
  loop: boolean;
  /** Peak levels in 0..1 across the sound, for the waveform. */
  peaks: number[];
  /** Whether the recipe draws random numbers: only then does the seed change anything. */
  usesRandomness: boolean;
};

export type StudioResponse =
  | ({ type: 'rendered'; id: number } & RenderedSound)
  | { type: 'exported'; id: number; format: ExportFormat; bytes: Uint8Array<ArrayBuffer> }
  /** `encoder`: the MP3 encoder's code did not load (the page has the service worker drop its copy, and retries). */
  | { type: 'failed'; id: number; message: string; cause?: 'encoder' };
