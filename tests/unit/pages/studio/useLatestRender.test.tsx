import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../src/pages/studio/studioClient.ts';
import { DEFAULT_SHAPE, type StudioSettings } from '../../../../src/pages/studio/studioSettings.ts';
import { type LatestRender, useLatestRender } from '../../../../src/pages/studio/useLatestRender.ts';
import type { RenderedSound } from '../../../../src/pages/studio/worker/protocol.ts';

const sound = (length: number): RenderedSound => ({ samples: new Float32Array(length), sampleRate: 44_100, loop: false, peaks: [], usesRandomness: false });

/** A studio worker whose renders the test answers, one by one, in the order asked. */
function answeredClient() {
  const asked: { settings: StudioSettings; answer: (sound: RenderedSound) => void }[] = [];
  const client: StudioClient = {
    render: (settings) => new Promise((resolve) => asked.push({ settings, answer: resolve })),
    exportFile: () => Promise.reject(new Error('not here')),
    terminate: () => undefined,
  };
  return { client, asked };
}

const copy: StudioSettings = { sound: 'ui/copy', ...DEFAULT_SHAPE, seed: 0 };

describe('useLatestRender', () => {
  it('tells onArrive about a render the moment it arrives, before the page re-renders with it', async () => {
    const { client, asked } = answeredClient();
    const seen: { arrived: LatestRender; shownThen: RenderedSound | undefined }[] = [];
    const { result, rerender } = renderHook(({ settings }) => useLatestRender(client, settings, (arrived) => seen.push({ arrived, shownThen: result.current.sound })), {
      initialProps: { settings: copy },
    });
    expect(asked).toHaveLength(1);
    const first = sound(10);
    await act(async () => asked[0].answer(first));
    expect(result.current.sound).toBe(first);
    expect(seen).toEqual([{ arrived: { sound: first, settings: copy, error: undefined }, shownThen: undefined }]);

    const higher = { ...copy, pitch: 3 };
    rerender({ settings: higher });
    expect(asked).toHaveLength(2);
    const second = sound(20);
    await act(async () => asked[1].answer(second));
    // Heard while the page still showed the first render.
    expect(seen[1]).toEqual({ arrived: { sound: second, settings: higher, error: undefined }, shownThen: first });
    expect(result.current.sound).toBe(second);
  });

  it('does not tell about a render the visitor has moved past', async () => {
    const { client, asked } = answeredClient();
    const onArrive = vi.fn();
    const { rerender } = renderHook(({ settings }) => useLatestRender(client, settings, onArrive), { initialProps: { settings: copy } });
    rerender({ settings: { ...copy, pitch: 5 } }); // while the first render runs
    await act(async () => asked[0].answer(sound(10)));
    expect(onArrive).not.toHaveBeenCalled();
    expect(asked.map((ask) => ask.settings.pitch)).toEqual([0, 5]);
    await act(async () => asked[1].answer(sound(30)));
    expect(onArrive).toHaveBeenCalledTimes(1);
    expect(onArrive.mock.calls[0][0]).toMatchObject({ settings: { pitch: 5 } });
  });
});
