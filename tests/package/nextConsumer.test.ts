/**
 * The packed library in a Next.js 16 App Router app (tests/consumer-next): SoundProvider in the root
 * layout, configured there by props alone (cdnUrl, localSoundsPath, loadTimeout), and SoundButton given only
 * a sound name in a page, both Server Components; useSound in a 'use client' file; the catalogue read on the
 * server from react-sfx/catalogue. `next build` (a static export) must succeed, and the served
 * export must play both sounds in Chromium.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/serve.mjs';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioSources, instrumentAudio } from '../e2e/audio.ts';
import { collectConsoleErrors, launchBrowser } from '../e2e/harness.ts';
import { ROOT, pinned, pinnedDependencies, run, tarballs, unpack } from './packages.ts';
import { startSoundsCdn, type SoundsCdn } from './soundsCdn.ts';

/** The Next.js this app is tested with (16 is the App Router release the issue names). */
const NEXT_VERSION = '16.4.6';
const COPY = soundCatalogue['ui/copy'];
const SUCCESS = soundCatalogue['notification/success'];

let dir: string;
let scratch: string;
let cdn: SoundsCdn;
let site: RunningServer;
let browser: Browser;
let buildOutput = '';

beforeAll(async () => {
  const { library, sounds } = tarballs();
  scratch = await mkdtemp(join(tmpdir(), 'react-sfx-next-cdn-'));
  cdn = await startSoundsCdn(await unpack(sounds, scratch));
  dir = await mkdtemp(join(tmpdir(), 'react-sfx-next-'));
  await cp(join(ROOT, 'tests/consumer-next'), dir, { recursive: true, filter: (source) => !['node_modules', '.next', 'out'].includes(basename(source)) });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SFX_CDN: cdn.base };
  // next build type-checks a TypeScript app and refuses to start without @types/node (a fresh machine has no
  // copy anywhere above the temporary folder to fall back on).
  const deps = [...pinnedDependencies().filter((spec) => !/^(vite|@vitejs\/plugin-react)@/.test(spec)), pinned('@types/node')];
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', library, sounds, `next@${NEXT_VERSION}`, ...deps], { cwd: dir, env, maxBuffer: 32 * 1024 * 1024 });
  const built = await run(join(dir, 'node_modules/.bin/next'), ['build'], { cwd: dir, env, maxBuffer: 32 * 1024 * 1024 });
  buildOutput = `${built.stdout}\n${built.stderr}`;
  [site, browser] = await Promise.all([startServer({ root: join(dir, 'out'), port: 0, host: '127.0.0.1' }), launchBrowser({ site: false })]);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cdn?.close();
  await Promise.all([dir, scratch].filter(Boolean).map((path) => rm(path, { recursive: true, force: true })));
});

describe('a Next.js App Router app using react-sfx', () => {
  it('builds with next build: the provider and SoundButton render from Server Components, the catalogue is read on the server', async () => {
    expect(buildOutput).not.toMatch(/createContext is not a function|Error:/);
    const html = await readFile(join(dir, 'out/index.html'), 'utf8');
    expect(html).toContain(`72 sounds; ui/copy lasts ${COPY.duration} s`);
    expect(html).toMatch(/<button[^>]*>Copy<\/button>/);
    expect(html).toMatch(/<button[^>]*>Save<\/button>/);
  });

  it('plays a sound through SoundButton and one through useSound in Chromium, from the CDN it was given', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.addInitScript(instrumentAudio);
    await page.goto(site.url);
    await page.getByRole('heading', { name: 'react-sfx on Next.js' }).waitFor();
    // The server layout's <SoundProvider cdnUrl loadTimeout localSoundsPath> reached the client runtime.
    await page.getByText('Loads time out after 8000 ms').waitFor();

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(2);

    const [copy, success] = await audioSources(page);
    expect(copy?.duration).toBeCloseTo(COPY.duration, 2);
    expect(success?.duration).toBeCloseTo(SUCCESS.duration, 2);
    expect(requests).toContain(`GET ${cdn.base}/${COPY.src}`);
    expect(requests.filter((request) => request.startsWith('HEAD '))).toEqual([]); // localSoundsPath={false}
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it("plays a catalogue sound and the studio's customSound line rendered in react-sfx/synth's worker in 'always' mode, with no audio request", async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const requests: string[] = [];
    const workers: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.addInitScript(instrumentAudio);
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Rendered coin' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Studio sound' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(2);
    const [coin, copy] = await audioSources(page);
    expect(coin?.duration).toBeCloseTo(soundCatalogue['game/coin'].duration, 2);
    expect(copy?.duration).toBeCloseTo(soundCatalogue['ui/copy'].duration * 1.2, 2);
    expect(requests.filter((request) => /coin|copy|\.mp3/.test(request) && !/success/.test(request))).toEqual([]);
    // Next.js's build bundled the worker: one started, from this app's own files.
    expect(workers).toHaveLength(1);
    expect(new URL(workers[0] ?? '').origin).toBe(new URL(site.url).origin);
    expect((await page.getByRole('alert').allTextContents()).filter(Boolean)).toEqual([]); // (Next.js's route announcer is an empty alert)
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });
});
