import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import api from 'virtual:react-sfx/api';
import { SoundProvider, type SoundRuntime, makeRemoteSound, playSound, setLoadTimeout, useSoundEnabled } from 'react-sfx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_ROUTE, paths, routeOf } from '../../../../src/config/paths.ts';
import { AccessibilityPage } from '../../../../src/pages/docs/guides/AccessibilityPage.tsx';
import { NextjsGuidePage } from '../../../../src/pages/docs/guides/NextjsGuidePage.tsx';
import { ReactSoundsGuidePage } from '../../../../src/pages/docs/guides/ReactSoundsGuidePage.tsx';
import { TroubleshootingPage } from '../../../../src/pages/docs/guides/TroubleshootingPage.tsx';
import { UseSoundGuidePage } from '../../../../src/pages/docs/guides/UseSoundGuidePage.tsx';
import { renderApp } from '../../../utils/renderApp.tsx';

const GUIDES: readonly { title: string; path: string; Page: ComponentType }[] = [
  { title: 'Coming from use-sound', path: paths.docsUseSound, Page: UseSoundGuidePage },
  { title: 'Coming from react-sounds', path: paths.docsReactSounds, Page: ReactSoundsGuidePage },
  { title: 'Next.js', path: paths.docsNextjs, Page: NextjsGuidePage },
  { title: 'Troubleshooting', path: paths.docsTroubleshooting, Page: TroubleshootingPage },
  { title: 'Accessibility', path: paths.docsAccessibility, Page: AccessibilityPage },
];

afterEach(() => {
  vi.restoreAllMocks();
});

/** The text of every highlighted code sample on the page. */
function samples(): string[] {
  return [...document.querySelectorAll('pre.shiki')].map((pre) => pre.textContent ?? '');
}

/** The section or subsection a heading opens (the heading, its anchor link and what follows it). */
function partUnder(name: string): HTMLElement {
  const part = screen.getByRole('heading', { name }).parentElement?.parentElement;
  if (!part) throw new Error(`No part under the heading "${name}"`);
  return part;
}

/** A table's row, by its row header. */
function rowOf(table: HTMLElement, header: string): string[] {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr');
  if (!row) throw new Error(`No row for ${header}`);
  return [...row.cells].map((cell) => cell.textContent ?? '');
}

describe.each(GUIDES)('$title page', ({ title, path, Page }) => {
  it('has its title as the one level-1 heading', () => {
    renderApp(<Page />, { path });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
  });

  it("links to every heading of the article from 'On this page', in order and at its level", () => {
    renderApp(<Page />, { path });
    const article = screen.getByRole('article');
    const headings = within(article).getAllByRole('heading');
    expect(headings.length).toBeGreaterThan(2);
    expect(headings.every((heading) => /^H[23]$/.test(heading.tagName))).toBe(true);

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    const nested = (link: HTMLElement) => Boolean(link.closest('ol')?.parentElement?.closest('li'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), nested(link) ? 'H3' : 'H2'])).toEqual(
      headings.map((heading) => [heading.textContent, `#${heading.id}`, heading.tagName]),
    );
  });

  it('gives every element a unique id, and links only to pages the site has', () => {
    renderApp(<Page />, { path });
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);

    const internal = within(screen.getByRole('article'))
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    for (const href of internal) expect(routeOf(href.replace(/#.*$/, '')), href).not.toBe(NOT_FOUND_ROUTE);
    // The API reference's headings are the export names.
    const apiNames = api.map((entry) => entry.name);
    for (const href of internal.filter((link) => link.startsWith(`${paths.docsApi}#`))) {
      expect(apiNames, href).toContain(href.slice(paths.docsApi.length + 1));
    }
  });
});

describe('Coming from use-sound', () => {
  it('says loudly that duration is in seconds, and how to get milliseconds', () => {
    renderApp(<UseSoundGuidePage />, { path: paths.docsUseSound });
    const part = partUnder('duration is in seconds');
    const callout = [...part.querySelectorAll('strong')].map((strong) => strong.textContent);
    expect(callout).toContain("react-sfx's duration is in seconds. use-sound's is in milliseconds.");
    expect(part).toHaveTextContent('duration * 1000');
  });

  it('maps every use-sound option, callback and return value to react-sfx', () => {
    renderApp(<UseSoundGuidePage />, { path: paths.docsUseSound });
    const options = screen.getByRole('table', { name: 'useSound options' });
    expect(rowOf(options, 'playbackRate').slice(0, 2)).toEqual(['playbackRate', 'rate']);
    for (const option of ['volume', 'interrupt', 'soundEnabled', 'sprite']) expect(rowOf(options, option)[1]).toBe(option);

    const callbacks = screen.getByRole('table', { name: 'useSound callbacks' });
    expect(rowOf(callbacks, 'onload')[1]).toBe('onLoad');
    expect(rowOf(callbacks, 'onend')[1]).toBe('onEnd');
    expect(rowOf(callbacks, 'onplay')[1]).toBe('onPlay');
    expect(rowOf(callbacks, 'onpause, onstop')[2]).toMatch(/isPlaying.*subscribeSoundEvents.*<Sound onStop>/);

    const plays = screen.getByRole('table', { name: 'play() options' });
    expect(rowOf(plays, 'forceSoundEnabled')[1]).toBe('forceSoundEnabled');

    const returns = screen.getByRole('table', { name: 'What useSound returns' });
    expect(rowOf(returns, 'duration')[2]).toMatch(/^Seconds/);
    expect(rowOf(returns, 'sound')[2]).toMatch(/shared/);
    expect(rowOf(returns, 'stop(id?)')[2]).toMatch(/segment/);
  });

  it('shows the change of import and of the hook call as a diff', () => {
    renderApp(<UseSoundGuidePage />, { path: paths.docsUseSound });
    const diff = samples().find((code) => code.includes("-import useSound from 'use-sound';"));
    expect(diff).toContain("+import { useSound } from 'react-sfx';");
    expect(diff).toContain('+    rate: 1.25,');
    expect(diff).toContain('duration * 1000');
  });
});

describe('Coming from react-sounds', () => {
  it('keeps the switch to one package and one import', () => {
    renderApp(<ReactSoundsGuidePage />, { path: paths.docsReactSounds });
    expect(samples()).toEqual(expect.arrayContaining([expect.stringContaining('npm uninstall react-sounds'), expect.stringContaining("from 'react-sfx';")]));
  });

  it("explains the visitors' stored choice, mirrors and self-hosted copies", () => {
    renderApp(<ReactSoundsGuidePage />, { path: paths.docsReactSounds });
    expect(screen.getByRole('region', { name: "Your visitors' preference" })).toHaveTextContent(/react-sounds-enabled.*writes only its own key/);
    expect(partUnder('A mirror of the CDN')).toHaveTextContent(/answers 404 for every sound/);
    expect(partUnder('Self-hosted copies')).toHaveTextContent('npx react-sfx pick');
  });
});

describe('Troubleshooting', () => {
  /** The documented messages, with each <placeholder> as a wildcard. */
  function documentedPatterns(): RegExp[] {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return terms().map((message) => new RegExp(`^${message.split(/<[^>]+>/).map(escape).join('.+')}$`));
  }

  function terms(): string[] {
    return [...document.querySelectorAll('dt > code')].map((code) => code.textContent ?? '');
  }

  it("lists the library's messages in its own words", () => {
    renderApp(<TroubleshootingPage />, { path: paths.docsTroubleshooting });
    expect(terms()).toEqual(
      expect.arrayContaining([
        'Failed to load custom sound "<name>"',
        'Failed to fetch sound "<name>" from CDN (<url>)',
        'Decoding audio data failed for sound "<name>" (<url>)',
        'Failed loading audio file with status: <status>',
        'Error loading local sound, falling back to CDN',
        'Failed to unlock audio context',
        'Error preloading sounds',
        'Error loading sound',
        'Error playing sound',
        'Failed to play sound',
        'useSoundEnabled must be used within a SoundProvider',
      ]),
    );
    expect(new Set(terms()).size).toBe(terms().length);
  });

  it('documents, word for word, what the library throws and logs', async () => {
    const thrown: string[] = [];
    const attempt = (action: () => unknown) => {
      try {
        action();
      } catch (error) {
        thrown.push((error as Error).message);
      }
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    attempt(() => setLoadTimeout(0));
    attempt(() => makeRemoteSound('not-a-sound'));
    attempt(() => render(<SoundProvider runtime={{} as SoundRuntime} />));
    function Switch() {
      useSoundEnabled();
      return null;
    }
    attempt(() => render(<Switch />));
    await playSound('ui/copy', { volume: 2 }).catch((error: unknown) => thrown.push((error as Error).message));
    await playSound('ui/copy', { rate: 99 }).catch((error: unknown) => thrown.push((error as Error).message));
    thrown.push(...logged.mock.calls.map(([first]) => first).filter((first): first is string => typeof first === 'string' && !first.includes('\n')));
    expect(thrown).toHaveLength(8); // six errors, and 'Failed to play sound' logged for each failed playSound

    renderApp(<TroubleshootingPage />, { path: paths.docsTroubleshooting });
    const patterns = documentedPatterns();
    for (const message of thrown) expect(patterns.some((pattern) => pattern.test(message)), message).toBe(true);
  });

  it('explains autoplay blocking, the silent switch, CORS and the local-copy check', () => {
    renderApp(<TroubleshootingPage />, { path: paths.docsTroubleshooting });
    expect(partUnder('Before the first click, touch or key press')).toHaveTextContent("'prompt' before the first gesture");
    expect(partUnder('iOS: the silent switch')).toHaveTextContent(/Ring\/Silent switch/);
    expect(partUnder('CORS on your own CDN')).toHaveTextContent('Access-Control-Allow-Origin');
    expect(partUnder('A 404 for /sounds/… in the console')).toHaveTextContent('<SoundProvider localSoundsPath={false}>');
  });
});

describe('Next.js', () => {
  it("says which files need 'use client' and shows the App Router and Pages Router files", () => {
    renderApp(<NextjsGuidePage />, { path: paths.docsNextjs });
    expect(partUnder("Files that need 'use client'")).toHaveTextContent(/must start with 'use client'/);
    for (const file of ['app/layout.tsx', 'app/SaveBar.tsx', 'pages/_app.tsx']) {
      expect(screen.getByRole('button', { name: `Copy code: ${file}` })).toBeInTheDocument();
    }
    const code = samples();
    expect(code.find((sample) => sample.includes('RootLayout'))).not.toMatch(/use client/);
    expect(code.find((sample) => sample.includes('SaveBar'))).toMatch(/^'use client';/);
    expect(code.join('\n')).toContain('--output public/sounds');
    expect(partUnder('Sound data on the server')).toHaveTextContent('react-sfx/catalogue');
  });
});

describe('Accessibility', () => {
  it('asks for sound as a complement, quiet defaults, a control for loops and a toggle button', () => {
    renderApp(<AccessibilityPage />, { path: paths.docsAccessibility });
    expect(screen.getByRole('region', { name: 'Sound as a complement, never the only signal' })).toHaveTextContent(/must also show on the screen/);
    expect(screen.getByRole('region', { name: 'Start quiet where sound would surprise' })).toHaveTextContent('<SoundProvider initialEnabled={false}>');
    expect(screen.getByRole('region', { name: 'A control for anything that loops' })).toHaveTextContent(/1\.4\.2, Audio Control/);
    const promises = screen.getByRole('region', { name: 'What the on/off switch promises' });
    expect(promises).toHaveTextContent('react-sfx-enabled');
    expect(promises).toHaveTextContent('useSoundEnabled must be used within a SoundProvider');
    const toggle = samples().find((sample) => sample.includes('useSoundEnabled()'));
    expect(toggle).toContain('aria-pressed={enabled}');
    expect(toggle).toContain('forceSoundEnabled: true');
  });
});
