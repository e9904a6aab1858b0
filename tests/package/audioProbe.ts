import type { Page } from 'playwright-core';

export type AudioStart = { duration: number };

/** Runs in the page before its scripts: records every AudioBufferSourceNode.start with its buffer's length. */
function recordStarts(): void {
  const starts: AudioStart[] = [];
  Object.assign(window, { __starts: starts });
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    starts.push({ duration: this.buffer?.duration ?? 0 });
    return start.apply(this, args);
  };
}

export async function probeAudio(page: Page): Promise<void> {
  await page.addInitScript(recordStarts);
}

/** Starts of real sounds: howler also starts a one-sample silent buffer to unlock audio on the first gesture. */
export async function soundStarts(page: Page): Promise<AudioStart[]> {
  const starts = await page.evaluate(() => (window as unknown as { __starts: AudioStart[] }).__starts);
  return starts.filter((start) => start.duration > 0.01);
}
