import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../../msw/server.ts';
import { render, runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

let sfx: SfxModule;

runtimePerTest(engine, (loaded) => {
  sfx = loaded;
});

function Counter({ initial = false }: { initial?: boolean }) {
  const [count, setCount] = useState(0);
  sfx.useSoundOnChange('ui/item_select', count, { initial, volume: 0.5 });
  return (
    <>
      <p>{`Count: ${count}`}</p>
      <button type="button" onClick={() => setCount(count + 1)}>Add</button>
    </>
  );
}

function Label({ value }: { value: string }) {
  sfx.useSoundOnChange('ui/item_select', value);
  return <p>{value}</p>;
}

async function loaded(): Promise<void> {
  await waitFor(() => expect(engine.decodes).toHaveLength(1));
  await act(async () => undefined);
}

describe('useSoundOnChange', () => {
  it('does not play on the first render, and plays with its options when the value changes', async () => {
    const user = userEvent.setup();
    render(<Counter />);
    await loaded();
    expect(engine.plays).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Count: 1')).toBeInTheDocument();
    expect(engine.plays.map((play) => play.options)).toEqual([{ volume: 0.5, rate: 1, loop: false, pan: 0 }]);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(engine.plays).toHaveLength(2);
  });

  it('does not play when re-rendered with the same value', async () => {
    const { rerender } = render(<Label value="draft" />);
    await loaded();

    rerender(<Label value="draft" />);
    expect(engine.plays).toEqual([]);

    rerender(<Label value="saved" />);
    rerender(<Label value="saved" />);
    expect(engine.plays).toHaveLength(1);
  });

  it('plays on the first render too with initial: true', async () => {
    render(<Counter initial />);

    await waitFor(() => expect(engine.plays).toHaveLength(1));
    await act(async () => undefined);
    expect(engine.plays).toHaveLength(1);
  });
});
