/**
 * Sounds without files (issue 27): on /docs's "Sounds without files" demo, which plays catalogue sounds
 * rendered by react-sfx/synth in 'always' mode, the click on Play to the sound starting in Web Audio, for UI
 * sounds never rendered before and for a 22 s ambient bed; and the longest main-thread task from the first
 * click to the last start (the render worker must keep the page responsive). The demo imports react-sfx/synth
 * and starts its worker as it comes into view, and renders the sound it shows (ui/copy); the bench waits for
 * that, as a visitor reads before clicking, and measures other sounds: each renders when its Play is clicked.
 */
import type { Page } from 'playwright-core';
import { type Start, instrument, untilStarted, warmUpAudioService } from './clickToStart.bench.ts';
import { freshContext, launchLoopbackChromium, median } from './pageVisit.ts';

type Globals = { __starts: Start[]; __onStart: (() => void)[]; __longTasks: { at: number; ms: number }[] };

export const RENDERED_UI_SOUNDS = ['ui/item_select', 'ui/blocked', 'ui/buzz', 'ui/tab_open', 'ui/toggle_on', 'ui/submit', 'ui/send', 'ui/pop_open'] as const;
export const RENDERED_BED = 'ambient/rain';

export type RenderedBench = { ui: Start[]; bed: Start; longestTaskMs: number; lines: string[] };

/** Runs before the page's scripts: every long task, with when it began. */
function observeLongTasks(): void {
  const tasks: { at: number; ms: number }[] = [];
  Object.assign(window, { __longTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ at: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const demo = (page: Page) => page.getByRole('group', { name: 'Rendered on this device' });

/** Chooses a sound in the demo's picker, presses Play rendered, and returns the start once it comes. */
async function renderAndStart(page: Page, sound: string): Promise<Start> {
  const box = demo(page).getByRole('combobox', { name: 'Sound' });
  await box.fill(sound);
  await box.press('Enter');
  await demo(page).getByRole('combobox', { name: 'Sound' }).evaluate((input, name) => {
    if ((input as HTMLInputElement).value !== name) throw new Error(`the picker shows ${(input as HTMLInputElement).value}, not ${name}`);
  }, sound);
  const before = await page.evaluate(() => (window as unknown as Globals).__starts.length);
  await demo(page).getByRole('button', { name: 'Play rendered' }).click();
  await untilStarted(page, before);
  const stop = demo(page).getByRole('button', { name: 'Stop' });
  if (await stop.count()) await stop.click();
  await demo(page).getByRole('button', { name: 'Play rendered' }).waitFor();
  return page.evaluate((n) => (window as unknown as Globals).__starts[n], before);
}

export async function renderedBench(siteUrl: string): Promise<RenderedBench> {
  const browser = await launchLoopbackChromium();
  try {
    const audioServiceStartMs = await warmUpAudioService(browser);
    const page = await (await freshContext(browser)).newPage();
    await page.addInitScript(instrument);
    await page.addInitScript(observeLongTasks);
    await page.goto(new URL('/docs#sounds-without-files', siteUrl).href, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    // Ready, as a visitor who has scrolled to it finds it: it has rendered the sound it shows.
    await demo(page).scrollIntoViewIfNeeded();
    await demo(page).getByRole('status').filter({ hasText: /^Rendered on this device/ }).waitFor({ timeout: 15_000 });
    const firstClickAt = await page.evaluate(() => performance.now());
    const ui: Start[] = [];
    for (const sound of RENDERED_UI_SOUNDS) ui.push(await renderAndStart(page, sound));
    const bed = await renderAndStart(page, RENDERED_BED);
    const tasks = await page.evaluate(() => (window as unknown as Globals).__longTasks);
    const longestTaskMs = Math.max(0, ...tasks.filter((task) => task.at >= firstClickAt).map((task) => task.ms));
    const ms = (value: number) => value.toFixed(1);
    return {
      ui,
      bed,
      longestTaskMs,
      lines: [
        `rendered on the device ('always' mode, /docs demo, Chromium, built site; the audio service started first: ${ms(audioServiceStartMs)} ms), click to start, ms:`,
        `         UI sounds never rendered (${RENDERED_UI_SOUNDS.join(', ')}): median ${ms(median(ui.map((s) => s.fromListener)))}, max ${ms(Math.max(...ui.map((s) => s.fromListener)))}`,
        `           each: ${ui.map((s) => ms(s.fromListener)).join(', ')} (the demo started its worker as it came into view)`,
        `         ${RENDERED_BED} (22 s): ${ms(bed.fromListener)}, what started ${bed.seconds.toFixed(2)} s`,
        `         longest main-thread task from the first click: ${ms(longestTaskMs)} ms (${tasks.length} long tasks in the visit)`,
      ],
    };
  } finally {
    await browser.close();
  }
}
