import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AdvancedControls } from '../../../../src/pages/docs/demos/AdvancedControls.tsx';
import { audioResponse, cdnUrlOf, soundBytes } from '../../../msw/handlers.ts';
import { server } from '../../../msw/server.ts';
import { renderApp } from '../../../utils/renderApp.tsx';
import { siteSoundsPerTest } from '../../components/siteSounds.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

siteSoundsPerTest(engine);

const button = (name: string) => screen.getByRole('button', { name });

/** Which of Play, Pause, Resume and Stop are enabled. */
function enabledButtons(): string[] {
  return ['Play', 'Pause', 'Resume', 'Stop'].filter((name) => !button(name).hasAttribute('disabled'));
}

async function renderLoaded() {
  const user = userEvent.setup();
  renderApp(<AdvancedControls />);
  await screen.findByText('Status: Loaded, Stopped');
  return user;
}

describe('Advanced Controls', () => {
  it('shows its defaults: notification/success, volume 0.7, rate 1, no loop', async () => {
    await renderLoaded();
    expect(screen.getByRole('combobox', { name: 'Sound' })).toHaveValue('notification/success');
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveValue('0.7');
    expect(volume).toHaveAttribute('min', '0');
    expect(volume).toHaveAttribute('max', '1');
    expect(volume).toHaveAttribute('step', '0.1');
    const rate = screen.getByRole('slider', { name: 'Playback Rate' });
    expect(rate).toHaveValue('1');
    expect(rate).toHaveAttribute('min', '0.5');
    expect(rate).toHaveAttribute('max', '2');
    expect(rate).toHaveAttribute('step', '0.1');
    expect(screen.getByText('0.7')).toBeInTheDocument();
    expect(screen.getByText('1.0×')).toBeInTheDocument();
    // The slider announces what is shown beside it.
    expect(volume).toHaveAttribute('aria-valuetext', '0.7');
    expect(rate).toHaveAttribute('aria-valuetext', '1.0×');
    expect(screen.getByRole('checkbox', { name: 'Loop Sound' })).not.toBeChecked();
  });

  it('is Loading with every button disabled until the sound is loaded; then Play and Resume are enabled', async () => {
    let deliver: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    server.use(
      http.get(cdnUrlOf('game/void'), async () => {
        await delivered;
        return audioResponse(soundBytes('game/void'));
      }),
    );
    const user = await renderLoaded();
    await user.click(screen.getByRole('combobox', { name: 'Sound' }));
    await user.keyboard('void{Enter}');

    expect(await screen.findByText('Status: Loading, Stopped')).toBeInTheDocument();
    expect(enabledButtons()).toEqual([]);

    deliver();
    await screen.findByText('Status: Loaded, Stopped');
    expect(enabledButtons()).toEqual(['Play', 'Resume']);
  });

  it("says why a sound could not load, and Try again loads it afresh", async () => {
    server.use(http.get(cdnUrlOf('game/void'), () => new HttpResponse(null, { status: 503 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await renderLoaded();
    await user.click(screen.getByRole('combobox', { name: 'Sound' }));
    await user.keyboard('void{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Couldn't load game/void: Failed to fetch sound "game/void" from CDN (${cdnUrlOf('game/void')}).`);
    expect(enabledButtons()).toEqual([]);

    server.resetHandlers();
    await user.click(button('Try again'));
    await screen.findByText('Status: Loaded, Stopped');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(enabledButtons()).toEqual(['Play', 'Resume']);
  });

  it('plays with the chosen volume, rate and loop; then only Pause and Stop are enabled', async () => {
    const user = await renderLoaded();
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.3' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Playback Rate' }), { target: { value: '1.5' } });
    await user.click(screen.getByRole('checkbox', { name: 'Loop Sound' }));
    expect(screen.getByText('0.3')).toBeInTheDocument();
    expect(screen.getByText('1.5×')).toBeInTheDocument();

    await user.click(button('Play'));

    await screen.findByText('Status: Loaded, Playing');
    expect(engine.plays).toHaveLength(1);
    expect(engine.plays[0]?.src).toMatch(/^blob:/);
    expect(engine.plays[0]?.options).toEqual({ volume: 0.3, rate: 1.5, loop: true, pan: 0 });
    expect(enabledButtons()).toEqual(['Pause', 'Stop']);
  });

  it('pauses (Resume and Play enabled), resumes, and stops', async () => {
    const user = await renderLoaded();
    await user.click(button('Play'));
    await screen.findByText('Status: Loaded, Playing');
    const id = engine.playingIds()[0];

    await user.click(button('Pause'));
    expect(screen.getByText('Status: Loaded, Stopped')).toBeInTheDocument();
    expect(engine.calls).toContainEqual({ action: 'pause', id });
    expect(enabledButtons()).toEqual(['Play', 'Resume']);

    await user.click(button('Resume'));
    expect(screen.getByText('Status: Loaded, Playing')).toBeInTheDocument();
    expect(engine.calls).toContainEqual({ action: 'resume', id });
    expect(enabledButtons()).toEqual(['Pause', 'Stop']);

    await user.click(button('Stop'));
    expect(screen.getByText('Status: Loaded, Stopped')).toBeInTheDocument();
    expect(engine.calls).toContainEqual({ action: 'stop', id });
    expect(enabledButtons()).toEqual(['Play', 'Resume']);
  });

  it('goes back to Stopped when a one-shot ends', async () => {
    const user = await renderLoaded();
    await user.click(button('Play'));
    await screen.findByText('Status: Loaded, Playing');
    engine.end(engine.playingIds()[0] ?? -1);
    await screen.findByText('Status: Loaded, Stopped');
    expect(enabledButtons()).toEqual(['Play', 'Resume']);
  });

  it('starts afresh on Play after a Pause, leaving no paused play behind', async () => {
    const user = await renderLoaded();
    await user.click(button('Play'));
    await screen.findByText('Status: Loaded, Playing');
    const first = engine.playingIds()[0];
    await user.click(button('Pause'));
    await user.click(button('Play'));
    await waitFor(() => expect(engine.plays).toHaveLength(2));
    expect(engine.play(first ?? -1).state).toBe('stopped');
    expect(engine.playingIds()).toEqual([engine.plays[1]?.id]);
  });

  it('keeps keyboard focus in the controls when the pressed button becomes disabled', async () => {
    const user = await renderLoaded();
    button('Play').focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Status: Loaded, Playing');
    await waitFor(() => expect(button('Pause')).toHaveFocus());
  });

  it('announces the status politely', async () => {
    await renderLoaded();
    expect(screen.getByText('Status: Loaded, Stopped')).toHaveAttribute('role', 'status');
  });
});
