/**
 * What the page-level benches share: Debian's Chromium kept on loopback, a first visit in a fresh
 * context with the service worker blocked, and every response of that visit with its sizes.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

/** Every host name but loopback fails to resolve: nothing a page does can leave 127.0.0.1. */
const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export function launchLoopbackChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, LOOPBACK_ONLY] });
}

/** A first-time visitor: fresh storage and caches, and no service worker to serve or precache. */
export function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: 'block' });
}

export type ResourceKind = 'html' | 'js' | 'css' | 'audio' | 'image' | 'font' | 'other';

export type LoadedResource = {
  url: string;
  method: string;
  status: number;
  kind: ResourceKind;
  /** The body as the page received it (decoded). */
  raw: number;
  /** As sent when the server compressed it, else gzip -9 of the body for text types, else the body. */
  gzip: number;
  /** Body and headers on the wire, as Chromium counted them. */
  transferred: number;
  /** The server sent it compressed (Content-Encoding). */
  compressed: boolean;
};

const TEXT_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export function gzipSize(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).length;
}

function kindOf(url: string, contentType: string, resourceType: string): ResourceKind {
  if (/\.mp3$/i.test(new URL(url).pathname) || contentType.startsWith('audio/')) return 'audio';
  if (resourceType === 'document' || contentType.startsWith('text/html')) return 'html';
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'image';
  if (resourceType === 'font' || contentType.startsWith('font/')) return 'font';
  return 'other';
}

async function measure(response: Response): Promise<LoadedResource> {
  const request = response.request();
  const headers = await response.allHeaders();
  const contentType = headers['content-type'] ?? '';
  const body = request.method() === 'HEAD' ? Buffer.alloc(0) : await response.body().catch(() => Buffer.alloc(0));
  const sizes = await request.sizes();
  const compressed = /gzip|br|deflate|zstd/.test(headers['content-encoding'] ?? '');
  const text = TEXT_TYPE.test(contentType);
  return {
    url: response.url(),
    method: request.method(),
    status: response.status(),
    kind: kindOf(response.url(), contentType, request.resourceType()),
    raw: body.length,
    gzip: compressed ? sizes.responseBodySize : text ? gzipSize(body) : body.length,
    transferred: sizes.responseBodySize + sizes.responseHeadersSize,
    compressed,
  };
}

/** Collects every finished response of the page; `settled()` resolves once all are measured. */
export function recordResponses(page: Page): { settled: () => Promise<LoadedResource[]> } {
  const pending: Promise<LoadedResource>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(request.response().then((response) => (response ? measure(response) : Promise.reject(new Error('no response')))));
  });
  return { settled: async () => (await Promise.allSettled(pending)).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])) };
}

/**
 * Waits until the network has been idle for `quietMs` (so idle-time and lazy loads count), after the
 * navigation's own network idle; gives up after `maxMs`.
 */
export async function waitForQuiet(page: Page, quietMs = 1000, maxMs = 15_000): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => { inFlight += 1; lastActivity = Date.now(); };
  const ended = () => { inFlight = Math.max(0, inFlight - 1); lastActivity = Date.now(); };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + maxMs;
  try {
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
