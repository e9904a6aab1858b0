/**
 * The published packages as a developer meets them: tests/consumer (a Vite + React + TypeScript app that
 * imports only 'react-sfx') installed from the two tarballs, type-checked, built, and played in Chromium
 * with the unpacked sounds package as its CDN; then the installed CLI self-hosts a sound.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/serve.mjs';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { collectConsoleErrors, launchBrowser } from '../e2e/harness.ts';
import { audioSources, instrumentAudio } from '../e2e/audio.ts';
import { installConsumerApp, type ConsumerApp } from './consumerApp.ts';
import { tarballs, unpack } from './packages.ts';
import { startSoundsCdn, type SoundsCdn } from './soundsCdn.ts';

const COPY = soundCatalogue['ui/copy'];
const SUCCESS = soundCatalogue['notification/success'];

let app: ConsumerApp;
let cdn: SoundsCdn;
let site: RunningServer;
let browser: Browser;
let scratch: string;

beforeAll(async () => {
  const { library, sounds } = tarballs();
  scratch = await mkdtemp(join(tmpdir(), 'react-sfx-cdn-'));
  cdn = await startSoundsCdn(await unpack(sounds, scratch));
  [app, browser] = await Promise.all([installConsumerApp([library, sounds]), launchBrowser({ site: false })]);
  site = await startServer({ root: join(app.dir, 'dist'), port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cdn?.close();
  await Promise.all([app, { dir: scratch }].filter((item) => item?.dir).map(({ dir }) => rm(dir, { recursive: true, force: true })));
});

type Visit = { page: Page; requests: string[]; errors: string[] };

/** Opens the built app with audio starts and every request (`METHOD url`) recorded. */
async function visit(): Promise<Visit> {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  const errors = collectConsoleErrors(page, { localCheck: true });
  await page.addInitScript(instrumentAudio);
  await page.goto(site.url);
  return { page, requests, errors };
}

describe('an app that installed react-sfx and react-sfx-sounds', () => {
  it('type-checks in strict mode against the published declarations', async () => {
    await app.typecheck();
  });

  it('plays a sound through useSound and one through SoundButton, fetched from the CDN', async () => {
    await app.build({ VITE_CDN: cdn.base });
    const { page, requests, errors } = await visit();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(2);

    const [success, copy] = await audioSources(page);
    expect(success?.duration).toBeCloseTo(SUCCESS.duration, 2);
    expect(copy?.duration).toBeCloseTo(COPY.duration, 2);
    expect(requests).toContain(`HEAD ${site.url}sounds/ui/copy.mp3`);
    expect(requests).toContain(`GET ${cdn.base}/${SUCCESS.src}`);
    expect(requests).toContain(`GET ${cdn.base}/${COPY.src}`);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it("plays a catalogue sound rendered on the device through react-sfx/synth in 'always' mode, with no request for it", async () => {
    const { page, requests, errors } = await visit();
    await page.getByRole('button', { name: 'Rendered coin' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(1);
    const [coin] = await audioSources(page);
    // A 44.1 kHz render, resampled by the audio context: as long as the catalogue's coin, to the sample.
    expect(coin?.duration).toBeCloseTo(soundCatalogue['game/coin'].duration, 2);
    expect(requests.filter((request) => /coin|react-sfx-sounds|\.mp3/.test(request) && !/success|copy/.test(request))).toEqual([]);
    // Rendered in the worker the app's build made of react-sfx/synth's, not on the page.
    expect(requests.filter((request) => /\/assets\/renderWorker-[\w-]+\.js$/.test(request))).toHaveLength(1);
    expect(requests.filter((request) => /renderOnDevice/.test(request))).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it("plays the studio's customSound line (ui/copy 3 semitones up, 1.2 times as long) with no audio request", async () => {
    const { page, requests, errors } = await visit();
    const before = requests.length;
    await page.getByRole('button', { name: 'Studio sound' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(1);
    const [copy] = await audioSources(page);
    expect(copy?.duration).toBeCloseTo(COPY.duration * 1.2, 2);
    expect(requests.slice(before).filter((request) => /copy/i.test(request))).toEqual([]);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it("renders in react-sfx/synth's worker under Vite's dev server too, through its dependency pre-bundling", async () => {
    const dev = await app.dev({ VITE_CDN: cdn.base });
    const page = await browser.newPage();
    try {
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      const errors = collectConsoleErrors(page, { localCheck: true });
      await page.addInitScript(instrumentAudio);
      await page.goto(dev.url);
      await page.getByRole('button', { name: 'Rendered coin' }).click();
      await expect.poll(() => audioSources(page), { timeout: 20_000 }).toHaveLength(1);
      await page.getByRole('button', { name: 'Studio sound' }).click();
      await expect.poll(() => audioSources(page)).toHaveLength(2);
      expect(workers).toEqual([expect.stringMatching(new RegExp(`^${dev.url}.*react-sfx/dist/renderWorker\\.js`))]);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      await page.close();
      dev.close();
    }
  }, 60_000);

  it("renders every catalogue sound in Chromium's worker sample for sample as Node renders it", async () => {
    const { page, errors } = await visit();
    await page.getByRole('button', { name: 'Digest every sound' }).click();
    const shown = page.getByLabel('Sample digests');
    await expect.poll(async () => (await shown.textContent())?.split('\n').length, { timeout: 60_000 }).toBe(Object.keys(soundCatalogue).length);
    const inChromium = (await shown.textContent()) ?? '';
    const { renderSamples } = await import('../../src/sfx/synth/renderOnDevice.ts');
    const inNode = Object.keys(soundCatalogue).map((name) => {
      const samples = renderSamples(name);
      return `${name} ${createHash('sha256').update(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength)).digest('hex')}`;
    });
    expect(inChromium.split('\n')).toEqual(inNode);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  }, 120_000);

  it("keeps a visitor who had muted the react-sounds version of the app muted, until they turn sounds on", async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page, { localCheck: true });
    await page.addInitScript(instrumentAudio);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('visited') === null) localStorage.setItem('react-sounds-enabled', 'false'); // react-sounds' own key
      sessionStorage.setItem('visited', 'yes');
    });
    await page.goto(site.url);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.waitForTimeout(1000);
    expect(await audioSources(page)).toEqual([]);

    // The visitor's next choice is react-sfx's own, and wins.
    await page.evaluate(() => localStorage.setItem('react-sfx-enabled', 'true'));
    await page.reload();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('react-sounds-enabled'))).toBe('false');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('names the sound when a custom address answers a page instead of audio, as an SPA fallback does', async () => {
    const { page, requests, errors } = await visit();

    await page.getByRole('button', { name: 'Chime' }).click();

    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Failed to load custom sound "/sfx/chime"');
    expect(requests).toContain(`GET ${site.url}sfx/chime`);
    expect(errors.every((error) => /Error loading sound|Error playing sound/.test(error) && error.includes('Failed to load custom sound'))).toBe(true);
    await page.close();
  });

  it("installs every sound from the installed react-sfx-sounds package with no network, as that package's README says", async () => {
    const readme = await readFile(join(app.dir, 'node_modules/react-sfx-sounds/README.md'), 'utf8');
    expect(readme).not.toMatch(/do not install this package/i);
    const command = readme.match(/^npx react-sfx (pick .*--from \S+)$/m)?.[1];
    expect(command).toBe('pick --all --from node_modules/react-sfx-sounds');

    const { stdout } = await app.exec('npx', ['--no', 'react-sfx', ...(command ?? '').split(' '), '--output', 'offline-sounds'], { REACT_SFX_CDN: 'http://127.0.0.1:9/unreachable' });

    expect(stdout).toContain('72 downloaded');
    expect(existsSync(join(app.dir, 'offline-sounds/ambient/rain.mp3'))).toBe(true);
  });

  it('uses a copy self-hosted with the installed CLI first, without asking the CDN', async () => {
    const { stdout } = await app.exec('npx', ['--no', 'react-sfx', 'pick', 'ui/copy', '--output', 'public/sounds'], { REACT_SFX_CDN: cdn.base });
    expect(stdout).toContain('1 downloaded');
    expect(existsSync(join(app.dir, 'public/sounds/ui/copy.mp3'))).toBe(true);

    await app.build({ VITE_CDN: cdn.base });
    const cdnRequestsBefore = cdn.requests.length;
    const { page, requests, errors } = await visit();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(1);

    const copyRequests = requests.filter((request) => request.includes('copy'));
    expect(copyRequests).toEqual([`HEAD ${site.url}sounds/ui/copy.mp3`, `GET ${site.url}sounds/ui/copy.mp3`]);
    expect(cdn.requests.slice(cdnRequestsBefore).filter((request) => request.includes('copy'))).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it("loads with require(), as Jest and CommonJS tools do, the main entry and the catalogue alike", async () => {
    const { stdout, stderr } = await app.exec(process.execPath, ['require.cjs']);
    expect(JSON.parse(stdout)).toEqual({ hook: 'function', button: 'function', sounds: 72, same: true, copy: COPY.src });
    expect(stderr).toBe('');
  });

  it("offers the catalogue to server code from react-sfx/catalogue, without React or 'use client'", async () => {
    const { stdout, stderr } = await app.exec(process.execPath, ['catalogue.mjs']);
    expect(JSON.parse(stdout)).toEqual({ sounds: 72, known: true, unknown: false, duration: COPY.duration });
    expect(stderr).toBe('');
  });

  it('renders on a server: plain Node, no DOM, the package imported through its exports map', async () => {
    const { stdout, stderr } = await app.exec(process.execPath, ['ssr.mjs']);
    expect(stdout).toBe('<button type="button">Copy</button>');
    expect(stderr).toBe('');
  });
});
