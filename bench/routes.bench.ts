/**
 * A first visit to each route, as a new visitor has it: bytes by type, requests, audio fetched without
 * interaction (should be none), and FCP, LCP and total blocking time from the page's own observers.
 */
import type { Browser } from 'playwright-core';
import {
  type LoadedResource, type ResourceKind, freshContext, kb, launchLoopbackChromium, median, recordResponses, waitForQuiet,
} from './pageVisit.ts';

export type Bytes = { requests: number; raw: number; gzip: number; transferred: number };
export type Vitals = { fcpMs: number; lcpMs: number; tbtMs: number; longTasks: number };
export type RouteResult = {
  route: string;
  requests: number;
  /** Responses the server sent with a Content-Encoding. */
  compressedResponses: number;
  js: Bytes;
  css: Bytes;
  all: Bytes;
  audio: Bytes;
  /** The LCP element of the first visit: tag and the start of its text. */
  lcpElement: string;
  /** Medians over the visits; `visits` keeps each one. */
  vitals: Vitals;
  visits: Vitals[];
};
export type RouteMetrics = { serverCompresses: boolean; visitsPerRoute: number; routes: RouteResult[] };

type PageVitals = { fcp: number; lcp: number; lcpElement: string; longTasks: [start: number, duration: number][] };

/**
 * Runs in the page before its scripts: records FCP, the latest LCP candidate and every long task.
 * (No named inner functions: tsx would wrap them in a `__name` helper the page does not have.)
 */
function observeVitals(): void {
  const vitals: PageVitals = { fcp: -1, lcp: -1, lcpElement: '', longTasks: [] };
  Object.assign(window, { __vitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      vitals.lcp = entry.startTime;
      const text = (entry.element?.textContent ?? '').trim().slice(0, 32);
      vitals.lcpElement = `<${entry.element?.tagName.toLowerCase() ?? '?'}> ${text}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** Lighthouse's definition on observed tasks: the part of each task after FCP beyond 50 ms. */
function blockingTime({ fcp, longTasks }: PageVitals): number {
  return longTasks.reduce((sum, [start, duration]) => {
    const end = start + duration;
    return end <= fcp ? sum : sum + Math.max(0, end - Math.max(start, fcp) - 50);
  }, 0);
}

function sum(resources: readonly LoadedResource[], kinds?: readonly ResourceKind[]): Bytes {
  const picked = kinds ? resources.filter((r) => kinds.includes(r.kind)) : resources;
  return {
    requests: picked.length,
    raw: picked.reduce((total, r) => total + r.raw, 0),
    gzip: picked.reduce((total, r) => total + r.gzip, 0),
    transferred: picked.reduce((total, r) => total + r.transferred, 0),
  };
}

/** One first visit: loaded, idle for a second, then the page's figures and every response. */
export async function firstVisit(browser: Browser, url: string): Promise<{ vitals: Vitals; lcpElement: string; resources: LoadedResource[] }> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    const recorder = recordResponses(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForQuiet(page);
    const observed = await page.evaluate(() => (window as unknown as { __vitals: PageVitals }).__vitals);
    const vitals = { fcpMs: observed.fcp, lcpMs: observed.lcp, tbtMs: blockingTime(observed), longTasks: observed.longTasks.length };
    return { vitals, lcpElement: observed.lcpElement, resources: await recorder.settled() };
  } finally {
    await context.close();
  }
}

async function measureRoute(browser: Browser, siteUrl: string, route: string, visitCount: number): Promise<RouteResult> {
  const visits: Vitals[] = [];
  let resources: LoadedResource[] = [];
  let lcpElement = '';
  for (let i = 0; i < visitCount; i++) {
    const visit = await firstVisit(browser, new URL(route, siteUrl).href);
    visits.push(visit.vitals);
    if (i === 0) ({ resources, lcpElement } = visit); // bytes from the first visit; the others only for timings
  }
  const medianOf = (key: keyof Vitals) => median(visits.map((v) => v[key]));
  return {
    route,
    requests: resources.length,
    compressedResponses: resources.filter((r) => r.compressed).length,
    js: sum(resources, ['js']),
    css: sum(resources, ['css']),
    all: sum(resources),
    audio: sum(resources, ['audio']),
    lcpElement,
    vitals: { fcpMs: medianOf('fcpMs'), lcpMs: medianOf('lcpMs'), tbtMs: medianOf('tbtMs'), longTasks: medianOf('longTasks') },
    visits,
  };
}

/** First-visit figures per route; timings are the median of `visitCount` visits, bytes from the first. */
export async function routeMetrics(siteUrl: string, routes = ['/', '/sounds', '/docs'], visitCount = 3): Promise<RouteMetrics> {
  const browser = await launchLoopbackChromium();
  try {
    await firstVisit(browser, siteUrl); // warm-up, not counted: the browser's first page pays for its start-up
    const results: RouteResult[] = [];
    for (const route of routes) results.push(await measureRoute(browser, siteUrl, route, visitCount));
    // Whether Chromium received anything compressed decides what the "gzip" columns are.
    const serverCompresses = results.some((r) => r.compressedResponses > 0);
    return { serverCompresses, visitsPerRoute: visitCount, routes: results };
  } finally {
    await browser.close();
  }
}

const pad = (value: string, width: number) => value.padStart(width);

export function routeMetricsLines({ serverCompresses, visitsPerRoute, routes }: RouteMetrics): string[] {
  return [
    `routes: first visit, fresh context, service worker blocked, network idle + 1 s; KB = 1024 B`,
    `         gzip = ${serverCompresses ? 'as sent (the server compresses)' : 'computed (gzip -9 of each text body; scripts/serve.mjs sends no Content-Encoding)'}`,
    '         route      reqs   JS gzip/raw KB   CSS gzip/raw KB   all gzip/raw KB   audio reqs/KB   FCP ms   LCP ms   TBT ms',
    ...routes.map(({ route, requests, js, css, all, audio, vitals }) =>
      `         ${route.padEnd(9)}${pad(String(requests), 6)}${pad(`${kb(js.gzip)}/${kb(js.raw)}`, 17)}${pad(`${kb(css.gzip)}/${kb(css.raw)}`, 18)}` +
      `${pad(`${kb(all.gzip)}/${kb(all.raw)}`, 18)}${pad(`${audio.requests}/${kb(audio.raw)}`, 16)}` +
      `${pad(vitals.fcpMs.toFixed(0), 9)}${pad(vitals.lcpMs.toFixed(0), 9)}${pad(vitals.tbtMs.toFixed(0), 9)}`),
    ...routes.map(({ route, lcpElement, visits }) =>
      `         ${route}: each visit FCP ${visits.map((v) => v.fcpMs.toFixed(0)).join('/')}, LCP ${visits.map((v) => v.lcpMs.toFixed(0)).join('/')}` +
      ` ms; LCP element ${lcpElement}`),
    `         timings: median of ${visitsPerRoute} visits after one warm-up; TBT here = sum of (long task - 50 ms) after FCP from observed`,
    `         'longtask' entries on this machine, not Lighthouse's TBT (simulated, throttled; measure that separately)`,
  ];
}
