/**
 * A CDN that fails: 404, 500, or a 200 that is not audio. The worker caches none of them, and the sound
 * plays all the same: the site renders it on the visitor's device from its recipe (react-sfx/synth in
 * 'fallback' mode), the catalogue's own sound.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioStarts, instrumentAudio } from './audio.ts';
import { freshPagePerTest, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
const COIN_URL = () => new URL(`/cdn/v1/${soundCatalogue['game/coin'].src}`, run.site.url).href;

let context: BrowserContext;
let page: Page;
let errors: string[];

freshPagePerTest(run, async (fresh) => {
  ({ context, page, errors } = fresh);
  await page.addInitScript(instrumentAudio);
  await page.goto(run.site.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});

describe('a failing CDN', () => {
  // A page answered instead of audio (a 200 with HTML) fails as the fetch it is, before any decode.
  it.each([
    ['404', { status: 404, contentType: 'text/plain', body: 'Not Found' }],
    ['500', { status: 500, contentType: 'text/plain', body: 'Server Error' }],
    ['200 with an HTML body', { status: 200, contentType: 'text/html', body: '<!doctype html><p>Not found</p>' }],
  ])('answering %s: nothing is cached, and the sound plays rendered on the device, without an error', async (_name, answer) => {
    let asked = 0;
    await context.route(COIN_URL(), (route) => {
      asked += 1;
      return route.fulfill(answer);
    });
    await page.getByRole('button', { name: 'Play Coin (game/coin)' }).click();
    await expect.poll(async () => (await audioStarts(page)).map((start) => start.duration)).toEqual([Math.round(soundCatalogue['game/coin'].duration * 100) / 100]);
    expect(asked).toBe(1); // the file was asked for first
    expect(await page.evaluate(async (url) => Boolean(await caches.match(url)), COIN_URL())).toBe(false);
    // The browser's own line for the failed status is all the console says.
    expect(errors.filter((error) => !/Failed to load resource: the server responded with a status of (404|500)/.test(error)), errors.join('\n')).toEqual([]);
  });
});
