import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCS_SECTIONS } from '../../../../src/pages/docs/docsSections.ts';
import { DocsPage } from '../../../../src/pages/docs/DocsPage.tsx';
import { renderApp } from '../../../utils/renderApp.tsx';
import { siteSoundsPerTest } from '../../components/siteSounds.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

const sounds = siteSoundsPerTest(engine);

// The whole page (dozens of highlighted samples, every demo) takes jsdom a second or more to render and
// query on a busy machine; the default 5 s would fail for slowness, not for a fault.
vi.setConfig({ testTimeout: 20_000 });

/** The page-level copy button, found in the page header (role queries over the whole long page are slow in jsdom). */
function copyPageButton(name: string): HTMLElement {
  const header = screen.getByRole('heading', { level: 1 }).closest('header');
  if (!header) throw new Error('The docs page has no header');
  return within(header).getByRole('button', { name });
}

const SECTION_TITLES = [
  'Introduction',
  'Key Features',
  'Installation',
  'Basic Usage',
  'Core API',
  'Advanced Usage',
  'TypeScript Support',
  'Interactive Demos',
];

afterEach(() => {
  vi.useRealTimers();
});

/** The page with a clipboard whose writeText the test controls (installed after user-event's own). */
function renderDocs(writeText: (text: string) => Promise<void> = () => Promise.resolve()) {
  const user = userEvent.setup();
  const clipboard = { writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  renderApp(<DocsPage />, { path: '/docs' });
  return { user, clipboard };
}

describe('DocsPage: sections and table of contents', () => {
  it('has the title and every section as a level-2 heading with an anchor', () => {
    renderDocs();
    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    const titles = within(article).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(SECTION_TITLES);
    for (const section of DOCS_SECTIONS) expect(document.getElementById(section.id)).toHaveTextContent(section.title);
  });

  it('links to every section and subsection from a named table of contents', () => {
    renderDocs();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    const expected = DOCS_SECTIONS.flatMap((section) => [section, ...('subsections' in section ? section.subsections : [])]);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected.map((h) => [h.title, `#${h.id}`]));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName, link.textContent ?? '').toMatch(/^H[23]$/);
    }
  });

  it('shows the install command and highlighted, copyable code samples', () => {
    renderDocs();
    const code = [...document.querySelectorAll('pre.shiki')].map((pre) => pre.textContent);
    expect(code).toContain('npm install react-sfx howler');
    expect(document.querySelectorAll('pre.shiki').length).toBeGreaterThan(15);
    expect(screen.getAllByRole('button', { name: /^Copy (code|Shell code)/ }).length).toBe(document.querySelectorAll('pre.shiki').length);
  });
});

/**
 * A click with fake timers: user-event (through Testing Library's async wrapper) waits on a real
 * setTimeout that vitest's fake timers never fire, so these tests click with fireEvent and then let the
 * clipboard's promise settle.
 */
async function clickAndSettle(button: HTMLElement): Promise<void> {
  fireEvent.click(button);
  await act(() => Promise.resolve());
}

describe("DocsPage: the 'Copy to Clipboard' button", () => {
  it("copies the page text, says 'Copied!' and stays disabled for 2 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { clipboard } = renderDocs();

    await clickAndSettle(copyPageButton('Copy to Clipboard'));

    const copied = copyPageButton('Copied!');
    expect(copied).toBeDisabled();
    const text = clipboard.writeText.mock.calls[0]?.[0] ?? '';
    expect(text).toMatch(/^Documentation/);
    expect(text).toContain('npm install react-sfx howler');
    expect(text).toContain('TypeScript Support');
    expect(text).not.toContain('On this page'); // the table of contents is navigation, not text
    expect(text).not.toContain('Copy to Clipboard');
    expect(text).not.toContain('⧉');

    act(() => vi.advanceTimersByTime(1999));
    expect(copyPageButton('Copied!')).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(copyPageButton('Copy to Clipboard')).toBeEnabled();
  });

  it("says 'Failed to copy' when the clipboard refuses, disabled for 2 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderDocs(() => Promise.reject(new Error('Write permission denied.')));

    await clickAndSettle(copyPageButton('Copy to Clipboard'));

    expect(copyPageButton('Failed to copy')).toBeDisabled();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Failed to copy')).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(copyPageButton('Copy to Clipboard')).toBeEnabled();
  });
});

describe('DocsPage: demos', () => {
  it('offers the four Basic Usage buttons, each playing its sound', async () => {
    const { user } = renderDocs();
    const panel = screen.getByRole('group', { name: 'Basic Usage' });
    const names = within(panel).getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['UI / Success Blip', 'UI / Blocked', 'Notification / Info', 'Game / Coin']);

    await user.click(within(panel).getByRole('button', { name: 'Game / Coin' }));
    await vi.waitFor(() => expect(sounds.played()).toEqual(['game/coin']));
  });

  it('shows the seven categories with their counts and a sample sound each', () => {
    renderDocs();
    const area = screen.getByRole('group', { name: 'Sound Effects Categories' });
    const cards = within(area).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(cards[6]).toHaveTextContent(/^Ui36 soundsui\/copy$/);
    expect(within(cards[0] ?? area).getByRole('button', { name: 'ambient/rain' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a loading-aware button: Loading... and disabled, then playable', async () => {
    renderDocs();
    const preview = screen.getByRole('group', { name: 'Loading-aware Button' });
    const live = within(preview).getByRole('group', { name: 'Live example' });
    const button = within(live).getByRole('button');
    if (button.textContent === 'Loading...') expect(button).toBeDisabled();
    await vi.waitFor(() => expect(within(live).getByRole('button', { name: 'Play Sound' })).toBeEnabled());
  });

  it('lists the three example groups, each with a name, a description and four sounds', () => {
    renderDocs();
    const area = screen.getByRole('group', { name: 'Example Groups' });
    const names = within(area).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Notification Sounds', 'Game Sounds', 'UI Sounds']);
    for (const name of names) {
      expect(within(area).getByRole('list', { name: `${name} to play` }).querySelectorAll('button')).toHaveLength(4);
    }
  });
});
