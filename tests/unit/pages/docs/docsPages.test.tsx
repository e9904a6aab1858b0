/**
 * The docs pages' frame and the two pages generated from the repository: the API reference (from
 * src/sfx's types and doc comments) and What's new (CHANGELOG.md).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../../../../package.json' with { type: 'json' };
import api from 'virtual:react-sfx/api';
import { ApiReferencePage } from '../../../../src/pages/docs/api/ApiReferencePage.tsx';
import { ChangelogPage } from '../../../../src/pages/docs/changelog/ChangelogPage.tsx';
import { SOUNDS_PACKAGE_VERSION } from '../../../../src/sfx/constants.ts';
import { renderApp } from '../../../utils/renderApp.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every docs page', () => {
  it('says which version it documents: the one in package.json, which is the published packages\' too', () => {
    renderApp(<ChangelogPage />, { path: '/docs/changelog' });
    expect(screen.getByText(`Documents react-sfx ${packageJson.version}`)).toBeInTheDocument();
    expect(packageJson.version).toBe(SOUNDS_PACKAGE_VERSION);
  });

  it('lists the docs pages, marking the one shown', () => {
    renderApp(<ChangelogPage />, { path: '/docs/changelog' });
    const pages = screen.getByRole('navigation', { name: 'Documentation' });
    expect(within(pages).getByRole('link', { name: "What's new" })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'API reference' })).not.toHaveAttribute('aria-current');
  });

  it('opens the outline on a phone with its button and closes it with Escape, the button keeping the focus', () => {
    renderApp(<ChangelogPage />, { path: '/docs/changelog' });
    const button = screen.getByRole('button', { name: /^On this page/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('gives each heading a link of its own to its fragment', () => {
    renderApp(<ApiReferencePage />, { path: '/docs/api' });
    expect(screen.getByRole('link', { name: 'Link to “useSound”' })).toHaveAttribute('href', '#useSound');
    expect(screen.getByRole('heading', { name: 'useSound', level: 3 })).toHaveAttribute('id', 'useSound');
  });

  it('marks the heading being read in the table of contents, and follows the reader', async () => {
    // jsdom lays nothing out: each heading is placed 500 px below the one before it, moved up by the scroll.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = [...document.querySelectorAll('article h2[id], article h3[id]')].indexOf(this);
      const top = index === -1 ? 0 : 500 * index - window.scrollY;
      return { top, bottom: top + 20, left: 0, right: 0, width: 0, height: 20, x: 0, y: top, toJSON: () => ({}) };
    });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 100_000, configurable: true }); // not at the bottom
    renderApp(<ApiReferencePage />, { path: '/docs/api' });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { current: 'location' })).toHaveTextContent('Components');

    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    Reflect.deleteProperty(window, 'scrollY');
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');

    const marked = within(toc).getAllByRole('link', { current: 'location' });
    expect(marked.map((link) => link.textContent)).toEqual([document.querySelectorAll('article h2[id], article h3[id]')[2]?.textContent]);
  });

  it('leaves the reader at the top for a fragment that names nothing or cannot be decoded', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderApp(<ApiReferencePage />, { path: '/docs/api#%E0%A4%A' });
    renderApp(<ApiReferencePage />, { path: '/docs/api#no-such-heading' });
    expect(scroll).not.toHaveBeenCalled();
    renderApp(<ApiReferencePage />, { path: '/docs/api#useSound' });
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});

describe('the API reference', () => {
  it('has a heading, a signature and a doc for every export of the package, from the source', () => {
    renderApp(<ApiReferencePage />, { path: '/docs/api' });
    expect(api.length).toBeGreaterThan(40);
    for (const entry of api) {
      const group = screen.getByRole('group', { name: entry.name });
      expect(within(group).getByText((_text, element) => element?.tagName === 'CODE' && element.textContent === entry.signature)).toBeInTheDocument();
    }
    // Fifty role queries by name over the whole page: 2.6-3.4 s alone in jsdom, 5.6 s on a loaded CI machine.
  }, 20_000);

  it("tables each options or props type's members with their type, default and meaning", () => {
    renderApp(<ApiReferencePage />, { path: '/docs/api' });
    const table = screen.getByRole('table', { name: 'SoundProviderProps members' });
    const row = within(table).getByRole('row', { name: /^cdnUrl\?/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'string',
      'the react-sfx-sounds package on jsDelivr, pinned to this version',
      expect.stringContaining('The base URL built-in sounds are fetched from'),
    ]);
  });
});

describe("What's new", () => {
  it('shows CHANGELOG.md, each release in the outline', async () => {
    renderApp(<ChangelogPage />, { path: '/docs/changelog' });
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Unreleased', level: 3 })).toHaveAttribute('id', 'unreleased');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Unreleased' })).toHaveAttribute('href', '#unreleased');
  });
});
