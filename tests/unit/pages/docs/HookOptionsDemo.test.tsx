import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HookOptionsDemo } from '../../../../src/pages/docs/demos/HookOptionsDemo.tsx';
import { renderApp } from '../../../utils/renderApp.tsx';
import { siteSoundsPerTest } from '../../components/siteSounds.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

siteSoundsPerTest(engine);

const logLines = () => within(screen.getByRole('log', { name: 'Callbacks' })).queryAllByRole('listitem').map((item) => item.textContent);
/** Each test plays one of the demo's two sounds only: the engine's plays are that sound's. */
const coinPlays = () => engine.plays;

describe('the use-sound options demo', () => {
  it('logs the callbacks, shows the duration, and interrupts the last play by default', async () => {
    const user = userEvent.setup();
    renderApp(<HookOptionsDemo />);

    await user.click(screen.getByRole('button', { name: 'Play coin' }));
    await waitFor(() => expect(logLines()).toEqual(['onLoad: arcade/coin is ready', 'onPlay']));
    expect(screen.getByText('Duration: 1.50 s')).toBeInTheDocument(); // what the (fake) engine measured
    await user.click(screen.getByRole('button', { name: 'Play coin' }));
    await waitFor(() => expect(coinPlays().map((play) => play.state)).toEqual(['stopped', 'playing']));

    engine.end(coinPlays()[1].id);
    await waitFor(() => expect(logLines().at(-1)).toBe('onEnd'));
  });

  it('overlaps plays without Interrupt, pans them, and keeps silent with its own switch off', async () => {
    const user = userEvent.setup();
    renderApp(<HookOptionsDemo />);
    await user.click(screen.getByRole('checkbox', { name: /^Interrupt/ }));
    const pan = screen.getByRole('slider', { name: 'Pan' });
    expect(pan).toHaveAttribute('aria-valuetext', 'Centre');
    fireEvent.change(pan, { target: { value: '-0.3' } });
    expect(screen.getByText('Left 0.3')).toBeInTheDocument();
    // Heard as words, not '-0.3'.
    expect(pan).toHaveAttribute('aria-valuetext', 'Left 0.3');

    await user.click(screen.getByRole('button', { name: 'Play coin' }));
    await user.click(screen.getByRole('button', { name: 'Play coin' }));
    await waitFor(() => expect(coinPlays().map((play) => [play.state, play.options.pan])).toEqual([['playing', -0.3], ['playing', -0.3]]));

    await user.click(screen.getByRole('checkbox', { name: /soundEnabled/ }));
    await user.click(screen.getByRole('button', { name: 'Play coin' }));
    expect(coinPlays()).toHaveLength(2);
    expect(logLines().at(-1)).toBe('play() did nothing: soundEnabled is false');
  });

  it('plays the two segments of its sprite', async () => {
    const user = userEvent.setup();
    renderApp(<HookOptionsDemo />);

    await user.click(screen.getByRole('button', { name: 'Play the chord (sprite)' }));
    // The engine names segments by where they start and how long they last: the chord is 620 ms in, 869 ms long.
    await waitFor(() => expect(engine.plays.map((play) => play.options.sprite)).toEqual(['620:869']));
    await user.click(screen.getByRole('button', { name: 'Play the run (sprite)' }));
    await waitFor(() => expect(engine.plays.map((play) => play.options.sprite)).toEqual(['620:869', '0:620']));
    expect(engine.decodes.at(-1)?.sprite).toEqual({ '0:620': [0, 620], '620:869': [620, 869] });
  });

  it('fades the looping rain out and in', async () => {
    const user = userEvent.setup();
    renderApp(<HookOptionsDemo />);
    expect(screen.getByRole('button', { name: 'Fade out' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Play rain' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fade out' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Fade out' }));
    await user.click(screen.getByRole('button', { name: 'Fade in' }));

    const [rain] = engine.plays;
    expect(rain?.options).toMatchObject({ loop: true, volume: 0.8 });
    expect(engine.calls.filter((call) => call.action === 'fade')).toEqual([
      { action: 'fade', id: rain?.id, from: 0.8, to: 0, ms: 1500 },
      { action: 'fade', id: rain?.id, from: 0, to: 0.8, ms: 1500 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Stop rain' }));
    expect(rain?.state).toBe('stopped');
  });
});
