/**
 * The landing page on the built site in Chromium: real audio from the demo block, the Get Started
 * heartbeat (a looping 22 s buffer sounding on hover after a first click, stopped on leave, a 0.5 s
 * pulse unless motion is reduced), the install command on the real clipboard, axe in both themes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioSources, audioStarts, instrumentAudio } from './audio.ts';
import { axeViolations } from './axe.ts';
import { collectConsoleErrors, scriptsOnReach, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
let context: BrowserContext;
let page: Page;
let errors: string[];

/** Real sounds started so far, and those sounding now (started, neither stopped nor ended); durations to 0.01 s. */
const started = () => audioStarts(page);
const sounding = async () =>
  (await audioSources(page))
    .filter((source) => source.stops === 0 && !source.ended)
    .map((source) => ({ duration: Math.round(source.duration * 100) / 100, loop: source.loop }));

const HEARTBEAT = { duration: Math.round(soundCatalogue['ambient/heartbeat'].duration * 100) / 100, loop: true };

async function open(options: Parameters<typeof run.browser.newContext>[0] = {}) {
  context = await run.browser.newContext(options);
  page = await context.newPage();
  errors = collectConsoleErrors(page);
  await page.addInitScript(instrumentAudio);
  await page.goto(run.site.url);
  await page.getByRole('heading', { level: 1, name: 'react-sfx' }).waitFor();
}

const getStarted = () => page.getByRole('link', { name: 'Get Started' });
const animation = () => getStarted().evaluate((link) => {
  const style = getComputedStyle(link);
  return { name: style.animationName, duration: style.animationDuration, iterations: style.animationIterationCount };
});

afterEach(async () => {
  await context.close();
});

describe('the demo block', () => {
  it('plays real audio when a demo button is clicked', async () => {
    await open();
    await page.getByRole('button', { name: 'Play Power up (arcade/power_up)' }).click();
    await expect.poll(started).toEqual([{ duration: Math.round(soundCatalogue['arcade/power_up'].duration * 100) / 100, loop: false }]);
    await page.getByRole('button', { name: 'Play Info chime (notification/info)' }).click();
    await expect.poll(async () => (await started()).length).toBe(2);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('asks for all the code a first sound needs at once, though the page has not loaded the catalogue', async () => {
    await open();
    await page.waitForLoadState('networkidle');
    const { atOnce, after, file } = await scriptsOnReach(page, () => page.getByRole('button', { name: 'Play Power up (arcade/power_up)' }).hover());
    console.info(`/, a reach for a sound: ${atOnce.join(', ')} at once; after them: ${after.join(', ') || 'none'}; then ${file}`);
    expect(atOnce.some((script) => /\/catalogueLookup-/.test(script))).toBe(true);
    expect(after).toEqual([]);
    expect(file).toMatch(/\/power_up\.[0-9a-f]{7}\.mp3$/);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('the Get Started heartbeat', () => {
  it('after a first click, hovering starts a looping heartbeat and a 0.5 s pulse; leaving stops both', async () => {
    await open();
    await getStarted().hover();
    await expect(animation()).resolves.toMatchObject({ name: 'none' });

    await page.getByRole('heading', { level: 1 }).click();
    await getStarted().hover();

    await expect.poll(sounding).toEqual([HEARTBEAT]);
    await expect(animation()).resolves.toEqual({ name: expect.stringContaining('heartbeat'), duration: '0.5s', iterations: 'infinite' });

    await page.getByRole('heading', { level: 1 }).hover();
    await expect.poll(sounding).toEqual([]);
    expect(await started()).toContainEqual(HEARTBEAT);
    await expect(animation()).resolves.toMatchObject({ name: 'none' });
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('does not pulse under prefers-reduced-motion (the heartbeat still sounds)', async () => {
    await open({ reducedMotion: 'reduce' });
    await page.getByRole('heading', { level: 1 }).click();
    await getStarted().hover();

    await expect.poll(sounding).toEqual([HEARTBEAT]);
    await expect(animation()).resolves.toMatchObject({ name: 'none' });
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('neither sounds nor pulses with sounds turned off', async () => {
    await open();
    await page.getByRole('banner').getByRole('button', { name: 'Sound', exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('react-sfx-enabled'))).toBe('false');
    const before = await started();

    await getStarted().hover();

    await expect(animation()).resolves.toMatchObject({ name: 'none' });
    await getStarted().focus();
    await expect(started()).resolves.toEqual(before);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('the install command', () => {
  it('copies `npm install react-sfx howler` to the clipboard', async () => {
    await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: run.site.url });

    await page.getByRole('button', { name: 'Copy install command' }).click();

    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('npm install react-sfx howler');
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations in the ${colorScheme} theme, nor after playing a demo sound`, async () => {
      await open({ colorScheme });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /Coin/ }).click();
      await expect.poll(async () => (await started()).length).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }
});
