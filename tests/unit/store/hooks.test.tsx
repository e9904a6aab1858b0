/**
 * The site's store hooks are react-redux's, typed for this store: they re-render on the state a
 * component selects, and in development they warn about a selector that returns a new reference for
 * the same state (which would re-render on every action), as react-redux promises.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider, useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks.ts';
import { makeStore, type RootState } from '../../../store/store.ts';
import { soundsEnabledChanged } from '../../../store/settingsSlice.ts';

const newStore = () => makeStore({ saveFile: () => {} });

afterEach(() => vi.restoreAllMocks());

function EnabledLine() {
  const enabled = useAppSelector((state) => state.settings.soundsEnabled);
  return <p>Sounds {enabled ? 'on' : 'off'}</p>;
}

describe('store hooks', () => {
  it('render the selected state and follow it when an action changes it', () => {
    const store = newStore();
    render(
      <Provider store={store}>
        <EnabledLine />
      </Provider>,
    );
    expect(screen.getByText('Sounds on')).toBeInTheDocument();
    act(() => void store.dispatch(soundsEnabledChanged(false)));
    expect(screen.getByText('Sounds off')).toBeInTheDocument();
  });

  it("give the Provider's store and its dispatch to components", async () => {
    function ToggleButton() {
      const store = useAppStore();
      const dispatch = useAppDispatch();
      const toggle = () => dispatch(soundsEnabledChanged(!store.getState().settings.soundsEnabled));
      return <button type="button" onClick={toggle}>Toggle</button>;
    }
    render(
      <Provider store={newStore()}>
        <EnabledLine />
        <ToggleButton />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Sounds off')).toBeInTheDocument();
  });

  it('warn in development about a selector that returns a new object for the same state', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Unstable() {
      const settings = useAppSelector((state: RootState) => ({ ...state.settings }));
      return <p>{String(settings.soundsEnabled)}</p>;
    }
    render(
      <Provider store={newStore()}>
        <Unstable />
      </Provider>,
    );
    expect(warn.mock.calls.flat().join(' ')).toMatch(/returned a different result when called with the same parameters/);
  });

  it('throw outside the Provider, naming what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<EnabledLine />)).toThrow(/react-redux context value|<Provider>/);
  });
});
