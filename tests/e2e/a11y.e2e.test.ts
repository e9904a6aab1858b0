/** axe-core on every route, in the light and the dark theme. */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { siteAndBrowserForThisFile } from './harness.ts';

const run = siteAndBrowserForThisFile();

describe('accessibility (axe-core)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/', '/sounds', '/docs', '/studio', '/no/such/page']) {
      it(`${path} in the ${colorScheme} theme has no violations`, async () => {
        const context = await run.browser.newContext({ colorScheme });
        const page = await context.newPage();
        await page.goto(new URL(path, run.site.url).href);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
