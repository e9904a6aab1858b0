/**
 * The layout on the built site in Chromium: the header's sound switch (real audio, persisted by the
 * library across reloads), the header at 360 px, and the not-found page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioSources, instrumentAudio } from './audio.ts';
import { axeViolations } from './axe.ts';
import { freshPagePerTest, siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();
let page: Page;
let errors: string[];

/** Records every AudioBufferSourceNode start and stop with its buffer's duration. */
/** Buffer durations (to 1 ms) of real sounds started, or stopped at least once, so far. */
const audioCalls = (kind: '__starts' | '__stops') => async () =>
  (await audioSources(page))
    .filter((source) => kind === '__starts' || source.stops > 0)
    .map((source) => Math.round(source.duration * 1000) / 1000);

const toggle = () => page.getByRole('banner').getByRole('button', { name: 'Sound', exact: true });
const stored = () => page.evaluate(() => localStorage.getItem('react-sfx-enabled'));
const ON_TITLE = 'Sound on — click to mute';
const OFF_TITLE = 'Sound off — click to unmute';

let context: BrowserContext;

freshPagePerTest(run, async (fresh) => {
  ({ page, errors, context } = fresh);
  await page.addInitScript(instrumentAudio);
});

describe('the header sound switch', () => {
  it('turns sounds off and on with their sounds, and the choice survives a reload', async () => {
    await page.goto(run.site.url);
    await expect.poll(() => toggle().getAttribute('aria-pressed')).toBe('true');
    await expect(toggle().getAttribute('title')).resolves.toBe(ON_TITLE);

    // The visit's first sound: the browser starts its audio service with it (hundreds of ms headless).
    await toggle().click();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(toggle().getAttribute('title')).resolves.toBe(OFF_TITLE);
    await expect.poll(stored, { timeout: 5000 }).toBe('false');
    // ui/toggle_off played in full: started, and never stopped early by sounds going off.
    await expect.poll(audioCalls('__starts'), { timeout: 5000 }).toEqual([soundCatalogue['ui/toggle_off'].duration]);
    await expect(audioCalls('__stops')()).resolves.toEqual([]);

    await page.reload();
    await expect.poll(() => toggle().getAttribute('aria-pressed')).toBe('false');
    await expect(toggle().getAttribute('title')).resolves.toBe(OFF_TITLE);

    await toggle().click();
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(toggle().getAttribute('title')).resolves.toBe(ON_TITLE);
    await expect.poll(audioCalls('__starts')).toEqual([soundCatalogue['ui/toggle_on'].duration]);
    await expect(stored()).resolves.toBe('true');

    await page.reload();
    await expect.poll(() => toggle().getAttribute('aria-pressed')).toBe('true');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('silences the demo sounds while off', async () => {
    await page.goto(run.site.url);
    const coin = page.getByRole('button', { name: /Coin/ });
    await coin.click();
    await expect.poll(audioCalls('__starts')).toEqual([soundCatalogue['game/coin'].duration]);
    await toggle().click();
    await expect.poll(stored).toBe('false');
    await page.getByRole('status').filter({ hasText: 'Sounds are off.' }).waitFor();

    // The coin is decoded now: were it to play, it would start inside the click itself.
    await coin.click();

    await expect(audioCalls('__starts')()).resolves.toEqual([soundCatalogue['game/coin'].duration, soundCatalogue['ui/toggle_off'].duration]);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('the switch across tabs (issue 25)', () => {
  it('turned off in one tab, is off in the others at once, which then play nothing', async () => {
    const other = await context.newPage();
    await other.addInitScript(instrumentAudio);
    for (const tab of [page, other]) {
      await tab.goto(new URL('/sounds', run.site.url).href);
      await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    }
    const otherToggle = () => other.getByRole('banner').getByRole('button', { name: 'Sound', exact: true });
    await expect(otherToggle().getAttribute('aria-pressed')).resolves.toBe('true');

    // A visitor clicks in the tab in front of them (a tab behind has its timers slowed). Off is stored once
    // ui/toggle_off has been heard, and this is the visit's first sound: the audio service starts with it.
    await page.bringToFront();
    await toggle().click();
    await expect.poll(stored, { timeout: 5000 }).toBe('false');

    await expect.poll(() => otherToggle().getAttribute('aria-pressed')).toBe('false');
    await other.bringToFront();
    await other.getByRole('button', { name: 'Play Sound' }).first().click();
    await other.waitForTimeout(500);
    await expect(audioSources(other)).resolves.toEqual([]);

    // And back on from the other tab.
    await otherToggle().click();
    await expect.poll(() => toggle().getAttribute('aria-pressed')).toBe('true');
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('the header at 360 px', () => {
  it('fits without horizontal scrolling and keeps every control reachable by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(run.site.url);
    await page.getByRole('heading', { level: 1 }).waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const names = ['Home', 'Sounds', 'Docs', 'Studio', 'GitHub source repository (opens in a new tab)'];
    for (const name of names) {
      const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }

    // Tab through the header (other parts of the page may come before it, like an update prompt).
    const reached: string[] = [];
    for (let i = 0; i < 12 && !reached.includes('Sound'); i += 1) {
      await page.keyboard.press('Tab');
      const inHeader = await page.evaluate(() => (document.activeElement?.closest('header') ? document.activeElement.textContent?.trim() : null));
      if (inHeader) reached.push(inHeader);
    }
    expect(reached).toEqual(['♪react-sfx', 'Home', 'Sounds', 'Docs', 'Studio', 'GitHub↗', 'Sound']);
    await page.keyboard.press('Enter');
    await expect(toggle().getAttribute('aria-pressed')).resolves.toBe('false');
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('over-long values in the address (issue 25)', () => {
  it('are cut before they reach the layout: nothing is wider than a 360 px screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const long = (letter: string) => letter.repeat(5000);
    const addresses = [
      `/studio?sound=${long('x')}`,
      `/studio?sound=ui/copy&pitch=${long('9')}&length=${long('1')}`,
      `/sounds?q=${long('y')}&category=${long('c')}&page=${long('7')}`,
      `/docs?q=${long('d')}#${long('h')}`,
      `/${long('z')}`,
    ];
    for (const address of addresses) {
      await page.goto(new URL(address, run.site.url).href);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, address.slice(0, 40)).toBe(0); // was 46,181 px for the studio's sound
    }
    // The studio names the unknown sound by its first 60 characters.
    await page.goto(new URL(addresses[0] ?? '', run.site.url).href);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'There is no sound called' }).textContent()).toBe(`There is no sound called "${'x'.repeat(60)}…" in the catalogue: choose one below.`);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('the not-found page', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`names the missing path and offers the three pages, axe-clean in the ${colorScheme} theme`, async () => {
      await page.emulateMedia({ colorScheme });
      await page.goto(new URL('/guides/sounds', run.site.url).href);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      // The HTML says "this address"; the address itself shows once the page has hydrated.
      await expect.poll(() => page.getByRole('main').textContent()).toContain('There is no page at /guides/sounds.');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).resolves.toBe('/');
      await expect(main.getByRole('link', { name: 'Browse the Sound Library' }).getAttribute('href')).resolves.toBe('/sounds');
      await expect(main.getByRole('link', { name: 'Read the documentation' }).getAttribute('href')).resolves.toBe('/docs');
      expect(await axeViolations(page)).toEqual([]);

      await main.getByRole('link', { name: 'Read the documentation' }).click();
      await page.waitForURL(new URL('/docs', run.site.url).href);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }
});
