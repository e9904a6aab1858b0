/**
 * Click to audio start on /sounds, on the built site in Chromium: for sounds clicked before anything
 * was fetched (the pointer arrives and clicks at once, as Playwright's click does), and for a loaded
 * sound's first play and replays. A start is AudioBufferSourceNode.start (Web Audio) or a media
 * element's `playing` event (html5 audio), whichever the engine uses.
 */
import type { Browser, Page } from 'playwright-core';
import { freshContext, launchLoopbackChromium, median } from './pageVisit.ts';

/** ms from the first click listener (capture, on window) to the start, and from the event's timestamp. */
export type Start = { fromListener: number; fromEvent: number; /** Length of what started, in seconds (an opening is shorter than its sound). */ seconds: number };
export type ClickToStart = {
  /** The browser's first AudioContext (its audio service starting), on a blank page before the visit. */
  audioServiceStartMs: number;
  cold: Start[]; loadedFirst: Start; replays: Start[]; sounds: { cold: string[]; loaded: string } };
type Globals = { __starts: Start[]; __onStart: (() => void)[] };

/** Runs before the page's scripts. */
export function instrument(): void {
  const starts: Start[] = [];
  // Called at each start: the bench waits on these instead of polling the page every frame, which
  // would add a render loop to the very milliseconds it measures (9 ms more for the first click here).
  const onStart: (() => void)[] = [];
  let eventAt = 0;
  let listenerAt = 0;
  Object.assign(window, { __starts: starts, __onStart: onStart });
  window.addEventListener('click', (event) => {
    eventAt = event.timeStamp;
    listenerAt = performance.now();
  }, true);
  // (Each start is recorded inline: a named helper would need tsx's __name, which the page lacks.)
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    const now = performance.now();
    // Not howler's one-sample unlock buffer.
    if ((this.buffer?.duration ?? 0) > 0.01) {
      starts.push({ fromListener: now - listenerAt, fromEvent: now - eventAt, seconds: this.buffer?.duration ?? 0 });
      for (const notify of onStart.splice(0)) notify();
    }
    return start.apply(this, args);
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    this.addEventListener('playing', function (this: HTMLMediaElement) {
      const now = performance.now();
      starts.push({ fromListener: now - listenerAt, fromEvent: now - eventAt, seconds: this.duration });
      for (const notify of onStart.splice(0)) notify();
    }, { once: true });
    return play.call(this);
  };
}

const startCount = (page: Page) => page.evaluate(() => (window as unknown as Globals).__starts.length);

/**
 * Waits until the page has recorded more than `before` starts in its `__starts`, told through `__onStart` (see
 * instrument) rather than found by polling; fails after `ms`.
 */
export function untilStarted(page: Page, before: number, ms = 15_000): Promise<void> {
  return page.evaluate(({ n, ms }) => new Promise<void>((resolve, reject) => {
    const globals = window as unknown as { __starts: unknown[]; __onStart: (() => void)[] };
    if (globals.__starts.length > n) return resolve();
    globals.__onStart.push(() => resolve());
    setTimeout(() => reject(new Error(`The sound did not start within ${ms / 1000} s`)), ms);
  }), { n: before, ms });
}

/** Clicks a card's Play button, waits for its sound to start, stops it, and returns the start. */
async function playAndStop(page: Page, card: number): Promise<Start> {
  const before = await startCount(page);
  const article = page.getByRole('article').nth(card);
  await article.getByRole('button', { name: 'Play Sound' }).click();
  await untilStarted(page, before);
  await article.getByRole('button', { name: 'Stop Sound' }).click();
  await article.getByRole('button', { name: 'Play Sound' }).waitFor();
  return page.evaluate((n) => (window as unknown as Globals).__starts[n], before);
}

/**
 * A browser's first AudioContext starts its audio service: about 50 ms here, once per browser process,
 * whichever site does it (later contexts take 1-10 ms). A visitor's browser has usually done it long
 * before; a freshly launched one has not. So it is started on a blank page first, and reported.
 */
export async function warmUpAudioService(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.setContent('<button type="button">start audio</button>');
    await page.evaluate(() => {
      document.querySelector('button')?.addEventListener('click', () => {
        const started = performance.now();
        const context = new AudioContext();
        Object.assign(window, { __audioServiceStartMs: performance.now() - started });
        void context.close();
      });
    });
    await page.getByRole('button').click();
    return await page.evaluate(() => (window as unknown as { __audioServiceStartMs: number }).__audioServiceStartMs);
  } finally {
    await page.close();
  }
}

const cardTitle = (page: Page, card: number) => page.getByRole('article').nth(card).getByRole('heading').textContent();

/** Cards across the first page (beds, arcade, game, notification, system), none fetched before its click. */
const COLD_CARDS = [0, 6, 12, 18, 24];
/** A card reached for (hovered) and left to load before its clicks. */
const LOADED_CARD = 27;

/** Five cold sounds, then one reached for, loaded, played once and replayed four times. */
export async function clickToStart(siteUrl: string): Promise<ClickToStart> {
  const browser = await launchLoopbackChromium();
  try {
    const audioServiceStartMs = await warmUpAudioService(browser);
    const page = await (await freshContext(browser)).newPage();
    await page.addInitScript(instrument);
    await page.goto(new URL('/sounds', siteUrl).href, { waitUntil: 'networkidle' });
    const cold: Start[] = [];
    const coldNames: string[] = [];
    for (const card of COLD_CARDS) {
      coldNames.push((await cardTitle(page, card)) ?? `card ${card + 1}`);
      cold.push(await playAndStop(page, card));
    }
    const loaded = LOADED_CARD;
    await page.getByRole('article').nth(loaded).getByRole('button', { name: 'Play Sound' }).hover(); // intent: fetch
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500); // and decode (a gesture has happened, so it decodes at once)
    const loadedFirst = await playAndStop(page, loaded);
    const replays: Start[] = [];
    for (let i = 0; i < 4; i++) replays.push(await playAndStop(page, loaded));
    return { audioServiceStartMs, cold, loadedFirst, replays, sounds: { cold: coldNames, loaded: (await cardTitle(page, loaded)) ?? '' } };
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => value.toFixed(2);
const summary = (starts: Start[], key: keyof Start) => `median ${ms(median(starts.map((s) => s[key])))}, max ${ms(Math.max(...starts.map((s) => s[key])))}`;

export function clickToStartLines(result: ClickToStart): string[] {
  const { cold, loadedFirst, replays } = result;
  return [
    'click to audio start on /sounds (Chromium, built site, service worker blocked), ms:',
    `         (the browser's audio service was started first on a blank page: its first AudioContext took ${ms(result.audioServiceStartMs)} ms)`,
    '         from the click reaching the page (first capture listener) / from the click event timestamp',
    `         not fetched yet (${cold.length} sounds: ${result.sounds.cold.join(', ')}): ${summary(cold, 'fromListener')} / ${summary(cold, 'fromEvent')}`,
    `           each: ${cold.map((s) => ms(s.fromListener)).join(', ')} (the first click of the visit also loads howler and creates the audio context)`,
    `           what started, s: ${cold.map((s) => s.seconds.toFixed(2)).join(', ')} (a 22 s bed starts on its opening, the file's first 16 KB)`,
    `         loaded (${result.sounds.loaded}): first play ${ms(loadedFirst.fromListener)} / ${ms(loadedFirst.fromEvent)}; replay ${ms(replays[0].fromListener)} / ${ms(replays[0].fromEvent)}; median of four replays ${ms(median(replays.map((s) => s.fromListener)))} / ${ms(median(replays.map((s) => s.fromEvent)))}`,
  ];
}
