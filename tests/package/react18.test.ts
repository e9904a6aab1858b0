/**
 * The library's lower peer range: the same consumer app (tests/consumer) on React 18.3, installed from
 * the tarballs, type-checked, built, played in Chromium and rendered on a server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/serve.mjs';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioSources, instrumentAudio } from '../e2e/audio.ts';
import { collectConsoleErrors, launchBrowser } from '../e2e/harness.ts';
import { installConsumerApp, type ConsumerApp } from './consumerApp.ts';
import { tarballs, unpack } from './packages.ts';
import { startSoundsCdn, type SoundsCdn } from './soundsCdn.ts';

let app: ConsumerApp;
let cdn: SoundsCdn;
let site: RunningServer;
let browser: Browser;
let scratch: string;

beforeAll(async () => {
  const { library, sounds } = tarballs();
  scratch = await mkdtemp(join(tmpdir(), 'react-sfx-cdn-'));
  cdn = await startSoundsCdn(await unpack(sounds, scratch));
  [app, browser] = await Promise.all([installConsumerApp([library, sounds], { react: 18 }), launchBrowser({ site: false })]);
  await app.build({ VITE_CDN: cdn.base });
  site = await startServer({ root: join(app.dir, 'dist'), port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cdn?.close();
  await Promise.all([app?.dir, scratch].filter(Boolean).map((dir) => rm(dir as string, { recursive: true, force: true })));
});

describe('an app on React 18 that installed react-sfx', () => {
  it('has React 18 and type-checks in strict mode against the published declarations', async () => {
    const { stdout } = await app.exec(process.execPath, ['-p', "require('react/package.json').version"]);
    expect(stdout.trim()).toMatch(/^18\.3\./);
    await app.typecheck();
  });

  it('plays a sound through useSound and one through SoundButton', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page, { localCheck: true });
    await page.addInitScript(instrumentAudio);
    await page.goto(site.url);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => audioSources(page)).toHaveLength(2);

    const [success, copy] = await audioSources(page);
    expect(success?.duration).toBeCloseTo(soundCatalogue['notification/success'].duration, 2);
    expect(copy?.duration).toBeCloseTo(soundCatalogue['ui/copy'].duration, 2);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('renders on a server with react-dom/server 18', async () => {
    const { stdout, stderr } = await app.exec(process.execPath, ['ssr.mjs']);
    expect(stdout).toBe('<button type="button">Copy</button>');
    expect(stderr).toBe('');
  });
});
