/**
 * The Sound Studio (issue 17): from the visitor's last change of a setting to the re-rendered sound
 * starting in Web Audio, on the built site in Chromium, for a UI sound and a 22 s ambient bed; the longest
 * main-thread task while it renders (the worker must keep the page responsive); and, in Node, what the
 * worker's render itself costs (reshape + master), apart from the page.
 */
import type { Page } from 'playwright-core';
import { soundSource } from '../synth/source.ts';
import { renderCustom, renderRecipe } from '../src/pages/studio/worker/renderCustom.ts';
import { freshContext, launchLoopbackChromium, median } from './pageVisit.ts';

type Globals = { __studio: { inputs: number[]; starts: number[]; longTasks: number[] } };
export type ChangeToSound = {
  key: string;
  /** Pitch steps: the recipe's raw render is kept, so only reshaping and mastering run. */
  latenciesMs: number[];
  /** Seed steps: the recipe itself runs again (slow for beds, and reported apart). */
  seedLatenciesMs: number[];
  longestTaskMs: number;
  workerRenderMs: number;
  /** From the press on Export to the file's download, with the settings reached above: MP3 (the encoder's first load included) and WAV. */
  exportMs: { mp3: number; wav: number };
};
export type StudioBench = {
  sounds: ChangeToSound[];
  /** The longest export the studio offers: the 22 s rain bed at Length ×2 (44 s), MP3 and WAV. */
  longestExportMs: { mp3: number; wav: number };
  lines: string[];
};

/** Runs before the page's scripts: times each input event, each audio start and every long task. */
function instrument(): void {
  const record = { inputs: [] as number[], starts: [] as number[], longTasks: [] as number[] };
  Object.assign(window, { __studio: record });
  document.addEventListener('input', () => record.inputs.push(performance.now()), true);
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    record.starts.push(performance.now());
    return start.apply(this, args);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
}

const read = (page: Page) => page.evaluate(() => (window as unknown as Globals).__studio);

/** Presses a key on the Pitch slider and waits for the sound it makes: ms from the input event to start(). */
async function changeAndHear(page: Page, key: string): Promise<number> {
  // (Pitch or seed: whichever slider has focus.)
  const before = (await read(page)).starts.length;
  await page.keyboard.press(key);
  await page.waitForFunction((n) => (window as unknown as Globals).__studio.starts.length > n, before, { timeout: 20_000 });
  const { inputs, starts } = await read(page);
  return starts[before] - (inputs.at(-1) ?? Number.NaN);
}

/** The worker's own cost for one pitch step, JIT warm: median of five. */
function workerRenderMs(key: string): number {
  const source = soundSource(key);
  const { raw } = renderRecipe(source, 0);
  const times = [1, 2, 3, 4, 5, 6].map((pitch) => {
    const started = performance.now();
    renderCustom(source, raw, { pitch, length: 1, bright: 0, seed: 0 });
    return performance.now() - started;
  });
  return median(times.slice(1));
}

/** ms from the press on an export button to the browser's download of the file. */
async function exportMs(page: Page, format: 'MP3' | 'WAV'): Promise<number> {
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: `Export ${format}` }).click()]);
  const ms = performance.now() - started;
  await download.delete();
  return ms;
}

async function measure(page: Page, siteUrl: string, key: string): Promise<ChangeToSound> {
  await page.goto(new URL(`/studio?sound=${key}`, siteUrl).href, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('button[disabled]'), undefined, { timeout: 30_000 });
  // Focus gets the page's audio ready (it starts the audio service, as a visitor reaching for the slider does);
  // what that costs is not rendering, so long tasks are counted from the first change on.
  await page.getByRole('slider', { name: 'Pitch' }).focus();
  await page.waitForTimeout(500);
  await page.evaluate(() => (window as unknown as Globals).__studio.longTasks.splice(0));
  const latenciesMs: number[] = [];
  for (const step of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'ArrowLeft']) latenciesMs.push(await changeAndHear(page, step));
  await page.getByRole('slider', { name: 'Variation seed' }).focus();
  const seedLatenciesMs = [await changeAndHear(page, 'ArrowRight'), await changeAndHear(page, 'ArrowRight')];
  const longestTaskMs = Math.max(0, ...(await read(page)).longTasks);
  const exported = { mp3: await exportMs(page, 'MP3'), wav: await exportMs(page, 'WAV') };
  return { key, latenciesMs, seedLatenciesMs, longestTaskMs, workerRenderMs: workerRenderMs(key), exportMs: exported };
}

/** The rain bed stretched to twice its length, exported both ways once its render is ready. */
async function longestExport(page: Page, siteUrl: string): Promise<{ mp3: number; wav: number }> {
  await page.goto(new URL('/studio?sound=ambient/rain&length=2', siteUrl).href, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('button[disabled]'), undefined, { timeout: 30_000 });
  return { mp3: await exportMs(page, 'MP3'), wav: await exportMs(page, 'WAV') };
}

/** A UI sound (target 50 ms from change to sound) and a 22 s bed (target 500 ms). */
export async function studioBench(siteUrl: string): Promise<StudioBench> {
  const browser = await launchLoopbackChromium();
  try {
    const page = await (await freshContext(browser)).newPage();
    await page.addInitScript(instrument);
    const sounds = [await measure(page, siteUrl, 'ui/copy'), await measure(page, siteUrl, 'ambient/rain')];
    const longestExportMs = await longestExport(page, siteUrl);
    const lines = [
      'studio: sound          pitch change -> sound starts (ms): median   max   new seed (ms): max   longest main-thread task  worker render (Node)',
      ...sounds.map((s) => `        ${s.key.padEnd(14)} ${median(s.latenciesMs).toFixed(1).padStart(39)} ${Math.max(...s.latenciesMs).toFixed(1).padStart(6)} ${Math.max(...s.seedLatenciesMs).toFixed(1).padStart(20)} ${`${s.longestTaskMs.toFixed(0)} ms`.padStart(25)} ${`${s.workerRenderMs.toFixed(1)} ms`.padStart(21)}`),
      `        export, press to download (ms; the first MP3 includes loading the encoder): ${sounds.map((s) => `${s.key} MP3 ${s.exportMs.mp3.toFixed(0)}, WAV ${s.exportMs.wav.toFixed(0)}`).join('; ')}`,
      `        the longest export, ambient/rain at Length ×2 (44 s): MP3 ${longestExportMs.mp3.toFixed(0)}, WAV ${longestExportMs.wav.toFixed(0)}`,
    ];
    return { sounds, longestExportMs, lines };
  } finally {
    await browser.close();
  }
}
