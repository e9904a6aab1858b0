import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cdnUrlOf } from '../../../msw/handlers.ts';
import { countRequests, startMockServer } from '../../../msw/server.ts';
import { render, runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';
import { type ObjectUrlLog } from '../../../utils/objectUrls.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const COPY = 'ui/copy';

let sfx: SfxModule;
let urls: ObjectUrlLog;

runtimePerTest(engine, (loaded, objectUrls) => {
  sfx = loaded;
  urls = objectUrls;
});

function CopyUser({ label }: { label: string }) {
  const { isLoaded } = sfx.useSound(COPY);
  return <p>{`${label}: ${isLoaded ? 'loaded' : 'loading'}`}</p>;
}

describe('releasing a sound', () => {
  it('unloads it and revokes its object URL when its last user unmounts while it is not playing', async () => {
    const first = render(<CopyUser label="first" />);
    const second = render(<CopyUser label="second" />);
    await screen.findByText('second: loaded');
    const [decoded] = engine.decodes;
    expect(decoded.src).toBe(urls.created[0]);

    first.unmount();
    expect(engine.unloads).toEqual([]);
    expect(urls.revoked).toEqual([]);

    second.unmount();
    await waitFor(() => expect(engine.unloads).toEqual([decoded.src]));
    expect(urls.revoked).toEqual([decoded.src]);
  });

  it('fetches a released sound again on its next use', async () => {
    const first = render(<CopyUser label="first" />);
    await screen.findByText('first: loaded');
    first.unmount();
    await waitFor(() => expect(engine.unloads).toHaveLength(1));

    render(<CopyUser label="again" />);

    await screen.findByText('again: loaded');
    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(2);
    expect(engine.decodes).toHaveLength(2);
  });

  it('keeps a sound that still plays until the play ends', async () => {
    const user = render(<CopyUser label="user" />);
    await screen.findByText('user: loaded');
    await act(() => sfx.playSound(COPY));
    const [play] = engine.plays;

    user.unmount();
    await act(async () => undefined);
    expect(engine.unloads).toEqual([]);
    expect(urls.revoked).toEqual([]);
    expect(engine.play(play.id).state).toBe('playing');

    act(() => engine.end(play.id));

    await waitFor(() => expect(engine.unloads).toEqual([play.src]));
    expect(urls.revoked).toEqual([play.src]);
  });

  it('keeps a looping sound through the end of each turn', async () => {
    await act(() => sfx.playSound(COPY, { loop: true, pan: 0 }));
    const [loop] = engine.plays;

    act(() => {
      engine.end(loop.id);
      engine.end(loop.id);
    });
    await act(async () => undefined);

    expect(engine.unloads).toEqual([]);
    expect(urls.revoked).toEqual([]);
    expect(engine.play(loop.id).state).toBe('playing');
  });
});
