/**
 * A first visit on a throttled phone profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps
 * up; service worker blocked), per route: when the page first paints, and when a click on the header's
 * sound switch made at that moment has its effect (the switch shows "off"). Both from navigation start.
 */
import type { Browser } from 'playwright-core';
import { freshContext, launchLoopbackChromium, median } from './pageVisit.ts';

export type FirstClick = { route: string; visits: { paintMs: number; clickWorksMs: number }[]; paintMs: number; clickWorksMs: number };

const PROFILE = { cpuSlowdown: 4, latencyMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8, upBytesPerSecond: (750 * 1024) / 8 };

/** Runs in the page before its scripts: the time the header switch first reads "off". */
function watchSwitch(): void {
  const record = { offAt: -1 };
  Object.assign(window, { __switch: record });
  new MutationObserver(() => {
    const pressed = document.querySelector('header button[aria-pressed]')?.getAttribute('aria-pressed');
    if (record.offAt < 0 && pressed === 'false') record.offAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] });
}

async function visit(browser: Browser, url: string): Promise<{ paintMs: number; clickWorksMs: number }> {
  const context = await freshContext(browser);
  try {
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
    await page.addInitScript(watchSwitch);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 16, timeout: 30_000 });
    const paintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    await page.locator('header button[aria-pressed]').click({ timeout: 30_000 });
    await page.waitForFunction(() => (window as unknown as { __switch: { offAt: number } }).__switch.offAt >= 0, undefined, { timeout: 30_000 });
    const clickWorksMs = await page.evaluate(() => (window as unknown as { __switch: { offAt: number } }).__switch.offAt);
    return { paintMs, clickWorksMs };
  } finally {
    await context.close();
  }
}

/** Median of `visits` visits per route, after one warm-up visit. */
export async function firstClick(siteUrl: string, routes: readonly string[], visits = 3): Promise<FirstClick[]> {
  const browser = await launchLoopbackChromium();
  try {
    const results: FirstClick[] = [];
    for (const route of routes) {
      const url = new URL(route, siteUrl).href;
      await visit(browser, url);
      const taken = [];
      for (let i = 0; i < visits; i += 1) taken.push(await visit(browser, url));
      results.push({
        route,
        visits: taken,
        paintMs: median(taken.map((v) => v.paintMs)),
        clickWorksMs: median(taken.map((v) => v.clickWorksMs)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function firstClickLines(results: readonly FirstClick[]): string[] {
  const { cpuSlowdown, latencyMs } = PROFILE;
  return [
    `first click: throttled first visit (${cpuSlowdown}x CPU, ${latencyMs} ms RTT, 1.6 Mbps down, worker blocked); the header switch clicked at first paint`,
    '         route      first paint ms   click has its effect ms   (medians of 3 after a warm-up; each visit paint/effect)',
    ...results.map(
      ({ route, paintMs, clickWorksMs, visits }) =>
        `         ${route.padEnd(9)}  ${paintMs.toFixed(0).padStart(14)}   ${clickWorksMs.toFixed(0).padStart(23)}   ${visits.map((v) => `${v.paintMs.toFixed(0)}/${v.clickWorksMs.toFixed(0)}`).join(', ')}`,
    ),
  ];
}
