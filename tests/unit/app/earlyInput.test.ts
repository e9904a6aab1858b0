import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput } from '../../../src/app/earlyInput.ts';

type EarlyWindow = Window & { __earlyClicks?: Element[]; __earlyPress?: Element | null };

function button(describedBy: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.setAttribute('aria-describedby', describedBy);
  element.textContent = text;
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  (window as EarlyWindow).__earlyClicks = [];
  (window as EarlyWindow).__earlyPress = null;
  vi.useRealTimers();
});

describe('replayEarlyInput: clicks held before the page was live', () => {
  it('clicks a held button that rendering replaced on the button standing for the same control', () => {
    const held = button('coin-title coin-key', 'Play Sound');
    const other = button('jump-title jump-key', 'Play Sound');
    const current = button('coin-title coin-key', 'Play Sound');
    document.body.append(other, current);
    const clicked = vi.fn();
    current.addEventListener('click', () => clicked('coin'));
    other.addEventListener('click', () => clicked('jump'));
    (window as EarlyWindow).__earlyClicks = [held];

    replayEarlyInput(document, () => undefined);

    expect(clicked.mock.calls).toEqual([['coin']]);
  });

  it('drops a held click whose control is gone, and clicks one still in place', () => {
    const gone = button('gone-title', 'Play Sound');
    const here = button('here-title', 'Play Sound');
    document.body.append(here);
    const clicked = vi.fn();
    here.addEventListener('click', clicked);
    (window as EarlyWindow).__earlyClicks = [gone, here];

    replayEarlyInput(document, () => undefined);

    expect(clicked).toHaveBeenCalledTimes(1);
  });
});

describe("replayEarlyInput: the pages' shortcuts held before the page was live", () => {
  it("presses each held key again on the document, in order, where '/' and Ctrl+K are listened for", () => {
    const pressed: string[] = [];
    const listener = (event: KeyboardEvent) => pressed.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`);
    document.addEventListener('keydown', listener);
    (window as Window & { __earlyKeys?: KeyboardEventInit[] }).__earlyKeys = [{ key: '/' }, { key: 'k', ctrlKey: true }];

    replayEarlyInput(document, () => undefined);
    replayEarlyInput(document, () => undefined); // once only

    document.removeEventListener('keydown', listener);
    expect(pressed).toEqual(['/', 'Ctrl+k']);
  });
});

describe('replayEarlyInput: a press begun before the page was live and still down', () => {
  /** Two Play buttons, the first one's click held, the second one pressed and not yet released. */
  function pressedAfterAHeldClick() {
    const first = button('coin-title coin-key', 'Play Sound');
    const pressed = button('jump-title jump-key', 'Play Sound');
    document.body.append(first, pressed);
    const clicked: string[] = [];
    first.addEventListener('click', () => clicked.push('coin'));
    pressed.addEventListener('click', () => clicked.push('jump'));
    (window as EarlyWindow).__earlyClicks = [first];
    (window as EarlyWindow).__earlyPress = pressed;
    return { pressed, clicked };
  }

  it('waits for the press to end, then replays the held clicks and the press\'s click after them, once each', () => {
    const { pressed, clicked } = pressedAfterAHeldClick();
    replayEarlyInput(document, () => undefined);
    expect(clicked).toEqual([]); // nothing replayed under the pointer

    pressed.dispatchEvent(new Event('pointerup', { bubbles: true }));
    // The release's own click (as the browser dispatches it, not click(), which ignores a nested call):
    // stopped, and replayed in its turn.
    pressed.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicked).toEqual(['coin', 'jump']);
  });

  it('replays the held clicks, not the pressed button, when the press ends in a click elsewhere', () => {
    const { clicked } = pressedAfterAHeldClick();
    replayEarlyInput(document, () => undefined);
    document.body.click();
    expect(clicked).toEqual(['coin']);
  });

  it('replays once the press is cancelled, or after two seconds held', () => {
    vi.useFakeTimers();
    const cancelled = pressedAfterAHeldClick();
    replayEarlyInput(document, () => undefined);
    window.dispatchEvent(new Event('pointercancel'));
    expect(cancelled.clicked).toEqual(['coin']);

    document.body.innerHTML = '';
    const held = pressedAfterAHeldClick();
    replayEarlyInput(document, () => undefined);
    vi.advanceTimersByTime(1999);
    expect(held.clicked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(held.clicked).toEqual(['coin']);
    held.pressed.click(); // a late release: the page is live, and its click is the button's own
    expect(held.clicked).toEqual(['coin', 'jump']);
  });
});
