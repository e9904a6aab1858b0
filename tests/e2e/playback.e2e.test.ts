/**
 * Real playback: the built site, the real library and howler, Chromium's Web Audio. An init script
 * records every AudioBufferSourceNode.start and whether it ran inside the click's own dispatch.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { collectConsoleErrors, siteAndBrowserForThisFile } from './harness.ts';

type Start = { duration: number; insideClick: boolean };

const run = siteAndBrowserForThisFile();
let page: Page;
let errors: string[];

function instrumentAudio(): void {
  const starts: Start[] = [];
  let insideClick = false;
  Object.assign(window, { __starts: starts });
  document.addEventListener('click', () => (insideClick = true), true);
  window.addEventListener('click', () => (insideClick = false));
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    starts.push({ duration: this.buffer?.duration ?? 0, insideClick });
    Object.assign(window, { __audioContext: this.context });
    return start.apply(this, args);
  };
}

/** Starts of real sounds: howler also starts a one-sample silent buffer to unlock audio on the first gesture. */
const startsSoFar = async () =>
  (await page.evaluate(() => (window as unknown as { __starts: Start[] }).__starts)).filter((start) => start.duration > 0.01);

beforeEach(async () => {
  page = await run.browser.newPage();
  errors = collectConsoleErrors(page);
  await page.addInitScript(instrumentAudio);
  await page.goto(run.site.url);
});

describe('playing a catalogue sound', () => {
  it('fetches nothing on load, then plays the decoded file when the button is clicked', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    const button = page.getByRole('button', { name: /Success blip/ });
    await button.waitFor();
    expect(requests.filter((r) => r.includes('.mp3'))).toEqual([]);

    await button.click();
    await expect.poll(startsSoFar).toHaveLength(1);
    const [first] = await startsSoFar();
    expect(first.duration).toBeCloseTo(soundCatalogue['ui/success_blip'].duration, 2);
    expect(requests).toContain('HEAD /sounds/ui/success_blip.mp3');
    expect(requests).toContain(`GET /cdn/v1/${soundCatalogue['ui/success_blip'].src}`);
    const contextState = () => page.evaluate(() => (window as unknown as { __audioContext: BaseAudioContext }).__audioContext.state);
    await expect.poll(contextState).toBe('running');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('starts a loaded sound inside the click handler itself, and overlaps rapid clicks', async () => {
    const button = page.getByRole('button', { name: /Coin/ });
    await button.click();
    await expect.poll(startsSoFar).toHaveLength(1);
    await button.click();
    await button.click();
    await expect.poll(startsSoFar).toHaveLength(3);
    const [, second, third] = await startsSoFar();
    expect(second.insideClick).toBe(true);
    expect(third.insideClick).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
