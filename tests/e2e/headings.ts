/**
 * Which page headings a visitor could see while a page loaded: every visible <h1>'s text, in the order they
 * showed, checked at each change of the document and at each frame. A page sent as another page's stand-in
 * (the home page's HTML at /docs offline, or at every address on a host that rewrites them all) must show
 * only the page asked for.
 */
import type { Page } from 'playwright-core';

type Globals = { __shownHeadings: string[] };

/** Runs before the page's scripts (page.addInitScript). */
export function recordShownHeadings(): void {
  const shown: string[] = [];
  Object.assign(window, { __shownHeadings: shown } satisfies Globals);
  const look = () => {
    for (const heading of document.querySelectorAll('h1')) {
      const text = heading.textContent?.trim() ?? '';
      if (text && heading.checkVisibility() && shown.at(-1) !== text) shown.push(text);
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const everyFrame = () => {
    look();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

export const shownHeadings = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as Globals).__shownHeadings);
