/**
 * A new deploy meets the old worker: the visitor is told "A new version is available" and chooses when
 * to reload; until then the old page keeps working from its own precache, even for chunks the new
 * deploy no longer has.
 */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../scripts/serve.mjs';
import { collectConsoleErrors, launchBrowser } from './harness.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
let root: string;
let site: RunningServer;
let browser: Browser;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'react-sfx-deploy-'));
  cpSync(DIST, root, { recursive: true });
  site = await startServer({ root, port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

/** What a new deploy changes for an open page: a different worker, and the old page chunks gone. */
function deployNewVersion(): void {
  appendFileSync(join(root, 'sw.js'), '\n// deploy 2\n');
  for (const name of readdirSync(join(root, 'assets'))) {
    if (name.startsWith('DocsPage-')) rmSync(join(root, 'assets', name));
  }
}

describe('a new deploy', () => {
  it('says "Ready to work offline" once, then offers the new version, keeps the old page whole, and reloads on request', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(site.url);
    await page.getByRole('status').filter({ hasText: 'Ready to work offline' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    deployNewVersion();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByRole('status').filter({ hasText: 'A new version is available' }).waitFor();

    // Still the old version: a page whose chunk the new deploy removed comes from the old precache.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documentation' }).waitFor();

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(waiting).toBe(false);
    await expect(page.getByText('A new version is available').count()).resolves.toBe(0);
    await expect(page.getByText('Ready to work offline').count()).resolves.toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
