/**
 * Memory after a session of previews: on /sounds, play the 30 cards' sounds one after another, then
 * leave the page (client-side, to a page that uses no sound), then go on to / through the header.
 * Heap, live Howl instances and live object URLs at each step: after leaving, every sound is released.
 */
import type { CDPSession, Page } from 'playwright-core';
import { freshContext, launchLoopbackChromium } from './pageVisit.ts';

/**
 * heapUsed: JS heap after a forced GC, bytes. liveHowls: `Howler._howls.length` (howler's UMD footer sets
 * window.Howler), null before howler has loaded. liveObjectUrls: blob: URLs not yet revoked, and
 * liveSounds the sounds they hold.
 */
export type HeapStep = { heapUsed: number; liveHowls: number | null; liveObjectUrls: number; liveSounds: string[] };
export type HeapAfterSounds = {
  cardsClicked: number;
  soundsStarted: number;
  errors: string[];
  before: HeapStep;
  afterPlaying: HeapStep;
  /** On a page that uses no sound: everything released (0 howls, 0 object URLs). */
  afterLeaving: HeapStep;
  /** Then on to / through the header: what the landing page holds before any intent (nothing). */
  afterHome: HeapStep;
};

/** `liveUrls` maps each live blob: URL to the URL its blob was fetched from. */
type Counters = { starts: number; errors: string[]; liveUrls: Map<string, string> };
type PageGlobals = { __counters: Counters; Howler?: { _howls: unknown[] } };

/** Runs before the page's scripts: counts sound starts, console errors and live blob URLs. */
function instrument(): void {
  const counters: Counters = { starts: 0, errors: [], liveUrls: new Map() };
  const fetchedFrom = new WeakMap<Blob, string>();
  Object.assign(window, { __counters: counters });
  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    counters.liveUrls.set(url, (object instanceof Blob && fetchedFrom.get(object)) || 'not fetched');
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    counters.liveUrls.delete(url);
    revoke(url);
  };
  const blob = Response.prototype.blob;
  Response.prototype.blob = async function (this: Response) {
    const body = await blob.call(this);
    fetchedFrom.set(body, this.url);
    return body;
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    if ((this.buffer?.duration ?? 0) > 0.01) counters.starts += 1; // not howler's silent unlock buffer
    return start.apply(this, args);
  };
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    counters.errors.push(args.map(String).join(' '));
    error(...args);
  };
}

/** A sound's key from the URL its file came from: /cdn/v1/<key>.<hash>.mp3 or /sounds/<key>.mp3. */
const soundKey = (url: string) => /\/(?:cdn\/v1|sounds)\/(.+?)(?:\.[0-9a-f]{6,})?\.mp3$/.exec(url)?.[1] ?? url;

async function step(page: Page, cdp: CDPSession): Promise<HeapStep> {
  await page.waitForTimeout(500); // let releases queued in microtasks and timers run
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counts = await page.evaluate(() => {
    const globals = window as unknown as PageGlobals;
    const liveUrls = [...globals.__counters.liveUrls.values()];
    return { liveHowls: globals.Howler ? globals.Howler._howls.length : null, liveUrls };
  });
  const liveSounds = counts.liveUrls.map(soundKey);
  return { heapUsed: usedSize, liveHowls: counts.liveHowls, liveObjectUrls: counts.liveUrls.length, liveSounds };
}

const counters = (page: Page) =>
  page.evaluate(() => {
    const { starts, errors } = (window as unknown as PageGlobals).__counters;
    return { starts, errors: [...errors] };
  });

/** Clicks each card's Play button and waits until a sound starts or something is logged as an error. */
async function playEachCard(page: Page, limit: number): Promise<number> {
  const cards = page.getByRole('article');
  const count = Math.min(limit, await cards.count());
  for (let i = 0; i < count; i++) {
    const { starts, errors } = await counters(page);
    await cards.nth(i).getByRole('button', { name: 'Play Sound' }).click();
    await page.waitForFunction(
      ([s, e]) => {
        const now = (window as unknown as PageGlobals).__counters;
        return now.starts > s || now.errors.length > e;
      },
      [starts, errors.length],
      { timeout: 15_000 },
    );
  }
  return count;
}

/** Client-side navigation through the header's main navigation. */
async function goVia(page: Page, linkName: string, url: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName, exact: true }).click();
  await page.waitForURL(url);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
}

/** Client-side navigation to an address the site does not know: its page plays and holds no sound. */
async function leaveForPageWithoutSounds(page: Page): Promise<void> {
  await page.evaluate(() => {
    history.pushState(null, '', '/nowhere');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
}

/** Heap and live audio resources before and after 30 previews on /sounds, then on / and on /docs. */
export async function heapAfterSounds(siteUrl: string, soundCount = 30): Promise<HeapAfterSounds> {
  const browser = await launchLoopbackChromium();
  try {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await page.goto(new URL('/sounds', siteUrl).href, { waitUntil: 'networkidle' });
    const before = await step(page, cdp);
    const cardsClicked = await playEachCard(page, soundCount);
    await page.waitForTimeout(1000); // the last preview is still playing: leave while it does
    const afterPlaying = await step(page, cdp);
    await leaveForPageWithoutSounds(page);
    const afterLeaving = await step(page, cdp);
    await goVia(page, 'Home', new URL('/', siteUrl).href);
    const afterHome = await step(page, cdp);
    const { starts, errors } = await counters(page);
    return { cardsClicked, soundsStarted: starts, errors, before, afterPlaying, afterLeaving, afterHome };
  } finally {
    await browser.close();
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

export function heapAfterSoundsLines(result: HeapAfterSounds): string[] {
  const row = (label: string, { heapUsed, liveHowls, liveObjectUrls, liveSounds }: HeapStep) =>
    `         ${label.padEnd(33)}${mb(heapUsed).padStart(7)}${String(liveHowls ?? 'not loaded').padStart(12)}` +
    `${String(liveObjectUrls).padStart(13)}  ${liveSounds.length < 10 ? liveSounds.join(', ') : ''}`.trimEnd();
  return [
    `heap: /sounds, ${result.cardsClicked} previews one after another (${result.soundsStarted} started), then away and on to /`,
    '         step                        heap MB  live howls  object URLs  (which)',
    row('before playing', result.before),
    row('after playing', result.afterPlaying),
    row('after leaving (a page w/o sounds)', result.afterLeaving),
    row('then on to / (header link)', result.afterHome),
    '         heap = Runtime.getHeapUsage after two forced GCs (decoded AudioBuffers live outside it); leaving is a',
    '         client-side navigation, as a visitor following a link has it (a sound the next page uses is handed over)',
    `         console errors: ${result.errors.length ? `${result.errors.length}, first: ${result.errors[0]}` : 'none'}`,
  ];
}
