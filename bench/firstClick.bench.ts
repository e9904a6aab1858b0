/**
 * A first visit on a throttled phone profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps
 * up; service worker blocked), per route: when the page first paints, and when a click on the header's
 * sound switch, made the moment it has painted, has its effect (the switch says "off"). All from
 * navigation start.
 *
 * The click is a visitor's: a mouse press and release at the switch's place (taken from a warm-up visit),
 * sent as soon as Chromium reports the page's first contentful paint (its lifecycle event). No actionability checks that would wait for a busy page
 * first; the page handles the click when its main thread comes to it, as it would a thumb's.
 *
 * For scale, the same profile's floor: the first paint of a plain text file from the same server
 * (robots.txt), so a slow machine day shows as such instead of as the site's fault.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { freshContext, launchLoopbackChromium, median } from './pageVisit.ts';

export type FirstClickVisit = {
  paintMs: number;
  /** When the page received the press (its event time stamp). */
  pressedMs: number;
  clickWorksMs: number;
};
export type FirstClick = { route: string; visits: FirstClickVisit[]; paintMs: number; clickWorksMs: number };
export type FirstClickRun = { routes: FirstClick[]; floorPaintMs: number };

/** The throttled phone: also the profile of issue 27's first tap (phoneTap.bench.ts). */
export const PROFILE = { cpuSlowdown: 4, latencyMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8, upBytesPerSecond: (750 * 1024) / 8 };
const SWITCH = 'header button[aria-pressed]';
const TIMEOUT_MS = 30_000;

/** `seen`: the press's pointer and click events (time, target, place), told when a click has no effect. */
type Watch = { pressedAt: number; offAt: number; seen: string[] };
type WatchWindow = Window & { __switch: Watch };

/**
 * Runs in the page before its scripts: notes when the press arrives and when the header switch first
 * reads "off".
 */
function watchPage(): void {
  const view = window as unknown as WatchWindow;
  const record: Watch = { pressedAt: -1, offAt: -1, seen: [] };
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    addEventListener(type, (event) => {
      const { clientX, clientY, target, timeStamp } = event as MouseEvent;
      const element = target instanceof Element ? target.outerHTML.slice(0, 60) : String(target);
      record.seen.push(`${type}@${Math.round(timeStamp)} ${element} at ${Math.round(clientX)},${Math.round(clientY)} hydrated:${document.documentElement.hasAttribute('data-hydrated')}`);
    }, true);
  }
  view.__switch = record;
  addEventListener('pointerdown', (event) => void (record.pressedAt < 0 && (record.pressedAt = event.timeStamp)), true);
  new MutationObserver(() => {
    const pressed = document.querySelector('header button[aria-pressed]')?.getAttribute('aria-pressed');
    if (record.offAt < 0 && pressed === 'false') record.offAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] });
}

export async function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downBytesPerSecond,
    uploadThroughput: PROFILE.upBytesPerSecond,
  });
  return { page, cdp };
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS))]);
}

/** Where a visitor would press the switch: the middle of its box, unthrottled. */
async function switchPoint(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(SWITCH).boundingBox();
    if (!box) throw new Error(`${url}: the header's sound switch has no box`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

async function visit(browser: Browser, url: string, point: { x: number; y: number }): Promise<FirstClickVisit> {
  const context = await freshContext(browser);
  try {
    const { page, cdp } = await throttledPage(context);
    const painted = new Promise<void>((resolve) => {
      cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve());
    });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    await page.addInitScript(watchPage);
    await page.goto(url, { waitUntil: 'commit' });
    await withTimeout(painted, `${url}: first paint`);
    await page.mouse.click(point.x, point.y);
    const paintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    await page.waitForFunction(() => (window as unknown as WatchWindow).__switch.offAt >= 0, undefined, { timeout: TIMEOUT_MS }).catch(async (error: unknown) => {
      const seen = await page.evaluate(() => ({ ...(window as unknown as WatchWindow).__switch, pressed: document.querySelector('header button[aria-pressed]')?.getAttribute('aria-pressed'), hydrated: document.documentElement.hasAttribute('data-hydrated'), stored: localStorage.getItem('react-sfx-enabled') }));
      throw new Error(`${url}: the click at first paint had no effect (${JSON.stringify(seen)}): ${String(error)}`);
    });
    const { pressedAt, offAt } = await page.evaluate(() => (window as unknown as WatchWindow).__switch);
    return { paintMs, pressedMs: pressedAt, clickWorksMs: offAt };
  } finally {
    await context.close();
  }
}

/** First paint of a plain text file under the same profile: what any page costs this machine today. */
async function floorPaint(browser: Browser, url: string): Promise<number> {
  const context = await freshContext(browser);
  try {
    const { page } = await throttledPage(context);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: TIMEOUT_MS });
    return await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
  } finally {
    await context.close();
  }
}

/** Median of `visits` visits per route, after one warm-up visit. */
export async function firstClick(siteUrl: string, routes: readonly string[], visits = 3): Promise<FirstClickRun> {
  const browser = await launchLoopbackChromium();
  try {
    const results: FirstClick[] = [];
    const floorUrl = new URL('/robots.txt', siteUrl).href;
    await floorPaint(browser, floorUrl);
    const floors = [];
    for (let i = 0; i < visits; i += 1) floors.push(await floorPaint(browser, floorUrl));
    for (const route of routes) {
      const url = new URL(route, siteUrl).href;
      const point = await switchPoint(browser, url);
      await visit(browser, url, point);
      const taken = [];
      for (let i = 0; i < visits; i += 1) taken.push(await visit(browser, url, point));
      results.push({
        route,
        visits: taken,
        paintMs: median(taken.map((v) => v.paintMs)),
        clickWorksMs: median(taken.map((v) => v.clickWorksMs)),
      });
    }
    return { routes: results, floorPaintMs: median(floors) };
  } finally {
    await browser.close();
  }
}

export function firstClickLines({ routes, floorPaintMs }: FirstClickRun): string[] {
  const { cpuSlowdown, latencyMs } = PROFILE;
  return [
    `first click: throttled first visit (${cpuSlowdown}x CPU, ${latencyMs} ms RTT, 1.6 Mbps down, worker blocked); the header switch pressed the moment the page paints`,
    `         floor: a plain text file (robots.txt) first paints at ${floorPaintMs.toFixed(0)} ms on this profile today`,
    '         route      first paint ms   click has its effect ms   (medians of 3 after a warm-up; each visit paint/press arrives/effect)',
    ...routes.map(
      ({ route, paintMs, clickWorksMs, visits }) =>
        `         ${route.padEnd(9)}  ${paintMs.toFixed(0).padStart(14)}   ${clickWorksMs.toFixed(0).padStart(23)}   ${visits.map((v) => `${v.paintMs.toFixed(0)}/${v.pressedMs.toFixed(0)}/${v.clickWorksMs.toFixed(0)}`).join(', ')}`,
    ),
  ];
}
