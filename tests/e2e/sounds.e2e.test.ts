/**
 * The Sound Library in Chromium against the built site: search, filter, paging, the URL round trip,
 * real previews (AudioBufferSourceNode.start/stop instrumented), copy id, download, and what /sounds
 * fetches when nobody touches it.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { axeViolations } from './axe.ts';
import { collectConsoleErrors, holdRequests, scriptsOnReach, siteAndBrowserForThisFile } from './harness.ts';
import { CROSSFADE_MS } from '../../src/sfx/runtime/howlSound.ts';
import { BLOCK, audioSources, compareOutputWithFile, instrumentAudio, outputRecorded, recordAudioOutput } from './audio.ts';
import { deviceSynth } from '../../src/sfx/synth.ts';
import { fileBytes } from '../utils/renderedFiles.ts';

type Source = { duration: number; started: number; stopped: number };

const run = siteAndBrowserForThisFile();
const KEYS = Object.keys(soundCatalogue);
const PAGES = Math.ceil(KEYS.length / 30);
let context: BrowserContext;
let page: Page;
let errors: string[];

/** A sound's length as a source's buffer has it, to 0.01 s. */
const seconds = (key: keyof typeof soundCatalogue) => Math.round(soundCatalogue[key].duration * 100) / 100;

/** The lengths of the sources sounding now (started, neither stopped nor ended), to 0.01 s. */
const soundingDurations = async (): Promise<number[]> =>
  (await audioSources(page)).filter((source) => source.stops === 0 && !source.ended).map((source) => Math.round(source.duration * 100) / 100);

/** The real sounds played so far, with how often each was started and stopped. */
const sources = async (): Promise<Source[]> =>
  (await audioSources(page)).map((source) => ({ duration: source.duration, started: 1, stopped: source.stops }));

const url = (path: string) => new URL(path, run.site.url).href;
const search = () => new URL(page.url()).search;
const card = (title: string) => page.getByRole('article', { name: title, exact: true });
const status = () => page.getByText(/^Showing \d+ of \d+ sounds$/);
const pagination = () => page.getByRole('navigation', { name: 'Pagination' });

async function openLibrary(path = '/sounds'): Promise<void> {
  await page.goto(url(path));
  await page.getByRole('heading', { level: 1, name: 'Sound Library' }).waitFor();
  await page.locator('article').first().waitFor();
}

/** The tail shifts of whole blocks, up to `blocks` late or early (see compareOutputWithFile). */
const blocksOff = (blocks: number) => Array.from({ length: 2 * blocks + 1 }, (_, index) => (index - blocks) * BLOCK || 0);

/**
 * Where the pagination's Next button lies on the page (its top plus the scroll), just after it was scrolled into
 * view and again once the cards around it have come into view and laid out.
 */
async function nextButtonPlaces(): Promise<[number, number]> {
  const next = pagination().getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  const place = () => next.evaluate((button) => Math.round(button.getBoundingClientRect().top + scrollY));
  const first = await place();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
  return [first, await place()];
}

async function expectButton(scope: Locator, name: string): Promise<void> {
  await scope.getByRole('button', { name, exact: true }).waitFor();
}

/**
 * A fresh context and page, its audio instrumented; `bypassCSP` for a test whose instruments the site's policy
 * refuses; `device` for a phone's screen (touch, viewport).
 */
async function openPage({ bypassCSP = false, ...device }: { bypassCSP?: boolean } & Pick<BrowserContextOptions, 'hasTouch' | 'isMobile' | 'viewport'> = {}): Promise<void> {
  context = await run.browser.newContext({ acceptDownloads: true, bypassCSP, ...device });
  page = await context.newPage();
  errors = collectConsoleErrors(page);
  await page.addInitScript(instrumentAudio);
}

beforeEach(() => openPage());

afterEach(async () => {
  expect(errors, errors.join('\n')).toEqual([]);
  await context.close();
});

describe('/sounds on load', () => {
  it('fetches no audio until a visitor reaches for a sound, and has no axe violations', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await openLibrary();
    await page.waitForLoadState('networkidle');
    console.info(`Requests of /sounds on load, no interaction:\n  ${requests.join('\n  ')}`);
    expect(requests.filter((request) => /\.mp3$|\/cdn\//.test(request))).toEqual([]);
    await expect(page.locator('article').count()).resolves.toBe(30);
    await expect(status().textContent()).resolves.toBe('Showing 30 of 72 sounds');
    await expect(status().getAttribute('role')).resolves.toBe('status');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('asks for all the code a first sound needs at once, as a visitor reaches for it, then for the sound', async () => {
    await openLibrary();
    await page.waitForLoadState('networkidle');
    const { atOnce, after, file } = await scriptsOnReach(page, () => card('level up').getByRole('button', { name: 'Play Sound' }).hover());
    console.info(`/sounds, a reach for a sound: ${atOnce.join(', ')} at once; after them: ${after.join(', ') || 'none'}; then ${file}`);
    expect(atOnce.some((script) => /\/loader-/.test(script))).toBe(true);
    expect(after).toEqual([]);
    expect(file).toMatch(/\/level_up\.[0-9a-f]{7}\.mp3$/);
  });

  it('keeps its place as cards come into view, so a press near the bottom lands where it was aimed', async () => {
    await openLibrary();
    const [before, after] = await nextButtonPlaces();
    expect(after).toBe(before);
    // Every card in view is as tall as the others, a long id's (notification/notification wraps here) too.
    const heights = await page.locator('article').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height).filter((height) => height > 0));
    expect(new Set(heights.map(Math.round)).size, heights.join(', ')).toBe(1);
  });

  it('does not move the layout while cards fetch their sounds (Loading... keeps the button size)', async () => {
    await openLibrary();
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: false });
    });
    for (const title of ['campfire', 'rain', 'level up']) {
      // Waited for from before the hover: straight from the CDN (no local-copy check first), it can be quick.
      const fetched = page.waitForResponse((response) => response.url().includes('/cdn/v1/'));
      await card(title).getByRole('button', { name: 'Play Sound' }).hover();
      await fetched;
      await expectButton(card(title), 'Play Sound');
    }
    await expect(page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).resolves.toEqual([]);
  });
});

describe('/sounds on a touch screen', () => {
  beforeEach(async () => {
    await context.close();
    await openPage({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  });

  it("gets the renderer ready while idle, then plays a tapped sound rendered on the device with no audio request; a bed plays its file", async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openLibrary();
    await page.waitForLoadState('networkidle');
    // 'short' mode: its code (the worker, howler, the fetching code) came while nobody touched the page, and no sound.
    await expect.poll(() => requests.filter((path) => /\/(renderWorker|howler|loader)-[\w-]+\.js$/.test(path)).length).toBe(3);
    expect(requests.filter((path) => /\.mp3$|\/cdn\//.test(path))).toEqual([]);

    await card('level up').getByRole('button', { name: 'Play Sound' }).tap();
    await expect.poll(async () => (await audioSources(page)).map((source) => Math.round(source.duration * 100) / 100)).toEqual([seconds('arcade/level_up')]);
    expect(requests.filter((path) => /\.mp3$|\/cdn\//.test(path))).toEqual([]);

    await card('campfire').getByRole('button', { name: 'Play Sound' }).tap();
    await expect.poll(() => requests.filter((path) => /\/cdn\/v1\/ambient\/campfire\.[0-9a-f]{7}\.mp3$/.test(path)).length).toBe(1);
    await expect.poll(async () => (await audioSources(page)).some((source) => source.loop || source.duration > 8)).toBe(true);
  });

  it('lights a card for keyboard focus, not for a tap', async () => {
    await openLibrary();
    const border = (title: string) => card(title).evaluate((article) => getComputedStyle(article).borderTopColor);
    const unlit = await border('rain');

    await card('level up').getByRole('button', { name: 'Play Sound' }).tap();
    await card('level up').getByRole('button', { name: 'Stop Sound' }).waitFor();
    await expect(card('level up').getByRole('button', { name: 'Stop Sound' }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    // Past the look's 150 ms transition: the tapped card stays as it was.
    await page.waitForTimeout(400);
    await expect(border('level up')).resolves.toBe(unlit);

    // The keyboard moves on to the card's download button: now the card shows where focus is.
    await page.keyboard.press('Tab');
    await expect.poll(() => border('level up')).not.toBe(unlit);
  });

  it('keeps its place as cards come into view, so a tap near the bottom lands where it was aimed', async () => {
    await openLibrary();
    const [before, after] = await nextButtonPlaces();
    expect(after).toBe(before);
  });

  it('keeps the offline panel as tall once the service worker takes over, on a first visit and a later one', async () => {
    // The panel's height as the prerendered page first lays it out (before any script: it waits for the worker).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const panel = document.querySelector('section[aria-labelledby="save-offline-title"]');
        if (document.readyState === 'interactive') Object.assign(window, { panelHeight: panel?.getBoundingClientRect().height });
      });
    });
    const panel = page.getByRole('region', { name: 'Take the sounds offline' });
    const save = panel.getByRole('button', { name: 'Save all sounds for offline' });
    const heights = async () => [await page.evaluate(() => (window as unknown as { panelHeight?: number }).panelHeight), (await panel.boundingBox())?.height];

    await openLibrary();
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    const [first, now] = await heights();
    expect(first).toBeGreaterThan(0);
    expect(now).toBe(first);

    // A later visit: the worker controls the page from the start, and hydration drops the prerendered wait's line.
    await openLibrary();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expect(heights()).resolves.toEqual([first, first]);
  });

  it('leaves no hover look on a tapped button (a touch screen has no pointer to move away)', async () => {
    await openLibrary();
    const look = (name: string) => pagination().getByRole('button', { name, exact: true }).evaluate((button) => getComputedStyle(button).backgroundColor);
    await pagination().getByRole('button', { name: 'Next' }).tap();
    await page.getByText(`Page 2 of ${PAGES}`).waitFor();
    await page.waitForTimeout(400); // past any transition
    // Next and Last look alike unless one of them is hovered.
    await expect(look('Next')).resolves.toBe(await look('Last'));
  });
});

describe('search, category and paging', () => {
  it('searches, filters, shows the empty state and pages, keeping the URL in step', async () => {
    await openLibrary();
    await page.keyboard.press('/');
    const searchBox = page.getByRole('searchbox', { name: 'Search Sounds' });
    await expect(searchBox.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('coin');
    await page.getByText('Showing 3 of 3 sounds').waitFor();
    expect(search()).toBe('?q=coin');

    await page.getByRole('combobox', { name: 'Filter by Category' }).selectOption('arcade');
    await page.getByText('Showing 2 of 2 sounds').waitFor();
    await expect(page.locator('article code').allTextContents()).resolves.toEqual(['arcade/coin', 'arcade/coin_bling']);
    await page.getByRole('search').getByText('Arcade', { exact: true }).and(page.locator('span')).waitFor();
    expect(search()).toBe('?q=coin&category=arcade');

    await searchBox.fill('zzzz');
    await page.getByRole('heading', { name: 'No sounds found' }).waitFor();
    await page.getByText("Try adjusting your search or filter to find what you're looking for.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // X is the cards on this page, Y the sounds that match.
    await searchBox.fill('');
    await page.getByRole('combobox', { name: 'Filter by Category' }).selectOption('ui');
    await page.getByText('Showing 30 of 36 sounds').waitFor();
    await pagination().getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 6 of 36 sounds').waitFor();
    await expect(page.locator('article').count()).resolves.toBe(6);
    await page.getByRole('combobox', { name: 'Filter by Category' }).selectOption('');
    await page.getByText('Showing 30 of 72 sounds').waitFor();
    await pagination().getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${PAGES}`).waitFor();
    await expect(pagination().getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.locator('article code').first().textContent()).resolves.toBe(KEYS[30]);
    expect(search()).toBe('?page=2');
    await pagination().getByRole('button', { name: 'Last' }).click();
    await page.getByText(`Page ${PAGES} of ${PAGES}`).waitFor();
    await expect(pagination().getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await expect(pagination().getByRole('button', { name: 'Last' }).isDisabled()).resolves.toBe(true);
  });

  it('keeps the search through reload and Back, and takes odd parameters without an error', async () => {
    await openLibrary('/sounds?q=o');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^Page 2 of/).waitFor();
    await page.getByRole('combobox', { name: 'Filter by Category' }).selectOption('ui');
    await page.waitForURL(/category=ui/);
    expect(search()).toBe('?q=o&category=ui');

    await page.reload();
    await page.getByText(/^Showing \d+ of/).waitFor();
    await expect(page.getByRole('combobox', { name: 'Filter by Category' }).inputValue()).resolves.toBe('ui');
    await expect(page.getByRole('searchbox', { name: 'Search Sounds' }).inputValue()).resolves.toBe('o');

    await page.goBack();
    await page.waitForURL((address) => address.search === '?q=o&page=2');
    await page.getByText(/^Page 2 of/).waitFor();
    await expect(page.getByRole('combobox', { name: 'Filter by Category' }).inputValue()).resolves.toBe('');
    await page.goBack();
    await page.waitForURL((address) => address.search === '?q=o');
    await page.getByText(/^Page 1 of/).waitFor();

    await openLibrary('/sounds?page=abc&category=nope');
    await page.getByText(`Page 1 of ${PAGES}`).waitFor();
    await page.waitForURL((address) => address.search === '');
    await openLibrary('/sounds?page=999');
    await page.getByText(`Page ${PAGES} of ${PAGES}`).waitFor();
  });
});

describe('previews', () => {
  it('plays a real sound, stops it, and stops the previous preview when another starts', async () => {
    await openLibrary();
    const wind = card('wind');
    await wind.getByRole('button', { name: 'Play Sound' }).click();
    await expectButton(wind, 'Stop Sound');
    // The bed's first play may begin on its opening; within moments, one source sounds: the whole file.
    await expect.poll(soundingDurations).toEqual([seconds('ambient/wind')]);

    await wind.getByRole('button', { name: 'Stop Sound' }).click();
    await expectButton(wind, 'Play Sound');
    await expect.poll(soundingDurations).toEqual([]);

    await wind.getByRole('button', { name: 'Play Sound' }).click();
    await expect.poll(soundingDurations).toEqual([seconds('ambient/wind')]);
    expect((await audioSources(page)).at(-1)?.offset).toBe(0); // decoded now: from its start, no opening
    const rain = card('rain');
    await rain.getByRole('button', { name: 'Play Sound' }).click();
    await expectButton(rain, 'Stop Sound');
    await expectButton(wind, 'Play Sound');
    await expect.poll(soundingDurations).toEqual([seconds('ambient/rain')]);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Issue 26: the site checked <base>sounds/… for self-hosted copies it never hosts, and each first play
  // logged "Failed to load resource: 404"; the e2e harness had to let that line through.
  it('plays sounds with nothing on the console and no request for a self-hosted copy', async () => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await openLibrary();
    for (const index of [0, 1, 2]) {
      const found = page.locator('article').nth(index);
      await found.getByRole('button', { name: 'Play Sound' }).click();
      await expectButton(found, 'Stop Sound');
    }
    await expect.poll(async () => (await audioSources(page)).length >= 3).toBe(true); // (a bed's opening counts too)
    expect(asked.filter((request) => request.startsWith('HEAD ') || /^GET \/sounds\/[a-z]+\/[a-z0-9_]+\.mp3$/.test(request))).toEqual([]);
    expect(new Set(asked.filter((request) => request.includes('/cdn/v1/')))).toHaveProperty('size', 3);
    expect(errors, errors.join('\n')).toEqual([]); // (and afterEach: no console error in any test of this file)
  });

  it('starts a 22 s bed at once from its opening and carries on into the whole file, sample for sample', async () => {
    // The recorder is an AudioWorklet loaded from a blob: URL, which the site's Content-Security-Policy refuses
    // (as it should any script it does not know): this test is about what is heard, so its page goes without it.
    await context.close();
    await openPage({ bypassCSP: true });
    await page.addInitScript(recordAudioOutput);
    const file = new URL(`/cdn/v1/${soundCatalogue['ambient/campfire'].src}`, run.site.url).href;
    // The file arrives after the click (as on a real network), so the click finds the sound undecoded.
    const letFileThrough = await holdRequests(context, file);
    await openLibrary();
    const campfire = card('campfire');
    await campfire.getByRole('button', { name: 'Play Sound' }).click();
    await outputRecorded(page); // before the opening can start
    letFileThrough();
    await expectButton(campfire, 'Stop Sound');
    await expect.poll(soundingDurations).toEqual([seconds('ambient/campfire')]);
    await page.waitForTimeout(1000);
    const [opening, ...rest] = await audioSources(page);
    // The opening: the file's first seconds (decoded in a few milliseconds), from its start.
    expect(opening).toMatchObject({ offset: 0 });
    expect(opening.duration).toBeGreaterThan(1);
    expect(opening.duration).toBeLessThan(6);
    expect(opening.stops).toBeGreaterThan(0);
    // The whole file took over from where the opening had got to.
    const whole = rest.filter((source) => source.stops === 0);
    expect(whole.map((source) => Math.round(source.duration * 100) / 100)).toEqual([seconds('ambient/campfire')]);
    expect(whole[0].offset).toBeGreaterThan(0);
    expect(whole[0].offset).toBeLessThan(opening.duration);
    // What was heard is the file, from its first sample, with no gap, repeat or jump at the move, beyond the whole
    // audio blocks it may land late or early (howler starts a source at the next block; see compareOutputWithFile).
    // While the two sound together (their fades end on howler's timer, up to a few ms off the audio clock, and
    // one may be blocks behind the other), the sum may stray briefly, by up to 71% at the middle of the
    // crossfade; a move to the wrong place differs by 100% or more from there on.
    const heard = await compareOutputWithFile(page, file, 1);
    const blocksPerSecond = heard.sampleRate / BLOCK;
    const moveBlock = Math.floor(whole[0].offset * blocksPerSecond);
    const crossfade = Math.ceil((CROSSFADE_MS / 1000 + 0.02) * blocksPerSecond);
    const strays = heard.differences.flatMap((difference, block) => (difference > 0.05 ? [{ block, difference: Math.round(difference * 100) / 100 }] : []));
    const detail = `moved at block ${moveBlock}; blocks that differ: ${JSON.stringify(strays.slice(0, 12))}`;
    expect({ fileOffset: heard.fileOffset, tailShift: heard.tailShift }, detail).toEqual({ fileOffset: 0, tailShift: expect.toBeOneOf(blocksOff(heard.offPerMove)) });
    expect(heard.differences.length / blocksPerSecond).toBeGreaterThan(1);
    expect(strays.filter(({ block, difference }) => difference > 0.75 || block < moveBlock - crossfade || block > moveBlock + 2 * crossfade), detail).toEqual([]);
    await campfire.getByRole('button', { name: 'Stop Sound' }).click();
    await expect.poll(soundingDurations).toEqual([]);
  });

  it("starts a bed rendered on the device on its first 0.5 s, then its first 2 s and 8 s, then the whole: heard as the bed, sample for sample", async () => {
    await context.close();
    await openPage({ bypassCSP: true }); // for the recorder, as above
    await page.addInitScript(recordAudioOutput);
    await page.goto(url('/docs#sounds-without-files'));
    const demo = page.getByRole('group', { name: 'Rendered on this device' });
    await demo.scrollIntoViewIfNeeded();
    await demo.getByRole('status').filter({ hasText: /^Rendered on this device/ }).waitFor({ timeout: 15_000 });
    const picker = demo.getByRole('combobox', { name: 'Sound' });
    await picker.fill('ambient/rain');
    await picker.press('Enter'); // the first gesture: howler (loaded with the demo's sound) makes its audio context
    await outputRecorded(page);
    await demo.getByRole('button', { name: 'Play rendered' }).click();
    await expect.poll(soundingDurations, { timeout: 10_000 }).toEqual([seconds('ambient/rain')]);
    await page.waitForTimeout(1000);
    // Each stretch took over from where the one before had got to.
    // (A move starts a source, and places it with a seek, which howler makes by starting another.)
    const played = await audioSources(page);
    const lengths = [...new Set(played.map((source) => Math.round(source.duration * 100) / 100))];
    expect(lengths).toEqual([0.5, 2, 8, seconds('ambient/rain')]);
    const stages = lengths.map((length) => played.filter((source) => Math.round(source.duration * 100) / 100 === length).at(-1) as (typeof played)[number]);
    expect(played[0]).toMatchObject({ duration: 0.5, offset: 0 });
    expect(stages.map((stage) => stage.stops > 0)).toEqual([true, true, true, false]); // only the whole still sounds
    // Each took over within the one before, later than that one had.
    for (const [index, stage] of stages.entries()) {
      if (index === 0) continue;
      expect(stage.offset).toBeGreaterThan(stages[index - 1]?.offset ?? 0);
      expect(stage.offset).toBeLessThanOrEqual(lengths[index - 1] ?? 0);
    }
    // What was heard is the rendered bed from its first sample, with no gap, repeat or jump at any move (beyond
    // the whole blocks each may land late or early; the sum strays at the moves as in the test above).
    const file = Buffer.from(await fileBytes(await deviceSynth('always').render('ambient/rain')));
    // Each of the three moves may land some whole audio blocks late or early (see compareOutputWithFile).
    const heard = await compareOutputWithFile(page, `data:audio/wav;base64,${file.toString('base64')}`, 3);
    const blocksPerSecond = heard.sampleRate / BLOCK;
    const crossfade = Math.ceil((CROSSFADE_MS / 1000 + 0.02) * blocksPerSecond);
    const moves = stages.slice(1).map((stage) => Math.floor(stage.offset * blocksPerSecond));
    const strays = heard.differences.flatMap((difference, block) => (difference > 0.05 ? [{ block, difference: Math.round(difference * 100) / 100 }] : []));
    const detail = `moved at blocks ${moves.join(', ')}; blocks that differ: ${JSON.stringify(strays.slice(0, 12))}`;
    expect({ fileOffset: heard.fileOffset, tailShift: heard.tailShift }, detail).toEqual({ fileOffset: 0, tailShift: expect.toBeOneOf(blocksOff(3 * heard.offPerMove)) });
    expect(heard.differences.length / blocksPerSecond).toBeGreaterThan(1);
    const atAMove = (block: number) => moves.some((move) => block >= move - crossfade && block <= move + 2 * crossfade);
    expect(strays.filter(({ block, difference }) => difference > 0.75 || !atAMove(block)), detail).toEqual([]);
    await demo.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(soundingDurations).toEqual([]);
  });

  it('runs at most one copy of its sound: fifty presses within one task on a 22 s bed, then Stop', async () => {
    await openLibrary();
    const wind = card('wind');
    // Fifty presses before React can re-render between them: the first asks for the sound; each later one finds
    // it on its way while the button still says Play Sound, and changes nothing. One copy sounds.
    await wind.getByRole('button', { name: 'Play Sound' }).evaluate((button: HTMLElement) => {
      for (let press = 0; press < 50; press += 1) button.click();
    });
    await expectButton(wind, 'Stop Sound');
    await page.waitForTimeout(1500); // its opening has handed over to the whole file
    const playing = (await sources()).filter((source) => source.stopped === 0);
    expect(playing).toHaveLength(1);
    expect(playing[0].duration).toBeCloseTo(soundCatalogue['ambient/wind'].duration, 1);

    await wind.getByRole('button', { name: 'Stop Sound' }).click();
    await expectButton(wind, 'Play Sound');
    await expect.poll(soundingDurations).toEqual([]);
  });

  it('is reachable and playable from the keyboard', async () => {
    await openLibrary('/sounds?category=arcade&q=coin');
    const play = card('coin').getByRole('button', { name: /^(Play Sound|Loading\.\.\.)$/ });
    const playHasFocus = () => play.evaluate((button) => button === document.activeElement);
    await page.getByRole('searchbox', { name: 'Search Sounds' }).focus();
    for (let presses = 0; presses < 10 && !(await playHasFocus()); presses++) await page.keyboard.press('Tab');
    await expect(playHasFocus()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(sources).toHaveLength(1);
    expect((await sources())[0].duration).toBeCloseTo(soundCatalogue['arcade/coin'].duration, 2);
  });
});

describe('copy id and download', () => {
  it('copies the id to the clipboard and shows the tick for 2 seconds', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(run.site.url).origin });
    await openLibrary('/sounds?category=arcade&q=coin');
    const coin = card('coin');
    await coin.getByRole('button', { name: 'Copy sound ID to clipboard' }).click();
    await coin.getByText('Sound ID copied').waitFor({ state: 'attached' });
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('arcade/coin');
    await coin.getByText('Sound ID copied').waitFor({ state: 'detached', timeout: 5000 });
  });

  it('downloads <name>.mp3 with the served bytes', async () => {
    await openLibrary('/sounds?category=arcade&q=coin');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card('coin bling').getByRole('button', { name: 'Download sound' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('coin_bling.mp3');
    const saved = await readFile(await download.path());
    const served = await readFile(new URL(`../../dist/cdn/v1/${soundCatalogue['arcade/coin_bling'].src}`, import.meta.url));
    expect(saved.equals(served)).toBe(true);
    await expect(card('coin bling').getByRole('button', { name: 'Download sound' }).getAttribute('aria-busy')).resolves.toBe('false');
  });
});
