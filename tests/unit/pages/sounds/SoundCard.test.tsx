import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setSoundEnabled, soundCatalogue } from 'react-sfx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioResponse, cdnUrlOf, soundBytes } from '../../../msw/handlers.ts';
import { requests, server, startMockServer } from '../../../msw/server.ts';
import { renderSoundsPage } from './renderSoundsPage.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

// Thirty cards make each render heavy in jsdom; on a busy machine the default 5 s is not enough.
vi.setConfig({ testTimeout: 30_000 });

/** Two arcade sounds on one page: `/sounds?category=arcade&q=coin`. */
const COIN_PAGE = '/sounds?category=arcade&q=coin';
const card = (title: string) => screen.getByRole('article', { name: title });
const inCard = (title: string, name: string | RegExp) => within(card(title)).getByRole('button', { name });
const cardsLoaded = () => screen.findAllByRole('article');
/** What a card's live regions say (the preview's and the copy button's), joined. */
const announced = (title: string) => within(card(title)).getAllByRole('status').map((region) => region.textContent).join(' ').trim();

/** Holds a sound's CDN response until `release` is called, so the Loading... state can be seen. */
function holdCdnResponse(key: 'arcade/coin' | 'arcade/coin_bling') {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(cdnUrlOf(key), async () => {
      await held;
      return audioResponse(soundBytes(key));
    }),
  );
  return () => release();
}

beforeEach(() => {
  engine.reset();
  localStorage.clear();
});
afterEach(() => {
  setSoundEnabled(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a sound card', () => {
  it('shows the badge, the duration with 2 decimals, the title, the waveform, the id and its buttons', async () => {
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    const coin = card('coin');
    expect(within(coin).getByText('Arcade')).toBeInTheDocument();
    expect(within(coin).getByText(`${soundCatalogue['arcade/coin'].duration.toFixed(2)}s`)).toBeInTheDocument();
    expect(within(coin).getByText('0.86s')).toBeInTheDocument();
    expect(within(coin).getByRole('heading', { level: 3 })).toHaveTextContent('coin');
    expect(card('coin bling')).toBeInTheDocument(); // underscores read as spaces
    expect(coin.querySelector('code')).toHaveTextContent('arcade/coin');
    const bars = coin.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')?.match(/M[^M]+z/g) ?? [];
    expect(bars).toHaveLength(48); // one closed rectangle per peak
    expect(inCard('coin', 'Play Sound')).toHaveAccessibleDescription('coin arcade/coin');
    expect(inCard('coin bling', 'Download sound')).toHaveAccessibleDescription('coin bling arcade/coin_bling');
    expect(inCard('coin', 'Copy sound ID to clipboard')).toHaveAttribute('title', 'Copy sound ID to clipboard');
    expect(inCard('coin', 'Download sound')).toHaveAttribute('title', 'Download sound');
  });
});

describe('a sound card: preview', () => {
  it('fetches on hover with Loading... and a spinner, then plays and stops with the toggle', async () => {
    const user = userEvent.setup();
    const release = holdCdnResponse('arcade/coin');
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    expect(requests).toEqual([]);

    await user.hover(inCard('coin', 'Play Sound'));
    const loading = await within(card('coin')).findByRole('button', { name: 'Loading...' });
    expect(loading.querySelector('[class*="spinner"]')).not.toBeNull();
    release();
    await waitFor(() => expect(inCard('coin', 'Play Sound')).toBeInTheDocument());
    expect(engine.plays).toEqual([]);

    await user.click(inCard('coin', 'Play Sound'));
    await waitFor(() => expect(inCard('coin', 'Stop Sound')).toBeInTheDocument());
    expect(engine.playingIds()).toHaveLength(1);
    await user.click(inCard('coin', 'Stop Sound'));
    await waitFor(() => expect(inCard('coin', 'Play Sound')).toBeInTheDocument());
    expect(engine.playingIds()).toEqual([]);
    expect(engine.calls.map((call) => call.action)).toEqual(['stop']);
  });

  it('returns to Play Sound when the sound ends by itself', async () => {
    const user = userEvent.setup();
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    await user.click(inCard('coin', 'Play Sound'));
    await waitFor(() => expect(engine.playingIds()).toHaveLength(1));
    act(() => engine.end(engine.playingIds()[0]));
    await waitFor(() => expect(inCard('coin', 'Play Sound')).toBeInTheDocument());
  });

  it('plays one preview at a time: the previous one sounds until the next one starts, then stops', async () => {
    const user = userEvent.setup();
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    await user.click(inCard('coin', 'Play Sound'));
    await waitFor(() => expect(inCard('coin', 'Stop Sound')).toBeInTheDocument());
    const [first] = engine.playingIds();

    const release = holdCdnResponse('arcade/coin_bling');
    await user.click(inCard('coin bling', 'Play Sound'));
    expect(engine.playingIds()).toEqual([first]); // the next one is on its way
    expect(inCard('coin', 'Stop Sound')).toBeInTheDocument();
    release();
    await waitFor(() => expect(inCard('coin bling', 'Stop Sound')).toBeInTheDocument());
    expect(engine.play(first).state).toBe('stopped');
    expect(engine.playingIds()).toHaveLength(1);
    expect(inCard('coin', 'Play Sound')).toBeInTheDocument();
  });

  it("ends a card's wait for its sound when another card is pressed, so it never sounds", async () => {
    const user = userEvent.setup();
    const release = holdCdnResponse('arcade/coin');
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    await user.click(inCard('coin', 'Play Sound'));

    await user.click(inCard('coin bling', 'Play Sound'));
    await waitFor(() => expect(inCard('coin bling', 'Stop Sound')).toBeInTheDocument());
    const [other] = engine.playingIds();
    release();
    await waitFor(() => expect(engine.decodes).toHaveLength(2)); // the waiting card's sound arrived

    expect(engine.playingIds()).toEqual([other]);
    expect(inCard('coin', 'Play Sound')).toBeInTheDocument();
  });

  it('does what the button says: a second press before Loading... shows leaves the sound coming, one on Loading... stops it', async () => {
    const user = userEvent.setup();
    let release = holdCdnResponse('arcade/coin');
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    const play = inCard('coin', 'Play Sound');
    // Two presses before the page re-renders: both on Play Sound, so one play.
    act(() => {
      fireEvent.click(play);
      fireEvent.click(play);
    });
    release();
    await waitFor(() => expect(inCard('coin', 'Stop Sound')).toBeInTheDocument());
    expect(engine.playingIds()).toHaveLength(1);
    await user.click(inCard('coin', 'Stop Sound'));
    expect(engine.playingIds()).toEqual([]);

    // A sound still loading after a press shows Loading... (once the wait is long enough to notice): pressing it stops the wait.
    release = holdCdnResponse('arcade/coin_bling');
    await user.click(inCard('coin bling', 'Play Sound'));
    await user.click(await within(card('coin bling')).findByRole('button', { name: 'Loading...' }));
    release();
    await waitFor(() => expect(engine.decodes).toHaveLength(2)); // its sound arrived
    expect(engine.playingIds()).toEqual([]);
    expect(inCard('coin bling', 'Play Sound')).toBeInTheDocument();
  });

  /** A finger on `button` at (x, y) from time `at`, lifted at (x + moved, y) after `heldMs`; whether its touchend was cancelled. */
  function touch(button: HTMLElement, { at = 1000, heldMs = 80, moved = 0, cancelable = true } = {}): boolean {
    const point = { pointerType: 'touch', isPrimary: true, pointerId: 7, clientY: 20 };
    const stamp = (event: Event, time: number) => Object.defineProperty(event, 'timeStamp', { value: time });
    const down = createPointer('pointerdown', { ...point, clientX: 20 });
    stamp(down, at);
    fireEvent(button, down);
    fireEvent.touchStart(button);
    const up = createPointer('pointerup', { ...point, clientX: 20 + moved });
    stamp(up, at + heldMs);
    fireEvent(button, up);
    return !fireEvent(button, new TouchEvent('touchend', { bubbles: true, cancelable }));
  }
  const createPointer = (type: string, init: PointerEventInit) => new PointerEvent(type, { bubbles: true, cancelable: true, ...init });

  it('starts on a tap as the finger lifts, and no click follows it to stop the sound again', async () => {
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    const button = inCard('coin', 'Play Sound'); // the same button as its label changes
    const cancelled = touch(button);
    expect(cancelled).toBe(true); // so the browser sends no compatibility mouse events and no click
    await waitFor(() => expect(button).toHaveAccessibleName('Stop Sound'));
    await waitFor(() => expect(button).toHaveFocus()); // as the click would have given it, once the page is idle
    expect(engine.playingIds()).toHaveLength(1);

    // A touchend the browser would not let be cancelled: its click still comes, and is the same tap.
    expect(touch(button, { at: 5000, cancelable: false })).toBe(false);
    await waitFor(() => expect(button).toHaveAccessibleName('Play Sound'));
    expect(engine.playingIds()).toEqual([]);
    fireEvent(button, Object.defineProperty(new MouseEvent('click', { bubbles: true, cancelable: true }), 'timeStamp', { value: 5100 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button).toHaveAccessibleName('Play Sound');
    expect(engine.plays).toHaveLength(1);

    // A field focused right after a tap keeps its focus.
    const search = screen.getByRole('searchbox', { name: 'Search Sounds' });
    touch(button, { at: 9000 });
    search.focus();
    await waitFor(() => expect(button).toHaveAccessibleName('Stop Sound'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search).toHaveFocus();
  });

  it("leaves a touch that moved or was held longer than a tap to the browser's click", async () => {
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    const button = inCard('coin', 'Play Sound');
    expect(touch(button, { moved: 40 })).toBe(false);
    expect(touch(button, { at: 3000, heldMs: 700 })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(engine.plays).toEqual([]);
    await waitFor(() => expect(button).toHaveAccessibleName('Play Sound')); // fetched on the touch, not played

    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Stop Sound'));
    expect(engine.plays).toHaveLength(1);
  });

  it('is reachable and playable from the keyboard, fetching when focused', async () => {
    const user = userEvent.setup();
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    const play = inCard('coin', 'Play Sound');
    screen.getByRole('searchbox', { name: 'Search Sounds' }).focus();
    for (let presses = 0; presses < 10 && document.activeElement !== play; presses++) await user.tab();
    expect(play).toHaveFocus();
    await waitFor(() => expect(engine.decodes).toHaveLength(1));
    expect(requests.map((request) => request.url)).toContain(cdnUrlOf('arcade/coin'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(inCard('coin', 'Stop Sound')).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(inCard('coin', 'Play Sound')).toHaveFocus());
  });
});

describe('a sound card: a sound that fails to load', () => {
  it("says Couldn't load. Try again, and the next press loads afresh and plays", async () => {
    server.use(http.get(cdnUrlOf('arcade/coin'), () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();

    fireEvent.click(inCard('coin', 'Play Sound'));

    const failed = await within(card('coin')).findByRole('button', { name: "Couldn't load. Try again" });
    expect(failed).toHaveTextContent("Couldn't load. Try again");
    expect(failed).toHaveAttribute('title', expect.stringContaining(`Failed to fetch sound "arcade/coin" from CDN (${cdnUrlOf('arcade/coin')})`)); // why, on hover
    expect(announced('coin')).toBe("Couldn't load this sound. Press its button to try again.");
    expect(inCard('coin bling', 'Play Sound')).toBeInTheDocument(); // the other card is untouched
    expect(engine.plays).toEqual([]);

    server.resetHandlers();
    fireEvent.click(failed);
    await waitFor(() => expect(inCard('coin', 'Stop Sound')).toBeInTheDocument());
    expect(engine.plays).toHaveLength(1);
    expect(announced('coin')).toBe('');
    expect(inCard('coin', 'Stop Sound')).not.toHaveAttribute('title');
    expect(requests.filter((request) => request.method === 'GET' && request.url === cdnUrlOf('arcade/coin'))).toHaveLength(2);
  });
});

describe('a sound card: sounds turned off', () => {
  it('says how to turn sounds on, and a Play does nothing', async () => {
    setSoundEnabled(false);
    const user = userEvent.setup();
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    expect(screen.getByText(/^Sounds are off/)).toBeVisible();
    await user.click(inCard('coin', 'Play Sound'));
    await waitFor(() => expect(inCard('coin', 'Play Sound')).toBeInTheDocument());
    expect(engine.plays).toEqual([]);
    act(() => setSoundEnabled(true));
    expect(screen.getByText(/^Sounds are off/)).not.toBeVisible();
  });
});

describe('a sound card: copy id', () => {
  function mockClipboard(writeText: (text: string) => Promise<void>) {
    const spy = vi.fn(writeText);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
    return spy;
  }

  it('copies the id and shows a tick for 2 seconds', async () => {
    const writeText = mockClipboard(() => Promise.resolve());
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(inCard('coin', 'Copy sound ID to clipboard')));
    expect(writeText).toHaveBeenCalledWith('arcade/coin');
    expect(announced('coin')).toBe('Sound ID copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(announced('coin')).toBe('Sound ID copied');
    act(() => vi.advanceTimersByTime(1));
    expect(announced('coin')).toBe('');
  });

  it('shows a cross for 2 seconds when the browser refuses, says so, and logs nothing', async () => {
    const writeText = mockClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const consoleError = vi.spyOn(console, 'error');
    renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(inCard('coin', 'Copy sound ID to clipboard')));
    expect(writeText).toHaveBeenCalledTimes(1);
    const refused = "Couldn't copy the sound ID: the browser refused";
    expect(announced('coin')).toBe(refused);
    expect(inCard('coin', 'Copy sound ID to clipboard').querySelector('path')?.getAttribute('d')).toBe('M6 6l12 12M18 6L6 18');
    expect(announced('coin bling')).toBe('');
    act(() => vi.advanceTimersByTime(1999));
    expect(announced('coin')).toBe(refused);
    act(() => vi.advanceTimersByTime(1));
    expect(announced('coin')).toBe('');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('a sound card: download', () => {
  it('saves the real MP3 as <name>.mp3, busy with a spinner meanwhile', async () => {
    const release = holdCdnResponse('arcade/coin_bling');
    const { savedFiles } = renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    fireEvent.click(inCard('coin bling', 'Download sound'));
    await waitFor(() => expect(inCard('coin bling', 'Download sound')).toHaveAttribute('aria-busy', 'true'));
    expect(inCard('coin bling', 'Download sound').querySelector('[class*="spinner"]')).not.toBeNull();
    release();
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(savedFiles[0].fileName).toBe('coin_bling.mp3');
    expect(new Uint8Array(await savedFiles[0].blob.arrayBuffer())).toEqual(soundBytes('arcade/coin_bling'));
    await waitFor(() => expect(inCard('coin bling', 'Download sound')).toHaveAttribute('aria-busy', 'false'));
  });

  it('ends the spinner on failure, with the error on the console only', async () => {
    server.use(http.get(cdnUrlOf('arcade/coin'), () => new HttpResponse(null, { status: 503 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { savedFiles } = renderSoundsPage(COIN_PAGE);
    await cardsLoaded();
    fireEvent.click(inCard('coin', 'Download sound'));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Download failed', expect.any(Error)));
    await waitFor(() => expect(inCard('coin', 'Download sound')).toHaveAttribute('aria-busy', 'false'));
    expect(savedFiles).toEqual([]);
    expect(screen.queryByText(/fail/i)).not.toBeInTheDocument();
  });
});
