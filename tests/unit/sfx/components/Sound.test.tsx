import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cdnUrlOf } from '../../../msw/handlers.ts';
import { countRequests, server, startMockServer } from '../../../msw/server.ts';
import { render, runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const COPY = 'ui/copy';
const MISSING = 'http://127.0.0.1:9/my-app/missing.mp3';

let sfx: SfxModule;

runtimePerTest(engine, (loaded) => {
  sfx = loaded;
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('Sound', () => {
  it("plays once on mount with trigger='mount', with its options", async () => {
    render(<sfx.Sound name={COPY} trigger="mount" options={{ volume: 0.4 }} />);

    await waitFor(() => expect(engine.plays).toHaveLength(1));
    await sleep(50);
    expect(engine.plays).toHaveLength(1);
    expect(engine.plays[0].options).toEqual({ volume: 0.4, rate: 1, loop: false, pan: 0 });
  });

  it("plays once on mount under StrictMode, whose effects mount twice", async () => {
    render(<StrictMode><sfx.Sound name={COPY} trigger="mount" /></StrictMode>);

    await waitFor(() => expect(engine.plays).toHaveLength(1));
    await sleep(50);
    expect(engine.plays).toHaveLength(1);
  });

  it('does not play by itself by default, and renders its children', async () => {
    const onLoad = vi.fn();
    render(<sfx.Sound name={COPY} onLoad={onLoad}><p>Inside</p></sfx.Sound>);

    expect(screen.getByText('Inside')).toBeInTheDocument();
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    await sleep(20);
    expect(engine.plays).toEqual([]);
  });

  it("plays on unmount with trigger='unmount', from the sound it already loaded", async () => {
    const onLoad = vi.fn();
    const { unmount } = render(<sfx.Sound name={COPY} trigger="unmount" options={{ rate: 1.5 }} onLoad={onLoad} />);
    await waitFor(() => expect(onLoad).toHaveBeenCalled());
    expect(engine.plays).toEqual([]);

    unmount();

    await waitFor(() => expect(engine.plays).toHaveLength(1));
    expect(engine.plays[0].options).toEqual({ volume: 1, rate: 1.5, loop: false, pan: 0 });
    expect(countRequests('GET', cdnUrlOf(COPY))).toBe(1);
    expect(engine.decodes).toHaveLength(1);
  });

  it('calls onLoad, onPlay and onStop as the sound loads, plays and ends', async () => {
    const onLoad = vi.fn();
    const onPlay = vi.fn();
    const onStop = vi.fn();
    render(<sfx.Sound name={COPY} trigger="mount" onLoad={onLoad} onPlay={onPlay} onStop={onStop} />);

    await waitFor(() => expect(onPlay).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onStop).not.toHaveBeenCalled();

    act(() => engine.end(engine.plays[0].id));

    expect(onStop).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('calls onError with the error when the sound cannot be loaded', async () => {
    server.use(http.get(MISSING, () => new HttpResponse(null, { status: 404 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();

    render(<sfx.Sound name={MISSING} trigger="mount" onError={onError} />);

    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0][0]).toBeInstanceOf(Error);
    expect(onError.mock.calls[0][0]).toHaveProperty('message', `Failed to load custom sound "${MISSING}"`);
  });
});
