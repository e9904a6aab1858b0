/**
 * The documentation page on the built site in Chromium: the page copy button on the real clipboard
 * (granted and denied), a code sample's copy button, the Advanced Controls with real audio (the rate and volume reach Web Audio, the
 * loop keeps sounding), the loading-aware button, the sound selector, the table of contents, no shiki in
 * the JavaScript visitors download, axe in both themes, and no console errors.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { axeViolations } from './axe.ts';
import { collectConsoleErrors, siteAndBrowserForThisFile } from './harness.ts';
import { audioParamValues, audioSources, instrumentAudio } from './audio.ts';

type AudioStart = { duration: number; rate: number; loop: boolean };

const run = siteAndBrowserForThisFile();
let context: BrowserContext;
let page: Page;
let errors: string[];

/**
 * Real sounds started so far with their rate and loop, and the AudioParam values set (gains, rates):
 * howler schedules both with setValueAtTime, which `.value` reflects only once the audio thread has run.
 */
const started = async (): Promise<AudioStart[]> =>
  (await audioSources(page)).map(({ duration, rate, loop }) => ({ duration, rate, loop }));
const valuesSet = () => audioParamValues(page);

const SUCCESS = soundCatalogue['notification/success'].duration;

async function open(path = '/docs', options: Parameters<typeof run.browser.newContext>[0] = {}) {
  context = await run.browser.newContext(options);
  page = await context.newPage();
  errors = collectConsoleErrors(page);
  await page.addInitScript(instrumentAudio);
  await page.goto(new URL(path, run.site.url).href);
  await page.getByRole('heading', { level: 1, name: 'Documentation' }).waitFor();
}

afterEach(async () => {
  await context.close();
});

const copyButton = (name: string) => page.getByRole('button', { name, exact: true });
/** A demo subsection: the group its heading names. */
const demo = (id: string) => page.locator(`#${id}`).locator('xpath=ancestor::*[@role="group"][1]');
const advanced = () => demo('demo-advanced-controls');
const statusLine = () => advanced().getByRole('status').filter({ hasText: /^Status:/ });

describe("the 'Copy to Clipboard' button", () => {
  it("copies the page text, shows 'Copied!' disabled, and is back after 2 seconds", async () => {
    await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: run.site.url });

    await copyButton('Copy to Clipboard').click();

    await expect.poll(() => copyButton('Copied!').isDisabled()).toBe(true);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^Documentation\n+How to install react-sfx/);
    expect(text).toContain('\nIntroduction\n');
    expect(text).toContain('npm install react-sfx howler');
    expect(text).toContain("const { play, isLoaded, error } = useSound('notification/success');");
    // A code block far below the fold, which the browser has not rendered yet (content-visibility), is copied too.
    expect(text).toContain('export function RainPlayer() {');
    expect(text).not.toContain('On this page');
    expect(text).not.toContain('Copy to Clipboard');
    await copyButton('Copy to Clipboard').waitFor({ timeout: 5000 });
    expect(await copyButton('Copy to Clipboard').isEnabled()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it("shows 'Failed to copy' when the clipboard is denied, then returns", async () => {
    // Chromium lets any click write to the clipboard, and its CDP cannot deny clipboard-write, so the
    // page gets the answer a denying browser gives: writeText rejects with NotAllowedError.
    context = await run.browser.newContext();
    await context.addInitScript(() => {
      const deny = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(Clipboard.prototype, 'writeText', { value: deny, configurable: true });
    });
    page = await context.newPage();
    errors = collectConsoleErrors(page);
    await page.goto(new URL('/docs', run.site.url).href);

    await copyButton('Copy to Clipboard').click();

    await expect.poll(() => copyButton('Failed to copy').isDisabled()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Failed to copy' }).count()).toBe(1);
    await copyButton('Copy to Clipboard').waitFor({ timeout: 5000 });
    expect(await copyButton('Copy to Clipboard').isEnabled()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe("a code sample's copy button", () => {
  it("copies the sample file's text, character for character, from the highlighted markup", async () => {
    await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: run.site.url });

    await page.getByRole('button', { name: 'Copy code: LoadingButton.tsx', exact: true }).click();

    await page.getByRole('status').filter({ hasText: /^Copied$/ }).waitFor();
    const file = readFileSync(new URL('../../src/pages/docs/samples/LoadingButton.tsx', import.meta.url), 'utf8').trimEnd();
    // Characters the markup must escape (<, >, ', and an '&apos;' of the sample's own JSX), not plain words only.
    expect(file).toContain('<button');
    expect(file).toContain('&apos;');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('Advanced Controls with real audio', () => {
  it('plays at the chosen rate and volume, with Pause and Stop enabled only while playing', async () => {
    await open();
    await advanced().scrollIntoViewIfNeeded();
    await statusLine().filter({ hasText: 'Status: Loaded, Stopped' }).waitFor();
    await advanced().getByRole('slider', { name: 'Playback Rate' }).fill('1.5');
    await advanced().getByRole('slider', { name: 'Volume' }).fill('0.3');
    expect(await advanced().getByText('1.5×').isVisible()).toBe(true);

    await advanced().getByRole('button', { name: 'Play' }).click();

    await expect.poll(started).toHaveLength(1);
    await expect.poll(async () => (await started())[0]?.rate).toBe(1.5);
    const [start] = await started();
    expect(start?.loop).toBe(false);
    expect(start?.duration).toBeCloseTo(SUCCESS, 1);
    expect(await valuesSet()).toContain(0.3);
    await statusLine().filter({ hasText: 'Status: Loaded, Playing' }).waitFor();
    expect(await advanced().getByRole('button', { name: 'Play' }).isDisabled()).toBe(true);
    expect(await advanced().getByRole('button', { name: 'Resume' }).isDisabled()).toBe(true);
    await advanced().getByRole('button', { name: 'Stop' }).click();
    await statusLine().filter({ hasText: 'Status: Loaded, Stopped' }).waitFor();
    expect(await advanced().getByRole('button', { name: 'Pause' }).isDisabled()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('keeps a looped sound playing past its end until Stop', async () => {
    await open();
    await advanced().scrollIntoViewIfNeeded();
    await statusLine().filter({ hasText: 'Status: Loaded, Stopped' }).waitFor();
    await advanced().getByRole('checkbox', { name: 'Loop Sound' }).check();

    await advanced().getByRole('button', { name: 'Play' }).click();

    await expect.poll(started).toEqual([expect.objectContaining({ loop: true, rate: 1 })]); // one start, already a loop
    await page.waitForTimeout(SUCCESS * 1000 * 2); // two whole turns of the sound
    expect(await statusLine().textContent()).toBe('Status: Loaded, Playing');
    await advanced().getByRole('button', { name: 'Stop' }).click();
    await statusLine().filter({ hasText: 'Status: Loaded, Stopped' }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('plays the sound chosen from the keyboard in the selector', async () => {
    await open();
    const box = advanced().getByRole('combobox', { name: 'Sound' });
    await box.click();
    await page.keyboard.type('COIN');
    expect(await advanced().getByRole('group', { name: 'Game Sounds' }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe('game/coin');
    await statusLine().filter({ hasText: 'Status: Loaded, Stopped' }).waitFor();

    await advanced().getByRole('button', { name: 'Play' }).click();

    await expect.poll(started).toEqual([expect.objectContaining({ duration: expect.closeTo(soundCatalogue['game/coin'].duration, 1) })]);
    await box.click();
    await page.getByRole('heading', { level: 1 }).click();
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe("use-sound's options with real audio", () => {
  const options = () => demo('demo-hook-options');
  const log = () => options().getByRole('log', { name: 'Callbacks' });

  it('calls back, measures, pans, interrupts and fades through howler in Chromium', async () => {
    await open();
    await options().scrollIntoViewIfNeeded();
    await log().getByText('onLoad: arcade/coin is ready').waitFor();
    await options().getByRole('slider', { name: 'Pan' }).fill('-0.5');

    await options().getByRole('button', { name: 'Play coin' }).click();
    await log().getByText('onPlay').waitFor();
    await options().getByText(`Duration: ${soundCatalogue['arcade/coin'].duration.toFixed(2)} s`).waitFor();
    expect(await valuesSet()).toContain(-0.5); // the stereo panner's position
    const firstPlay = (await started()).length; // howler restarts a play's source once to put the panner in
    await options().getByRole('button', { name: 'Play coin' }).click(); // Interrupt is on: the first play stops
    await expect.poll(async () => (await started()).length).toBeGreaterThan(firstPlay);
    await log().getByText('onEnd').waitFor({ timeout: 5000 });
    const sources = await audioSources(page);
    expect(sources.slice(0, -1).every((source) => source.stops > 0)).toBe(true);
    expect(sources.at(-1)?.ended).toBe(true);
    expect(sources.at(-1)?.stops).toBe(0);

    await options().getByRole('button', { name: 'Play the chord (sprite)' }).click();
    await expect.poll(async () => (await audioSources(page)).at(-1)?.offset).toBeCloseTo(0.62, 2);
    expect((await audioSources(page)).at(-1)?.segment).toBeCloseTo(0.869, 2);

    await options().getByRole('button', { name: 'Play rain' }).click();
    await options().getByRole('button', { name: 'Fade out' }).click();
    await expect.poll(async () => (await valuesSet()).slice(-3)).toContain(0.8); // the fade starts from 0.8
    await options().getByRole('button', { name: 'Stop rain' }).click();
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('fetching on the way to the demos', () => {
  it('fetches no audio with the page, and the demos sounds as they come into view', async () => {
    const audio: string[] = [];
    await open();
    page.on('request', (request) => {
      if (request.url().endsWith('.mp3')) audio.push(new URL(request.url()).pathname);
    });
    await page.waitForLoadState('networkidle');
    expect(audio).toEqual([]);
    const live = demo('demo-loading-button').getByRole('group', { name: 'Live example' });
    await expect(live.getByRole('button', { name: 'Loading...' }).isDisabled()).resolves.toBe(true);
    await live.scrollIntoViewIfNeeded();
    await live.getByRole('button', { name: 'Play Sound' }).waitFor();
    expect(audio).toContain(`/cdn/v1/${soundCatalogue['notification/success'].src}`);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('the loading-aware button', () => {
  it('becomes playable once loaded, and plays even when it gets the first gesture', async () => {
    await open();
    const live = demo('demo-loading-button').getByRole('group', { name: 'Live example' });
    await live.scrollIntoViewIfNeeded();
    await live.getByRole('button', { name: 'Play Sound' }).waitFor();

    await live.getByRole('button', { name: 'Play Sound' }).click();

    await expect.poll(started).toEqual([expect.objectContaining({ duration: expect.closeTo(SUCCESS, 1) })]);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('the table of contents', () => {
  const headingTop = (id: string) => page.locator(`#${id}`).evaluate((heading) => heading.getBoundingClientRect().top);

  it('scrolls to a section when its link is followed', async () => {
    await open();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'TypeScript Support' }).click();
    await expect.poll(() => headingTop('typescript')).toBeLessThan(40);
    expect(await headingTop('typescript')).toBeGreaterThanOrEqual(0);
    expect(new URL(page.url()).hash).toBe('#typescript');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('honours a fragment in the address once the page has loaded', async () => {
    await open('/docs#demo-advanced-controls');
    await expect.poll(() => headingTop('demo-advanced-controls')).toBeLessThan(40);
    expect(await headingTop('demo-advanced-controls')).toBeGreaterThanOrEqual(0);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('what visitors download', () => {
  it('shows highlighted code without shipping shiki or its grammars', async () => {
    context = await run.browser.newContext();
    page = await context.newPage();
    errors = collectConsoleErrors(page);
    const scripts: Promise<{ url: string; body: string }>[] = [];
    const other: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js')) scripts.push(response.text().then((body) => ({ url, body })));
      else if (/\.(wasm|json)$/.test(url)) other.push(url);
    });
    await page.goto(new URL('/docs', run.site.url).href);
    await page.locator('pre.shiki').first().waitFor();
    const loaded = await Promise.all(scripts);

    expect(loaded.some(({ url }) => url.includes('/assets/DocsPage-'))).toBe(true);
    for (const { url, body } of loaded) {
      expect(body, url).not.toMatch(/oniguruma|onig\.wasm|createHighlighter|codeToHtml|textmate/i);
    }
    expect(other).toEqual([]);
    expect(await page.locator('pre.shiki span').count()).toBeGreaterThan(100);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  for (const [colorScheme, keyword, text] of [
    ['light', 'rgb(207, 34, 46)', 'rgb(31, 35, 40)'],
    ['dark', 'rgb(255, 123, 114)', 'rgb(230, 237, 243)'],
  ] as const) {
    it(`colours the code in the ${colorScheme} theme: keywords in the theme's keyword colour, the rest in its text colour`, async () => {
      await open('/docs', { colorScheme });
      const colours = await page.evaluate(() => {
        const keyword = [...document.querySelectorAll('pre.shiki span')].find((span) => span.textContent?.trim() === 'import');
        const pre = keyword?.closest('pre');
        return { keyword: keyword && getComputedStyle(keyword).color, text: pre && getComputedStyle(pre).color };
      });
      expect(colours).toEqual({ keyword, text });
    });
  }
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations in the ${colorScheme} theme, also with the selector open and with no match`, async () => {
      await open('/docs', { colorScheme });
      expect(await axeViolations(page)).toEqual([]);
      await advanced().getByRole('combobox', { name: 'Sound' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.type('xylophone');
      await advanced().getByText('No sounds found').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }
});
