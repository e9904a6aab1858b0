import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput } from '../../../src/app/earlyInput.ts';

type EarlyWindow = Window & { __earlyClicks?: Element[] };

function button(describedBy: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.setAttribute('aria-describedby', describedBy);
  element.textContent = text;
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  (window as EarlyWindow).__earlyClicks = [];
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
