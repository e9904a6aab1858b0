/**
 * A CDN that fails: 404, 500, or a 200 that is not audio. The worker caches none of them, and the
 * visitor's page surfaces the library's own error (it does not crash or replay garbage later).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { freshPagePerTest, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
const COIN_URL = () => new URL(`/cdn/v1/${soundCatalogue['game/coin'].src}`, run.site.url).href;

let context: BrowserContext;
let page: Page;
let errors: string[];

freshPagePerTest(run, async (fresh) => {
  ({ context, page, errors } = fresh);
  await page.goto(run.site.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});

describe('a failing CDN', () => {
  // A page answered instead of audio (a 200 with HTML) fails as the fetch it is, before any decode.
  it.each([
    ['404', { status: 404, contentType: 'text/plain', body: 'Not Found' }],
    ['500', { status: 500, contentType: 'text/plain', body: 'Server Error' }],
    ['200 with an HTML body', { status: 200, contentType: 'text/html', body: '<!doctype html><p>Not found</p>' }],
  ])('answering %s: nothing is cached and the library reports its error, naming the sound and the address', async (_name, answer) => {
    await context.route(COIN_URL(), (route) => route.fulfill(answer));
    await page.getByRole('button', { name: 'Play Coin (game/coin)' }).click();
    // The address as the site configured it (its CDN base is <base>cdn/v1).
    const message = `Failed to fetch sound "game/coin" from CDN (/cdn/v1/${soundCatalogue['game/coin'].src})`;
    await expect.poll(() => errors.some((error) => error.includes('Error loading sound') && error.includes(message))).toBe(true);
    expect(await page.evaluate(async (url) => Boolean(await caches.match(url)), COIN_URL())).toBe(false);
    expect(errors.filter((error) => error.startsWith('page error'))).toEqual([]);
  });
});
