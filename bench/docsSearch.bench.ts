/**
 * The docs search (issue 24): from a keystroke in the search box to its results on screen, on the built
 * site in Chromium, once the index has loaded; each query is typed a character at a time, and each
 * character's time is measured in the page (the input event to the next paint with the new results).
 */
import { freshContext, launchLoopbackChromium, median } from './pageVisit.ts';

export type DocsSearchBench = { keystrokesMs: number[]; indexLoadMs: number; lines: string[] };

/** Queries a developer types: an API name, an option, prose, a typo, a word found nowhere. */
const QUERIES = ['useSound', 'cleanupInterval', 'offline', 'howlr', 'zebra'];

export async function docsSearchBench(siteUrl: string): Promise<DocsSearchBench> {
  const browser = await launchLoopbackChromium();
  try {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(new URL('/docs', siteUrl).href);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const opened = performance.now();
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search the docs' });
    await box.waitFor();
    await page.getByRole('dialog').getByRole('status').filter({ hasText: 'Type to search' }).waitFor();
    const indexLoadMs = performance.now() - opened;
    const keystrokesMs: number[] = [];
    for (const query of QUERIES) {
      await box.fill('');
      for (const character of query) {
        const ms = await box.evaluate(
          (input, next) =>
            new Promise<number>((resolve) => {
              const field = input as HTMLInputElement;
              const status = document.querySelector('dialog [role="status"]');
              const before = status?.textContent;
              const start = performance.now();
              // Set the value as the browser does when a key is typed: React hears the input event.
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, field.value + next);
              field.dispatchEvent(new Event('input', { bubbles: true }));
              // React renders a typed character's results within the event (a discrete update), or soon after:
              // either way the time ends at the next frame after the new results are in the page.
              // (No named helper: tsx would wrap it in a `__name` the page does not have.)
              if (status?.textContent !== before) {
                requestAnimationFrame(() => resolve(performance.now() - start));
                return;
              }
              new MutationObserver((_changes, observer) => {
                if (status?.textContent === before) return;
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - start));
              }).observe(status ?? document.body, { childList: true, characterData: true, subtree: true });
            }),
          character,
        );
        keystrokesMs.push(ms);
      }
    }
    await context.close();
    const sorted = [...keystrokesMs].sort((a, b) => a - b);
    const lines = [
      `docs search: index loaded and ready ${indexLoadMs.toFixed(0)} ms after '/'; keystroke to results on screen over ${keystrokesMs.length} keystrokes: median ${median(keystrokesMs).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    ];
    return { keystrokesMs, indexLoadMs, lines };
  } finally {
    await browser.close();
  }
}
