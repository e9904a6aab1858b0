/**
 * A phone's first tap (issue 27): on the throttled phone profile (firstClick.bench.ts's: 4x CPU, 150 ms round
 * trip, 1.6 Mbps), at 390x844 with touch and no hover, a tap on the Play button of a sound never played
 * on /sounds, from the finger's touch (its pointerdown) to the sound starting in Web Audio. Nothing is
 * preloaded: the page is loaded and left idle, then tapped; the service worker is blocked, as on a first visit.
 * The browser's audio service is started first, on a blank page, as the other audio benches do (a browser's
 * first AudioContext starts it, once per browser process; it is reported).
 */
import type { Page } from 'playwright-core';
import { untilStarted, warmUpAudioService } from './clickToStart.bench.ts';
import { PROFILE, throttledPage } from './firstClick.bench.ts';
import { launchLoopbackChromium, median } from './pageVisit.ts';

type Taps = { downs: number[]; starts: { at: number; seconds: number }[] };

/**
 * Runs before the page's scripts: each touch's time, and each start of a sound longer than howler's unlock
 * blip, told through `__onStart` as clickToStart's instrument does, so the bench waits with its untilStarted
 * rather than polling on every animation frame (each poll asks for a frame the page would not otherwise draw,
 * in the very window being measured).
 */
function watchTaps(): void {
  const record: Taps = { downs: [], starts: [] };
  const onStart: (() => void)[] = [];
  Object.assign(window, { __taps: record, __starts: record.starts, __onStart: onStart });
  addEventListener('pointerdown', (event) => record.downs.push(event.timeStamp), true);
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    if ((this.buffer?.duration ?? 0) > 0.01) {
      record.starts.push({ at: performance.now(), seconds: this.buffer?.duration ?? 0 });
      for (const notify of onStart.splice(0)) notify();
    }
    return start.apply(this, args);
  };
}

const taps = (page: Page) => page.evaluate(() => (window as unknown as { __taps: Taps }).__taps);

/** Cards on /sounds's first page that are not 22 s beds (the beds are cards 1-5). */
export const TAPPED_CARDS = [6, 12, 18];

export type PhoneTap = { tapToStartMs: number[]; sounds: string[]; audioServiceStartMs: number; lines: string[] };

export async function phoneTap(siteUrl: string): Promise<PhoneTap> {
  const browser = await launchLoopbackChromium();
  try {
    const audioServiceStartMs = await warmUpAudioService(browser);
    const tapToStartMs: number[] = [];
    const sounds: string[] = [];
    for (const card of TAPPED_CARDS) {
      // A fresh visit for each tap: every tap is a first one, with a cold cache.
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      try {
        const { page } = await throttledPage(context);
        await page.addInitScript(watchTaps);
        await page.goto(new URL('/sounds', siteUrl).href, { waitUntil: 'networkidle', timeout: 60_000 });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
        const article = page.getByRole('article').nth(card);
        sounds.push((await article.getByRole('heading').textContent()) ?? `card ${card + 1}`);
        const play = article.getByRole('button', { name: 'Play Sound' });
        await play.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500); // the scroll settles; nothing was touched
        // A finger's tap at the button's centre, as the browser's input gets it. Not play.tap(): for its
        // hit-target check, Playwright adds a listener to the page's pointerdown that lays the page out and
        // reads what is under the point, work a visitor's tap does not do (20-60 ms of the tap here). A
        // tap that missed the button starts no sound, and the wait below fails.
        const box = await play.boundingBox();
        if (!box) throw new Error(`card ${card + 1}'s Play Sound button is not on the screen`);
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await untilStarted(page, 0, 30_000);
        const { downs, starts } = await taps(page);
        tapToStartMs.push(starts[0].at - downs[0]);
      } finally {
        await context.close();
      }
    }
    const ms = (value: number) => value.toFixed(0);
    return {
      tapToStartMs,
      sounds,
      audioServiceStartMs,
      lines: [
        `a phone's first tap on /sounds (${PROFILE.cpuSlowdown}x CPU, ${PROFILE.latencyMs} ms round trip, 1.6 Mbps, 390x844 touch, no service worker, nothing preloaded; the audio service started first: ${ms(audioServiceStartMs)} ms), touch to start, ms:`,
        `         ${sounds.map((sound, i) => `${sound} ${ms(tapToStartMs[i])}`).join(', ')}; median ${ms(median(tapToStartMs))}, max ${ms(Math.max(...tapToStartMs))}`,
      ],
    };
  } finally {
    await browser.close();
  }
}
