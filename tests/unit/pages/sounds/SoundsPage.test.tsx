import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { soundCatalogue } from 'react-sfx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requests, startMockServer } from '../../../msw/server.ts';
import { renderSoundsPage } from './renderSoundsPage.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

// Thirty cards make each render heavy in jsdom; on a busy machine the default 5 s is not enough.
vi.setConfig({ testTimeout: 30_000 });

const KEYS = Object.keys(soundCatalogue);
const TOTAL = KEYS.length;
const PAGES = Math.ceil(TOTAL / 30);
const matching = (needle: string) => KEYS.filter((key) => key.toLowerCase().includes(needle.toLowerCase()));

const searchBox = () => screen.getByLabelText('Search Sounds');
const categorySelect = () => screen.getByLabelText('Filter by Category');
// Role queries walk the accessibility tree of 30 cards and are slow in jsdom: these look up directly.
const cards = () => [...document.querySelectorAll('article')];
const cardIds = () => cards().map((card) => card.querySelector('code')?.textContent);
const urlSearch = () => screen.getByLabelText('URL search').textContent;
const navigationType = () => screen.getByLabelText('Navigation type').textContent;
const pagination = () => screen.getByLabelText('Pagination');

// jsdom has no layout, so no scrollIntoView; the page calls it after a bottom-bar page change.
const scrollIntoView = vi.fn();

beforeEach(() => {
  engine.reset();
  localStorage.clear();
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('Sound Library page: the whole catalogue', () => {
  it('shows the heading, the search box, the category filter, the counts and the first 30 cards', async () => {
    renderSoundsPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sound Library' })).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Type to search...');
    expect(within(categorySelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Categories',
      'Ambient',
      'Arcade',
      'Game',
      'Misc',
      'Notification',
      'System',
      'Ui',
    ]);
    expect(screen.getByText(`Showing 30 of ${TOTAL} sounds`)).toHaveAttribute('role', 'status');
    expect(screen.getByText(`Page 1 of ${PAGES}`)).toBeInTheDocument();
    expect(cardIds()).toEqual(KEYS.slice(0, 30));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([]); // no sound is fetched until a visitor reaches for one
  });
});

describe('Sound Library page: search and category', () => {
  it('filters by a case-insensitive search on the whole key, and writes it to the URL without a history entry', async () => {
    const user = userEvent.setup();
    renderSoundsPage();
    await user.type(searchBox(), 'COIN');
    expect(screen.getByText(`Showing ${matching('coin').length} of ${matching('coin').length} sounds`)).toBeInTheDocument();
    expect(cardIds()).toEqual(matching('coin'));
    expect(urlSearch()).toBe('?q=COIN');
    expect(navigationType()).toBe('REPLACE');
  });

  it('filters by category, shows its badge, and pushes it to the URL', async () => {
    const user = userEvent.setup();
    renderSoundsPage();
    const filters = screen.getByRole('search', { name: 'Search and filter sounds' });
    expect(within(filters).queryByText('Ui', { selector: 'span' })).not.toBeInTheDocument();
    await user.selectOptions(categorySelect(), 'ui');
    const uiKeys = KEYS.filter((key) => key.startsWith('ui/'));
    expect(screen.getByText(`Showing 30 of ${uiKeys.length} sounds`)).toBeInTheDocument();
    expect(cardIds()).toEqual(uiKeys.slice(0, 30));
    await user.click(within(pagination()).getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText(`Showing ${uiKeys.length - 30} of ${uiKeys.length} sounds`)).toBeInTheDocument();
    expect(cardIds()).toEqual(uiKeys.slice(30));
    await user.click(within(pagination()).getByRole('button', { name: 'Page 1' }));
    expect(within(filters).getByText('Ui', { selector: 'span' })).toBeInTheDocument();
    expect(urlSearch()).toBe('?category=ui');
    expect(navigationType()).toBe('PUSH');
  });

  it('needs the search and the category to hold together', async () => {
    const user = userEvent.setup();
    renderSoundsPage();
    await user.selectOptions(categorySelect(), 'arcade');
    await user.type(searchBox(), 'coin');
    expect(cardIds()).toEqual(['arcade/coin', 'arcade/coin_bling']);
    expect(urlSearch()).toBe('?q=coin&category=arcade');
  });

  it('goes back to page 1 when the search or the category changes', async () => {
    const user = userEvent.setup();
    renderSoundsPage('/sounds?page=2');
    expect(screen.getByText(`Page 2 of ${PAGES}`)).toBeInTheDocument();
    await user.type(searchBox(), 'o');
    expect(screen.getByText(/^Page 1 of/)).toBeInTheDocument();
    expect(urlSearch()).toBe('?q=o');
    await user.click(within(pagination()).getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(categorySelect(), 'ui');
    expect(screen.getByText(/^Page 1 of/)).toBeInTheDocument();
    expect(urlSearch()).toBe('?q=o&category=ui');
  });

  it("shows the empty state, word for word, when nothing matches", async () => {
    const user = userEvent.setup();
    renderSoundsPage();
    await user.type(searchBox(), 'zzzz');
    expect(screen.getByRole('heading', { name: 'No sounds found' })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filter to find what you're looking for.")).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 sounds')).toBeInTheDocument();
    expect(cards()).toEqual([]);
    expect(screen.queryByLabelText('Pagination')).not.toBeInTheDocument();
  });
});

describe('Sound Library page: the search shortcut', () => {
  it('focuses the search box on /, without typing the slash', async () => {
    const user = userEvent.setup();
    renderSoundsPage();
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
    await user.keyboard('ui/');
    expect(searchBox()).toHaveValue('ui/'); // a slash typed in the field is text
  });

  it('leaves / alone with a modifier or while another field has focus', async () => {
    const user = userEvent.setup();
    renderSoundsPage();
    await user.keyboard('{Control>}/{/Control}');
    expect(searchBox()).not.toHaveFocus();
    categorySelect().focus();
    await user.keyboard('/');
    expect(categorySelect()).toHaveFocus();
  });
});

describe('Sound Library page: paging', () => {
  const button = (name: string) => within(pagination()).getByRole('button', { name });

  it('pages with First, Previous, the numbered pages, Next and Last, each disabled where it means nothing', async () => {
    const user = userEvent.setup();
    renderSoundsPage();
    expect(pagination().tagName).toBe('NAV');
    const numbered = within(pagination()).getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbered.map((page) => page.textContent)).toEqual(Array.from({ length: Math.min(PAGES, 5) }, (_, i) => String(i + 1)));
    expect(button('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(button('First')).toBeDisabled();
    expect(button('Previous')).toBeDisabled();
    expect(screen.getByLabelText('Previous page')).toBeDisabled();

    await user.click(button('Next'));
    expect(screen.getByText(`Page 2 of ${PAGES}`)).toBeInTheDocument();
    expect(button('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(button('Page 1')).not.toHaveAttribute('aria-current');
    expect(cardIds()).toEqual(KEYS.slice(30, 60));
    expect(urlSearch()).toBe('?page=2');
    expect(navigationType()).toBe('PUSH');
    expect(scrollIntoView).toHaveBeenCalledTimes(1); // the new page's first cards come into view

    await user.click(button('Last'));
    expect(screen.getByText(`Page ${PAGES} of ${PAGES}`)).toBeInTheDocument();
    expect(cardIds()).toEqual(KEYS.slice((PAGES - 1) * 30));
    expect(button('Next')).toBeDisabled();
    expect(button('Last')).toBeDisabled();
    expect(screen.getByLabelText('Next page')).toBeDisabled();

    await user.click(screen.getByLabelText('Previous page'));
    expect(screen.getByText(`Page ${PAGES - 1} of ${PAGES}`)).toBeInTheDocument();
    await user.click(button('First'));
    expect(screen.getByText(`Page 1 of ${PAGES}`)).toBeInTheDocument();
    expect(urlSearch()).toBe('');
  });

  it('moves with the top previous and next buttons too', async () => {
    const user = userEvent.setup();
    renderSoundsPage();
    await user.click(screen.getByLabelText('Next page'));
    expect(screen.getByText(`Page 2 of ${PAGES}`)).toBeInTheDocument();
    expect(button('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(scrollIntoView).not.toHaveBeenCalled(); // the top bar is already in view
  });
});

describe('Sound Library page: the URL', () => {
  it('opens a shared search: query, category and page from the URL', async () => {
    renderSoundsPage('/sounds?q=o&category=notification&page=1');
    await waitFor(() => expect(searchBox()).toHaveValue('o'));
    expect(categorySelect()).toHaveValue('notification');
    expect(cardIds()).toEqual(KEYS.filter((key) => key.startsWith('notification/') && key.includes('o')));
  });

  it('shows the last page for page=999, keeping the address as shared', async () => {
    renderSoundsPage('/sounds?page=999');
    expect(await screen.findByText(`Page ${PAGES} of ${PAGES}`)).toBeInTheDocument();
    expect(within(pagination()).getByRole('button', { name: `Page ${PAGES}` })).toHaveAttribute('aria-current', 'page');
    expect(urlSearch()).toBe('?page=999');
  });

  it.each([
    ['page=abc&category=nope', `Page 1 of ${PAGES}`],
    ['page=-4', `Page 1 of ${PAGES}`],
    ['page=2.5&category=', `Page 1 of ${PAGES}`],
  ])('falls back to sane values for %s, and cleans the address without a history entry', async (search, shown) => {
    renderSoundsPage(`/sounds?${search}`);
    await waitFor(() => expect(urlSearch()).toBe(''));
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(categorySelect()).toHaveValue('');
    expect(navigationType()).toBe('REPLACE');
  });

  it('cuts a huge query to 100 characters', async () => {
    renderSoundsPage(`/sounds?q=${'a'.repeat(5000)}`);
    await waitFor(() => expect(searchBox()).toHaveValue('a'.repeat(100)));
    expect(urlSearch()).toBe(`?q=${'a'.repeat(100)}`);
    expect(screen.getByRole('heading', { name: 'No sounds found' })).toBeInTheDocument();
  });

  it('follows Back: the filters return to what the previous address said', async () => {
    const user = userEvent.setup();
    renderSoundsPage('/sounds?q=o');
    await waitFor(() => expect(searchBox()).toHaveValue('o'));
    await user.click(screen.getByLabelText('Next page'));
    expect(urlSearch()).toBe('?q=o&page=2');
    await user.selectOptions(categorySelect(), 'ui');
    expect(urlSearch()).toBe('?q=o&category=ui');

    await user.click(screen.getByText('Browser back'));
    expect(urlSearch()).toBe('?q=o&page=2');
    expect(categorySelect()).toHaveValue('');
    expect(screen.getByText(/^Page 2 of/)).toBeInTheDocument();
    await user.click(screen.getByText('Browser back'));
    expect(urlSearch()).toBe('?q=o');
    expect(screen.getByText(/^Page 1 of/)).toBeInTheDocument();
    expect(searchBox()).toHaveValue('o');
    expect(navigationType()).toBe('POP');
  });
});
