import type { Page } from 'playwright-core';

/** One AudioBufferSourceNode start seen in the page: its buffer's length (s) and whether it loops. */
export type AudioStart = { duration: number; loop: boolean };

/**
 * An init script (page.addInitScript(instrumentAudio)) that records every AudioBufferSourceNode start,
 * so a test sees real audio begin in Chromium's Web Audio rather than trusting the app's own state.
 */
export function instrumentAudio(): void {
  const starts: AudioStart[] = [];
  Object.assign(window, { __audioStarts: starts });
  const { start } = AudioBufferSourceNode.prototype;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    starts.push({ duration: this.buffer?.duration ?? 0, loop: this.loop });
    return start.apply(this, args);
  };
}

/** Starts of real sounds so far (howler's unlock plays a one-sample buffer, left out), durations to 0.01 s. */
export async function audioStarts(page: Page): Promise<AudioStart[]> {
  const starts = await page.evaluate(() => (window as unknown as { __audioStarts: AudioStart[] }).__audioStarts);
  return starts.filter((start) => start.duration > 0.01).map((start) => ({ ...start, duration: Math.round(start.duration * 100) / 100 }));
}
