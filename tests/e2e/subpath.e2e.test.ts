/**
 * The site built for a sub-path (`SITE_BASE=/react-sfx/ npm run build` -> dist-subpath/, as
 * `npm run test:e2e` builds it) served as plain files under /react-sfx/, as a GitHub Pages project site
 * is: every route and link stays under the base, sounds play from <base>cdn/v1, the worker installs with
 * the base as its scope, and a sound played online replays offline.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve.mjs';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioStarts, instrumentAudio } from './audio.ts';
import { collectConsoleErrors, launchBrowser } from './harness.ts';
import { startHost } from './hosts.ts';

const BUILD = fileURLToPath(new URL('../../dist-subpath/', import.meta.url));
const BASE = '/react-sfx/';
const COIN = { name: 'Play Coin (game/coin)', key: 'game/coin' } as const;

let browser: Browser;
let host: RunningServer;
let context: BrowserContext;
let page: Page;
let errors: string[];
const url = (path: string) => new URL(path, host.url).href;

beforeAll(async () => {
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error('dist-subpath/ is missing: run `npm run build:subpath` first');
  host = await startHost('plain-files', BUILD, BASE);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  errors = collectConsoleErrors(page);
  await page.addInitScript(instrumentAudio);
});
afterEach(async () => {
  await context?.close();
});

describe(`the site built for ${BASE}`, () => {
  it('names the base in the manifest, the canonical URLs and every local link and script', async () => {
    const manifest = JSON.parse(readFileSync(join(BUILD, 'manifest.webmanifest'), 'utf8')) as {
      start_url: string; scope: string; icons: { src: string }[];
    };
    expect(manifest.start_url).toBe(BASE);
    expect(manifest.scope).toBe(BASE);
    for (const icon of manifest.icons) expect(icon.src.startsWith(`${BASE}icons/`)).toBe(true);
    for (const file of ['index.html', 'docs/index.html', 'sounds/index.html', 'studio/index.html', '404.html']) {
      const html = readFileSync(join(BUILD, file), 'utf8');
      const local = [...html.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((match) => match[1]);
      expect(local.length).toBeGreaterThan(3);
      expect(local.filter((address) => !address.startsWith(BASE))).toEqual([]);
      if (file !== '404.html') expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^/"]+\/react-sfx\//);
    }
  });

  it('shows every route, navigates under the base, and plays a sound from <base>cdn/v1', async () => {
    for (const [path, heading] of [['', 'react-sfx'], ['sounds', 'Sound Library'], ['docs', 'Documentation'], ['studio', 'Sound Studio'], ['nope', 'Page not found']]) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'react-sfx', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(BASE);
    await nav.getByRole('link', { name: 'Sounds', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sound Library' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${BASE}sounds`);

    await page.goto(url(''));
    const cdnRequest = page.waitForRequest((request) => request.url().includes(`${BASE}cdn/v1/`));
    await page.getByRole('button', { name: COIN.name }).click();
    expect(new URL((await cdnRequest).url()).pathname).toBe(`${BASE}cdn/v1/${soundCatalogue[COIN.key].src}`);
    await expect.poll(async () => (await audioStarts(page)).length).toBe(1);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('runs the Sound Studio under the base: its worker renders and plays, and the MP3 encoder loads from <base>assets', async () => {
    await page.goto(url('studio?sound=game/coin&pitch=2'));
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
    await play.click();
    await expect.poll(async () => (await audioStarts(page)).length).toBe(1);
    const encoder = page.waitForRequest((request) => request.url().includes('/studio-encoder-'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export MP3' }).click()]);
    expect(download.suggestedFilename()).toBe('coin-custom.mp3');
    expect(new URL((await encoder).url()).pathname.startsWith(`${BASE}assets/`)).toBe(true);
    // A plain file host answers /studio with a redirect to the folder, /studio/: the settings come along.
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${BASE}studio/?$`));
    expect(new URL(page.url()).searchParams.get('pitch')).toBe('2');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('installs the worker with the base as its scope, and replays a played sound offline', async () => {
    await page.goto(url(''));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(url(''));
    await page.getByRole('button', { name: COIN.name }).click();
    await expect.poll(async () => (await audioStarts(page)).length).toBe(1);
    const cdnFile = url(`cdn/v1/${soundCatalogue[COIN.key].src}`);
    await expect.poll(() => page.evaluate(async (file) => Boolean(await caches.match(file)), cdnFile)).toBe(true);

    await context.setOffline(true);
    for (const [path, heading] of [['sounds', 'Sound Library'], ['docs', 'Documentation'], ['', 'react-sfx']]) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: COIN.name }).click();
    await expect.poll(async () => (await audioStarts(page)).length).toBe(1);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
