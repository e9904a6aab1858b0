/**
 * The Sound Studio in Chromium against the built site: reshaping a sound and hearing it (instrumented Web
 * Audio), both exports as files (names, headers, decoded lengths), the address as the settings (reload,
 * same bytes), bad addresses, the keyboard, and working offline once visited.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audioSources, instrumentAudio } from './audio.ts';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { freshPagePerTest, siteAndBrowserForThisFile, startSite } from './harness.ts';
import { type CustomSoundSettings, customSound, deviceSynth } from '../../src/sfx/synth.ts';
import type { LibrarySoundName } from '../../src/sfx/index.ts';
import { fileBytes } from '../utils/renderedFiles.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

const run = siteAndBrowserForThisFile();
let page: Page;
let errors: string[];

freshPagePerTest(run, async (fresh) => {
  ({ page, errors } = fresh);
  await page.addInitScript(instrumentAudio);
});

const url = (path: string) => new URL(path, run.site.url).href;
const slider = (name: string) => page.getByRole('slider', { name });
const valueText = (name: string) => slider(name).getAttribute('aria-valuetext');
const search = () => new URL(page.url()).searchParams.toString();
const playButton = () => page.getByRole('button', { name: 'Play', exact: true });

async function openStudio(path: string): Promise<void> {
  await page.goto(url(path));
  await page.getByRole('heading', { level: 1, name: 'Sound Studio' }).waitFor();
  await expect.poll(() => playButton().isEnabled(), { timeout: 15_000 }).toBe(true);
}

/** Clicks an export button and returns the downloaded file's name and bytes. */
async function exportFile(name: 'Export MP3' | 'Export WAV'): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The file as Chromium decodes it: sample rate and length in samples. */
function decode(bytes: Buffer): Promise<{ sampleRate: number; length: number }> {
  return page.evaluate(async (data) => {
    const buffer = await new OfflineAudioContext(1, 1, 44100).decodeAudioData(Uint8Array.from(data).buffer);
    return { sampleRate: buffer.sampleRate, length: buffer.length };
  }, [...bytes]);
}

describe('the Sound Studio', () => {
  it('opens on a sound from its card in the library, and from the header', async () => {
    await page.goto(url('/sounds?q=coin_bling'));
    await page.getByRole('article', { name: 'coin bling' }).getByRole('link', { name: 'Open in Studio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sound Studio' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Sound' }).inputValue()).toBe('arcade/coin_bling');
    expect(new URL(page.url()).searchParams.get('sound')).toBe('arcade/coin_bling');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  // Issue 25: the status said "Rendering..." for good at these addresses, while Play was enabled.
  it.each(['/studio', '/studio?sound=ui/copy'])('settles at %s: the status says nothing is rendering once the sound is ready', async (path) => {
    await page.goto(url(path));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const play = page.getByRole('button', { name: /^Play/ }).first();
    await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText('Rendering...').count(), { timeout: 5_000 }).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('gives one file for twenty presses of Export in one task', async () => {
    await page.goto(url('/studio?sound=ui/copy'));
    const button = page.getByRole('button', { name: 'Export WAV' });
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await button.evaluate((element) => {
      for (let press = 0; press < 20; press++) (element as HTMLButtonElement).click();
    });
    await page.getByRole('status').filter({ hasText: 'Saved copy-custom.wav.' }).waitFor();
    await page.waitForTimeout(1500);
    expect(downloads).toEqual(['copy-custom.wav']);
  });

  it('keeps to the viewport for a 5,000-character sound name in the address, naming it cut short', async () => {
    await page.goto(url(`/studio?sound=${'x'.repeat(5000)}`));
    await page.getByText(`There is no sound called "${'x'.repeat(60)}…" in the catalogue: choose one below.`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('re-renders a change of pitch and plays it at once, as long as the original', async () => {
    await openStudio('/studio?sound=ui/copy');
    await slider('Pitch').focus();
    await page.keyboard.press('ArrowRight');
    expect(await valueText('Pitch')).toBe('+1 semitone');
    await expect.poll(async () => (await audioSources(page)).length, { timeout: 10_000 }).toBe(1);
    const [played] = await audioSources(page);
    expect(played.duration).toBeCloseTo(0.131, 2);
    await expect.poll(search).toBe('sound=ui%2Fcopy&pitch=1&length=1&bright=0&seed=0');

    await page.getByRole('radio', { name: 'Original' }).check();
    await expect.poll(async () => (await audioSources(page)).length, { timeout: 10_000 }).toBe(2);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('writes the address once a run of changes rests, in one history entry (Safari refuses a hundred in 30 s)', async () => {
    await openStudio('/studio?sound=ui/copy');
    const entries = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      const counter = { writes: 0 };
      Object.assign(window, { __addressWrites: counter });
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        counter.writes++;
        replace(...args);
      };
    });
    await slider('Pitch').focus();
    for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowRight');
    expect(await valueText('Pitch')).toBe('+8 semitones');
    await expect.poll(search).toBe('sound=ui%2Fcopy&pitch=8&length=1&bright=0&seed=0');
    // One write for the run (two, should the machine stall for the delay between two key presses), not eight.
    expect(await page.evaluate(() => (window as unknown as { __addressWrites: { writes: number } }).__addressWrites.writes)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  it('exports WAV and MP3 of the same length, named after the sound, and a link gives the same bytes', async () => {
    await openStudio('/studio?sound=notification/success&pitch=3&length=1.5&bright=2&seed=0');
    const wav = await exportFile('Export WAV');
    expect(wav.name).toBe('success-custom.wav');
    expect(wav.bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.bytes.toString('latin1', 8, 12)).toBe('WAVE');
    expect(wav.bytes.readUInt16LE(34)).toBe(16);
    const samples = wav.bytes.readUInt32LE(40) / 2;
    expect(samples / 44100).toBeCloseTo(1.228 * 1.5, 2);

    const mp3 = await exportFile('Export MP3');
    expect(mp3.name).toBe('success-custom.mp3');
    expect(mp3.bytes[0]).toBe(0xff);
    expect(mp3.bytes[1] & 0xe0).toBe(0xe0);
    expect(await decode(mp3.bytes)).toEqual({ sampleRate: 44100, length: samples });
    await page.getByRole('status').filter({ hasText: 'Saved success-custom.mp3.' }).waitFor();

    await page.reload();
    await expect.poll(() => playButton().isEnabled(), { timeout: 15_000 }).toBe(true);
    expect([await valueText('Pitch'), await valueText('Length'), await valueText('Brightness')]).toEqual(['+3 semitones', '×1.50', '+2 dB brighter']);
    expect((await exportFile('Export WAV')).bytes.equals(wav.bytes)).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it("gives the line that renders the sound on the device, and that line renders the exported WAV's samples", async () => {
    await openStudio('/studio?sound=notification/success&pitch=3&length=1.5&bright=2&seed=7');
    const line = (await page.locator('pre code').filter({ hasText: 'customSound(' }).textContent()) ?? '';
    expect(line).toBe("const [play] = useSound(customSound('notification/success', { pitch: 3, length: 1.5, brightness: 2, seed: 7 }));");
    const [, name = '', settings = '{}'] = /customSound\('([^']+)', (\{.*\})\)\)/.exec(line) ?? [];
    const asked = JSON.parse(settings.replace(/(\w+):/g, '"$1":')) as CustomSoundSettings;
    const wav = await exportFile('Export WAV');

    // The line, run by react-sfx/synth: the file it hands the player is the exported WAV, byte for byte.
    const rendered = Buffer.from(await fileBytes(await deviceSynth('always').render(customSound(name as LibrarySoundName, asked))));
    expect(rendered.length).toBe(wav.bytes.length);
    expect(rendered.equals(wav.bytes)).toBe(true);
    await page.getByRole('button', { name: 'Copy code: play it rendered on the device' }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('clamps or ignores bad settings in the address and notes a sound it does not know', async () => {
    await openStudio('/studio?sound=ui/nope&pitch=99&length=abc&bright=1&bright=2&seed=-5');
    await page.getByText('There is no sound called "ui/nope" in the catalogue: choose one below.').waitFor();
    expect([await valueText('Pitch'), await valueText('Length'), await valueText('Brightness'), await valueText('Variation seed')]).toEqual([
      '+12 semitones', '×1.00', 'neutral', "0, the catalogue's own",
    ]);
    await expect.poll(search).toBe('sound=ui%2Fcopy&pitch=12&length=1&bright=0&seed=0');
    await page.getByRole('combobox', { name: 'Sound' }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('is operable from the keyboard: every control in the tab order, sliders announce their values', async () => {
    await openStudio('/studio?sound=game/coin');
    await page.getByRole('combobox', { name: 'Sound' }).focus();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => {
        const element = document.activeElement;
        if (element instanceof HTMLInputElement) return element.labels?.[0]?.textContent?.trim() ?? '';
        return element instanceof HTMLElement ? (element.getAttribute('aria-label') ?? element.textContent ?? '') : '';
      }));
    }
    expect(reached.slice(0, 4)).toEqual(['Pitch', 'Length', 'Brightness', 'Variation seed']);
    expect(reached).toEqual(expect.arrayContaining(['Custom', 'Play', 'Export MP3', 'Export WAV']));
    await slider('Length').focus();
    await page.keyboard.press('End');
    expect(await valueText('Length')).toBe('×2.00');
    await expect.poll(async () => (await audioSources(page)).at(-1)?.duration ?? 0, { timeout: 10_000 }).toBeGreaterThan(0.5);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('works offline once visited; an MP3 export that cannot load its encoder says so and keeps the settings', async () => {
    // Chromium's offline emulation does not reach a page's workers, so "offline" here is a server that is gone.
    let server = await startSite();
    const port = Number(new URL(server.url).port);
    const at = (path: string) => new URL(path, server.url).href;
    try {
      await page.goto(at('/studio?sound=ui/copy'));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await server.close();
      await page.goto(at('/studio?sound=ui/copy&pitch=-2'));
      await expect.poll(() => playButton().isEnabled(), { timeout: 15_000 }).toBe(true);
      await playButton().click();
      await expect.poll(async () => (await audioSources(page)).length).toBe(1);
      await page.getByRole('button', { name: 'Export MP3' }).click();
      await page.getByRole('alert').filter({ hasText: 'The MP3 export failed' }).waitFor({ timeout: 15_000 });
      expect(await valueText('Pitch')).toBe('-2 semitones');
      await expect.poll(search).toBe('sound=ui%2Fcopy&pitch=-2&length=1&bright=0&seed=0'); // written back cleaned, once read
      expect((await exportFile('Export WAV')).name).toBe('copy-custom.wav');

      // Back online, one export caches the encoder; offline again, MP3 export works.
      server = await startServer({ root: DIST, port, host: '127.0.0.1' });
      expect((await exportFile('Export MP3')).name).toBe('copy-custom.mp3');
      await server.close();
      await page.reload();
      await expect.poll(() => playButton().isEnabled(), { timeout: 15_000 }).toBe(true);
      expect((await exportFile('Export MP3')).name).toBe('copy-custom.mp3');
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
