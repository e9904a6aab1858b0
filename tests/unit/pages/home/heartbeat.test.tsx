import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setSoundEnabled } from 'react-sfx';
import { describe, expect, it, vi } from 'vitest';
import { GetStartedLink } from '../../../../src/pages/home/GetStartedLink.tsx';
import styles from '../../../../src/pages/home/GetStartedLink.module.css';
import { HEARTBEAT_SOUND } from '../../../../src/pages/home/useHeartbeat.ts';
import { cdnUrlOf } from '../../../msw/handlers.ts';
import { server } from '../../../msw/server.ts';
import { renderApp } from '../../../utils/renderApp.tsx';
import { siteSoundsPerTest } from '../../components/siteSounds.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

const sounds = siteSoundsPerTest(engine);

function renderLink() {
  const user = userEvent.setup();
  const result = renderApp(
    <>
      <p>Somewhere else on the page</p>
      <GetStartedLink />
    </>,
  );
  return { user, link: screen.getByRole('link', { name: 'Get Started' }), ...result };
}

const heartbeats = () => engine.plays.filter((play) => play.options.loop);
const playingHeartbeats = () => heartbeats().filter((play) => play.state === 'playing');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Get Started heartbeat', () => {
  it('stays silent and still on hover before the visitor has clicked anywhere', async () => {
    const { user, link } = renderLink();

    await user.hover(link);
    await sleep(50);

    expect(sounds.played()).toEqual([]);
    expect(engine.plays).toEqual([]);
    expect(link).not.toHaveClass(styles.pulse);
  });

  it('after a first click anywhere, hovering loops ambient/heartbeat and pulses; leaving stops both', async () => {
    const { user, link } = renderLink();
    await user.click(screen.getByText('Somewhere else on the page'));

    await user.hover(link);

    expect(link).toHaveClass(styles.pulse);
    await waitFor(() => expect(sounds.played()).toEqual([HEARTBEAT_SOUND]));
    expect(heartbeats()).toHaveLength(1);
    expect(heartbeats()[0].options).toEqual({ volume: 1, rate: 1, loop: true, pan: 0 });

    await user.unhover(link);

    expect(link).not.toHaveClass(styles.pulse);
    expect(heartbeats()[0].state).toBe('stopped');
    expect(sounds.events.at(-1)).toEqual({ type: 'stop', name: HEARTBEAT_SOUND, playing: 0 });
  });

  it('does not pulse, and plays nothing, while sounds are off', async () => {
    setSoundEnabled(false);
    const { user, link } = renderLink();
    await user.click(document.body);

    await user.hover(link);
    await sleep(50);

    expect(link).not.toHaveClass(styles.pulse);
    expect(engine.plays).toEqual([]);
  });

  it('treats keyboard focus like hover once the visitor has interacted', async () => {
    const { user, link } = renderLink();
    await user.click(document.body);

    await user.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveClass(styles.pulse);
    await waitFor(() => expect(playingHeartbeats()).toHaveLength(1));

    await user.tab();
    expect(link).not.toHaveClass(styles.pulse);
    expect(playingHeartbeats()).toEqual([]);
  });

  it('plays one loop while hovered and focused together, and stops it when both have ended', async () => {
    const { user, link } = renderLink();
    await user.click(document.body);

    await user.tab();
    await user.hover(link);
    await waitFor(() => expect(playingHeartbeats()).toHaveLength(1));
    await user.unhover(link);
    expect(playingHeartbeats()).toHaveLength(1);
    expect(link).toHaveClass(styles.pulse);

    await user.tab();
    expect(playingHeartbeats()).toEqual([]);
    expect(heartbeats()).toHaveLength(1);
  });

  it('stops the loop when the page goes away mid-hover', async () => {
    const { user, link, unmount } = renderLink();
    await user.click(document.body);
    await user.hover(link);
    await waitFor(() => expect(playingHeartbeats()).toHaveLength(1));

    unmount();

    expect(playingHeartbeats()).toEqual([]);
  });

  it('ignores a heartbeat that cannot play: the link still pulses and works, the page adds no error', async () => {
    server.use(http.get(cdnUrlOf(HEARTBEAT_SOUND), () => new HttpResponse(null, { status: 404 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, link } = renderLink();
    await user.click(document.body);

    await user.hover(link);
    await waitFor(() => expect(sounds.events).toContainEqual(expect.objectContaining({ type: 'error', name: HEARTBEAT_SOUND })));
    await sleep(20);

    expect(engine.plays).toEqual([]);
    expect(link).toHaveClass(styles.pulse);
    expect(link).toHaveAttribute('href', '/docs');
    // No unhandled rejection (vitest would fail the run) and nothing beyond the library's own catalogued
    // messages (SPEC section 8): the page itself says nothing.
    expect(consoleError.mock.calls.map(([message]) => message)).toEqual(['Error loading sound', 'Error playing sound']);
  });
});
