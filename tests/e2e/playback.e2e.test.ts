/**
 * Real playback: the built site, the real library and howler, Chromium's Web Audio (probed by
 * tests/e2e/audio.ts: every start, and whether it ran inside the click's own dispatch).
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioContextState, audioSources, instrumentAudio } from './audio.ts';
import { collectConsoleErrors, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
let page: Page;
let errors: string[];
const startsSoFar = () => audioSources(page);

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
    // Straight to the site's CDN: it hosts no self-hosted copies, so it does not check for one (the library's
    // check itself is tested in an app that self-hosts: tests/package/consumer.test.ts).
    expect(requests.filter((request) => request.includes('.mp3'))).toEqual([`GET /cdn/v1/${soundCatalogue['ui/success_blip'].src}`]);
    await expect.poll(() => audioContextState(page)).toBe('running');
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
