/**
 * Installability as Chromium judges it: a valid manifest, its icons, and a worker controlling the page.
 * Browser contexts are incognito, where nothing installs, so this test uses a real profile directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startSite } from './harness.ts';

type Manifest = { name?: string; short_name?: string; display?: string; start_url?: string; icons?: { sizes: string; purpose?: string }[] };

describe('the installable site', () => {
  it('has a manifest Chromium accepts and no installability errors once the worker controls the page', async () => {
    const site = await startSite();
    const profile = mkdtempSync(join(tmpdir(), 'react-sfx-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await context.newPage();
      await page.goto(site.url);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; data?: string };
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as Manifest;
      expect(data).toMatchObject({ name: 'react-sfx', short_name: 'react-sfx', display: 'standalone', start_url: '/' });
      expect(data.icons?.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installability.installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await site.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
