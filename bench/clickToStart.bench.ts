import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** Records, for every real sound start, the time since the click's hardware timestamp. */
function instrument(): void {
  const delays: number[] = [];
  const inJs: number[] = [];
  let clickedAt = 0;
  let listenerAt = 0;
  Object.assign(window, { __delays: delays, __inJs: inJs });
  window.addEventListener('click', (event) => {
    clickedAt = event.timeStamp;
    listenerAt = performance.now();
  }, true);
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
    if ((this.buffer?.duration ?? 0) > 0.01) {
      delays.push(performance.now() - clickedAt);
      inJs.push(performance.now() - listenerAt);
    }
    return start.apply(this, args);
  };
}

/** Click to audio start in Chromium on the built site: a sound not fetched yet, then a loaded one. */
export async function clickToStartBench(): Promise<string[]> {
  if (!existsSync(`${DIST}index.html`)) return ['click-to-start: skipped, build the site first (npm run build)'];
  const site = await startServer({ root: DIST, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.addInitScript(instrument);
    await page.goto(site.url);
    const delays = () => page.evaluate(() => (window as unknown as { __delays: number[] }).__delays);
    const clickAndWait = async (name: RegExp, count: number) => {
      await page.getByRole('button', { name }).click();
      await page.waitForFunction((n) => (window as unknown as { __delays: number[] }).__delays.length >= n, count);
    };
    await clickAndWait(/Success blip/, 1); // not fetched before the pointer reached it
    await page.getByRole('button', { name: /Coin/ }).hover();
    await page.waitForTimeout(500); // fetched and decoded on hover
    for (let i = 2; i <= 6; i++) await clickAndWait(/Coin/, i);
    const [cold, firstLoaded, ...replays] = await delays();
    const sorted = [...replays].sort((a, b) => a - b);
    const js = await page.evaluate(() => (window as unknown as { __inJs: number[] }).__inJs);
    return [
      'click-to-start (Chromium, built site, ms from the click event to AudioBufferSourceNode.start):',
      `         not fetched yet ${cold.toFixed(2)}; loaded: first play ${firstLoaded.toFixed(2)}, replay ${replays[0].toFixed(2)}, median of four ${((sorted[1] + sorted[2]) / 2).toFixed(2)}`,
      `         of which from the first click listener to the start: ${js.map((ms) => ms.toFixed(2)).join(', ')}`,
    ];
  } finally {
    await browser.close();
    await site.close();
  }
}
