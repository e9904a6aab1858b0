import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isSoundEnabled, setSoundEnabled } from 'react-sfx';
import { describe, expect, it, vi } from 'vitest';
import { SoundToggle } from '../../../src/components/SoundToggle.tsx';
import { selectSoundsEnabled } from '../../../store/settingsSlice.ts';
import { renderApp } from '../../utils/renderApp.tsx';
import { siteSoundsPerTest } from './siteSounds.ts';

const engine = await vi.hoisted(async () => (await import('../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../src/sfx/runtime/engine.ts', () => engine.module);

const sounds = siteSoundsPerTest(engine);
const STORAGE_KEY = 'react-sfx-enabled';
const ON_TITLE = 'Sound on — click to mute';
const OFF_TITLE = 'Sound off — click to unmute';

const toggle = () => screen.getByRole('button', { name: 'Sound' });
const icon = () => toggle().querySelector('svg[data-icon]')?.getAttribute('data-icon');

describe('SoundToggle', () => {
  it('is a toggle button, pressed while sounds are on, whose title and icon say so', () => {
    renderApp(<SoundToggle />);
    expect(toggle()).toHaveAttribute('type', 'button');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(toggle()).toHaveAttribute('title', ON_TITLE);
    expect(toggle()).toHaveAccessibleDescription(ON_TITLE);
    expect(icon()).toBe('sound-on');
  });

  it('shows sounds off when they are off (restored by the library from an earlier visit)', () => {
    setSoundEnabled(false);
    renderApp(<SoundToggle />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(toggle()).toHaveAttribute('title', OFF_TITLE);
    expect(icon()).toBe('sound-off');
  });

  it('turns sounds off: the button flips at once, ui/toggle_off plays, then the library and storage follow', async () => {
    const user = userEvent.setup();
    const { store } = renderApp(<SoundToggle />);

    await user.click(toggle());

    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(toggle()).toHaveAttribute('title', OFF_TITLE);
    expect(icon()).toBe('sound-off');
    expect(selectSoundsEnabled(store.getState())).toBe(false);
    await waitFor(() => expect(sounds.played()).toEqual(['ui/toggle_off']));
    // The library stays on while the off sound is heard (turning it off would cut the sound short)...
    expect(isSoundEnabled()).toBe(true);
    // ...and follows when it ends.
    engine.end(engine.playingIds()[0]);
    await waitFor(() => expect(isSoundEnabled()).toBe(false));
    expect(localStorage.getItem(STORAGE_KEY)).toBe('false');
  });

  it('turns sounds back on: the library and storage follow, and ui/toggle_on plays', async () => {
    setSoundEnabled(false);
    const user = userEvent.setup();
    renderApp(<SoundToggle />);

    await user.click(toggle());

    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(toggle()).toHaveAttribute('title', ON_TITLE);
    expect(icon()).toBe('sound-on');
    expect(isSoundEnabled()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('true');
    await waitFor(() => expect(sounds.played()).toEqual(['ui/toggle_on']));
  });

  it('follows the flag when something else changes it', async () => {
    const user = userEvent.setup();
    renderApp(<SoundToggle />);
    await user.click(toggle());
    await waitFor(() => expect(sounds.played()).toEqual(['ui/toggle_off']));
    engine.end(engine.playingIds()[0]); // the off sound has been heard
    await waitFor(() => expect(isSoundEnabled()).toBe(false));

    await user.click(toggle());

    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sounds.played()).toEqual(['ui/toggle_off', 'ui/toggle_on']));
  });

  it('is operated from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp(<SoundToggle />);

    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  });
});
