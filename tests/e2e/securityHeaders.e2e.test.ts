/**
 * The security headers (issue 25, item 6): the build's `_headers` (Netlify, Cloudflare Pages) and `npm start`'s
 * server send the same ones, and the whole site works under its Content-Security-Policy in Chromium: every
 * page, a sound played, the service worker, the studio's worker and its MP3 encoder (WebAssembly), with not
 * one violation in the pages, the studio's worker or the service worker.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Download, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve.mjs';
import { PAGES } from '../../src/config/paths.ts';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { audioSources, instrumentAudio } from './audio.ts';
import { siteAndBrowserForThisFile } from './harness.ts';
import { startHost } from './hosts.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The build for a sub-path (`npm run build:subpath`, which `npm run test:e2e` runs). */
const SUBPATH_DIST = fileURLToPath(new URL('../../dist-subpath/', import.meta.url));
const SUBPATH_BASE = '/react-sfx/';

const SECURITY_HEADER_NAMES = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'strict-transport-security'];

/** The rules of a `_headers` file, read here on its own terms (pattern lines, then indented `Name: value`). */
function headersRules(text: string): { pattern: string; headers: Record<string, string> }[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.push({ pattern: line.trim(), headers: {} });
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (header && rules.length > 0) rules[rules.length - 1].headers[header[1].toLowerCase()] = header[2];
  }
  return rules;
}

/** The headers `_headers` gives every path under `base` (its `<base>*` rule). */
function siteWideHeaders(root: string, base: string): Record<string, string> {
  const rule = headersRules(readFileSync(`${root}_headers`, 'utf8')).find(({ pattern }) => pattern === `${base}*`);
  if (!rule) throw new Error(`${root}_headers has no ${base}* rule`);
  return rule.headers;
}

/** The sources of one directive of a policy. */
const sources = (policy: string, name: string) =>
  policy.split(';').map((part) => part.trim().split(/\s+/)).find(([directive]) => directive === name)?.slice(1) ?? [];

/** Every built page's inline scripts' and <style>s' sha256, as a browser computes them. */
function inlineHashesOf(root: string): { scripts: Set<string>; styles: Set<string> } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const html = pages.map((page) => readFileSync(`${root}${page}`, 'utf8'));
  return {
    scripts: new Set(html.flatMap((text) => [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => hash(match[1])))),
    styles: new Set(html.flatMap((text) => [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => hash(match[1])))),
  };
}

/** The response headers for a path sent exactly as written ('//evil.com' too, which fetch would take for a host). */
function headersAt(port: number, path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'HEAD' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

const run = siteAndBrowserForThisFile();

describe('the security headers, from one source', () => {
  const built = () => siteWideHeaders(DIST, '/');

  it('_headers sets them all for every path: nosniff, the referrer policy, frame protection, HSTS and a policy', () => {
    expect(built()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000',
    });
    const policy = built()['content-security-policy'];
    expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'self'"]);
    expect(sources(policy, 'form-action')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*'sha256|(^|\s)\*(\s|;|$)/);
  });

  it("allows exactly the built pages' inline scripts and stylesheet, by their sha256", () => {
    const policy = built()['content-security-policy'];
    const { scripts, styles } = inlineHashesOf(DIST);
    expect(sources(policy, 'script-src').filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...scripts].sort());
    expect(sources(policy, 'style-src-elem').filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...styles].sort());
  });

  it.each(['/', '/docs/api', '/studio', '/no/such/page', '//evil.com', '/sw.js', '/manifest.webmanifest', '/icons/icon.svg', '/missing.js'])(
    'serve.mjs sends %s with the same values, but HSTS, which is for https only',
    async (path) => {
      const { headers } = await headersAt(run.site.port, path);
      const { 'strict-transport-security': hsts, ...overHttp } = built();
      expect(hsts).toBeDefined();
      expect(Object.fromEntries(SECURITY_HEADER_NAMES.filter((name) => name in headers).map((name) => [name, headers[name]]))).toEqual(overHttp);
    },
  );

  it('serve.mjs sends them with the chunks and the sounds too', async () => {
    const chunk = readdirSync(`${DIST}assets`).find((file) => file.endsWith('.js'));
    const sound = `/cdn/v1/${soundCatalogue['ui/copy'].src}`;
    for (const path of [`/assets/${chunk}`, sound]) {
      const { status, headers } = await headersAt(run.site.port, path);
      expect([path, status, headers['content-security-policy'], headers['x-content-type-options']]).toEqual([path, 200, built()['content-security-policy'], 'nosniff']);
    }
  });

  it(`the sub-path build's _headers sets them for ${SUBPATH_BASE}*, with its own pages' hashes`, () => {
    const subpath = siteWideHeaders(SUBPATH_DIST, SUBPATH_BASE);
    const { 'content-security-policy': policy, ...others } = subpath;
    const { 'content-security-policy': rootPolicy, ...rootOthers } = built();
    expect(others).toEqual(rootOthers);
    expect(policy.replace(/'sha256-[^']+' ?/g, '')).toBe(rootPolicy.replace(/'sha256-[^']+' ?/g, ''));
    const { scripts } = inlineHashesOf(SUBPATH_DIST);
    expect(sources(policy, 'script-src').filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...scripts].sort());
    const patterns = headersRules(readFileSync(`${SUBPATH_DIST}_headers`, 'utf8')).map(({ pattern }) => pattern);
    expect(patterns.filter((pattern) => !pattern.startsWith(SUBPATH_BASE))).toEqual([]);
  });
});

/** Set up in the pages, the studio's worker and the service worker: every violation of the policy they meet. */
function watchViolations(): void {
  const scope = globalThis as unknown as { __cspViolations?: string[]; __cspViolation?: (text: string) => void };
  scope.__cspViolations = [];
  globalThis.addEventListener('securitypolicyviolation', (event) => {
    const text = `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} in ${globalThis.location.pathname}`;
    scope.__cspViolations?.push(text);
    scope.__cspViolation?.(text);
  });
}

/**
 * A browser context whose every violation is recorded: the pages' (through a binding, which outlives
 * navigations), the console's, and the studio's worker's and the service worker's, each watched from its start.
 */
type Watched = {
  context: BrowserContext;
  page: Page;
  /** The pages' and the console's, so far. */
  violations: string[];
  /** The workers' so far (a worker keeps its own, read while it runs). */
  workerViolations: () => Promise<string[]>;
  /** The download, or a failure naming the violations as soon as one is reported (not at the time-out). */
  downloadUnlessBlocked: (download: Promise<Download>) => Promise<Download>;
};

async function watchedContext(): Promise<Watched> {
  const violations: string[] = [];
  const workers: Worker[] = [];
  const context = await run.browser.newContext({ acceptDownloads: true });
  await context.exposeBinding('__cspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(watchViolations);
  await context.addInitScript(instrumentAudio);
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  // Watched as soon as they start: the service worker while it installs, the studio's before any export.
  context.on('serviceworker', (worker) => void worker.evaluate(watchViolations).catch(() => {}));
  const page = await context.newPage();
  page.on('worker', (worker) => {
    workers.push(worker);
    void worker.evaluate(watchViolations).catch(() => {});
  });
  const workerViolations = async () => {
    const found = await Promise.all(
      [...workers, ...context.serviceWorkers()].map((worker) =>
        worker.evaluate(() => (globalThis as unknown as { __cspViolations?: string[] }).__cspViolations ?? ['(not watched)']).catch(() => []),
      ),
    );
    return found.flat();
  };
  const downloadUnlessBlocked = async (download: Promise<Download>) => {
    let done = false;
    const blocked = (async (): Promise<never> => {
      for (;;) {
        const seen = [...violations, ...(await workerViolations())];
        if (seen.length > 0) throw new Error(`Content-Security-Policy violations: ${seen.join('; ')}`);
        if (done) return new Promise<never>(() => {});
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    try {
      return await Promise.race([download, blocked]);
    } finally {
      done = true;
    }
  };
  return { context, page, violations, workerViolations, downloadUnlessBlocked };
}

/** Exports the studio's sound as `name` says and returns the file's name and bytes. */
async function exportFile(watched: Watched, name: 'Export MP3' | 'Export WAV'): Promise<{ name: string; bytes: Buffer }> {
  const { page } = watched;
  const [download] = await Promise.all([
    watched.downloadUnlessBlocked(page.waitForEvent('download', { timeout: 30_000 })),
    page.getByRole('button', { name }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe('the site under its Content-Security-Policy, in Chromium', () => {
  let watched: Watched;
  let context: BrowserContext;
  let page: Page;
  let violations: string[];
  let policy: string;
  const url = (path: string) => `${run.site.url.replace(/\/$/, '')}${path}`;
  const workerViolations = () => watched.workerViolations();

  beforeAll(async () => {
    policy = siteWideHeaders(DIST, '/')['content-security-policy'];
    watched = await watchedContext();
    ({ context, page, violations } = watched);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each([...Object.values(PAGES).map((entry) => entry.path), '/no/such/page'])('renders and hydrates %s under the policy', async (path) => {
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(path === '/no/such/page' ? 404 : 200);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const ran = await page.evaluate(() => ({
      // The early inline script (the sound switch, held clicks), allowed by its hash.
      early: Array.isArray((window as unknown as { __earlyClicks?: unknown }).__earlyClicks),
      // The inlined stylesheet, allowed by its hash.
      styled: getComputedStyle(document.body).fontFamily.includes('system-ui'),
    }));
    // Hydration (harness.ts waits for it) needs the inline loader and the chunks it adds.
    expect(ran).toEqual({ early: true, styled: true });
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it("keeps the prerendered markup's style attributes (the category badges' colours)", async () => {
    await page.goto(url('/sounds?q=coin_bling'));
    const badge = page.getByRole('article', { name: 'coin bling' }).locator('span[style]').first();
    const [declared, computed] = await badge.evaluate((element) => [element.getAttribute('style'), getComputedStyle(element).backgroundColor]);
    expect(declared).toMatch(/background:#[0-9a-f]{6}/);
    const hex = /background:#([0-9a-f]{6})/.exec(declared ?? '')?.[1] ?? '';
    expect(computed).toBe(`rgb(${[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('plays a sound: fetched from the site, decoded and started', async () => {
    await page.goto(url('/'));
    const sound = page.waitForResponse((response) => response.url().endsWith(soundCatalogue['ui/success_blip'].src));
    await page.getByRole('button', { name: 'Play Success blip (ui/success_blip)' }).click();
    expect((await sound).status()).toBe(200);
    await expect.poll(async () => (await audioSources(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('registers the service worker, which serves the pages with the policy and plays sounds through its cache', async () => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const response = await page.goto(url('/docs'));
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    const notFound = await page.goto(url('//evil.com'));
    expect([notFound?.fromServiceWorker(), notFound?.status()]).toEqual([true, 404]);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.goto(url('/'));
    const sound = page.waitForResponse((answer) => answer.url().endsWith(soundCatalogue['game/coin'].src));
    await page.getByRole('button', { name: 'Play Coin (game/coin)' }).click();
    expect((await sound).status()).toBe(200);
    await expect.poll(async () => (await audioSources(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(context.serviceWorkers()).toHaveLength(1);
    expect([...violations, ...(await workerViolations())]).toEqual([]);
  });

  it("exports an MP3 (the studio's worker, its WebAssembly encoder) and a WAV", async () => {
    await page.goto(url('/studio?sound=ui/copy'));
    const exportButton = page.getByRole('button', { name: 'Export MP3' });
    await expect.poll(() => exportButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    const mp3 = await exportFile(watched, 'Export MP3');
    expect(mp3.name).toBe('copy-custom.mp3');
    expect(mp3.bytes.length).toBeGreaterThan(1000);
    expect([mp3.bytes[0], mp3.bytes[1] & 0xe0]).toEqual([0xff, 0xe0]);
    const wav = await exportFile(watched, 'Export WAV');
    expect(wav.name).toBe('copy-custom.wav');
    expect([wav.bytes.toString('latin1', 0, 4), wav.bytes.toString('latin1', 8, 12)]).toEqual(['RIFF', 'WAVE']);
    expect(wav.bytes.readUInt32LE(40)).toBeGreaterThan(0);
    expect(page.workers().length).toBeGreaterThan(0);
    expect([...violations, ...(await workerViolations())]).toEqual([]);
  });
});

describe(`the sub-path build under its policy, on a host that reads _headers (${SUBPATH_BASE})`, () => {
  let host: RunningServer;
  let watched: Watched;

  beforeAll(async () => {
    host = await startHost('clean-urls', SUBPATH_DIST, SUBPATH_BASE);
    watched = await watchedContext();
  });
  afterAll(async () => {
    await watched?.context.close();
    await host?.close();
  });

  it('renders its pages, plays a sound, installs the worker and exports an MP3 with no violation', async () => {
    const { page, violations } = watched;
    const policy = siteWideHeaders(SUBPATH_DIST, SUBPATH_BASE)['content-security-policy'];
    for (const path of ['', 'sounds', 'docs', 'docs/api', 'no/such/page']) {
      const response = await page.goto(`${host.url}${path}`);
      expect([path, response?.headers()['content-security-policy']]).toEqual([path, policy]);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Play Coin (game/coin)' }).click();
    await expect.poll(async () => (await audioSources(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await page.goto(`${host.url}studio?sound=ui/copy`);
    await expect.poll(() => page.getByRole('button', { name: 'Export MP3' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    const mp3 = await exportFile(watched, 'Export MP3');
    expect([mp3.name, mp3.bytes[0]]).toEqual(['copy-custom.mp3', 0xff]);
    expect([...violations, ...(await watched.workerViolations())]).toEqual([]);
  });
});
