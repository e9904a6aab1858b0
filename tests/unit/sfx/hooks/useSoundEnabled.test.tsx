import { act, renderHook as renderHookWithoutProvider, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newSfx, render, renderHook, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

let sfx: SfxModule;

beforeEach(async () => {
  engine.reset();
  localStorage.clear();
  sfx = newSfx();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function SoundToggle() {
  const [enabled, setEnabled] = sfx.useSoundEnabled();
  return (
    <button type="button" aria-pressed={enabled} onClick={() => setEnabled(!enabled)}>
      {enabled ? 'Sounds on' : 'Sounds off'}
    </button>
  );
}

describe('useSoundEnabled', () => {
  it('throws outside a SoundProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the render error too

    expect(() => renderHookWithoutProvider(() => sfx.useSoundEnabled())).toThrow(new Error('useSoundEnabled must be used within a SoundProvider'));
  });

  it('returns the flag and its setter inside a SoundProvider', () => {
    const { result } = renderHook(() => sfx.useSoundEnabled(), { wrapper: sfx.SoundProvider });

    expect(result.current).toHaveLength(2);
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(sfx.isSoundEnabled()).toBe(false);
  });

  it('re-renders when the flag changes, from the setter or from anywhere else', async () => {
    const user = userEvent.setup();
    render(
      <sfx.SoundProvider>
        <SoundToggle />
      </sfx.SoundProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Sounds on' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Sounds off');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('react-sfx-enabled')).toBe('false');

    act(() => sfx.setSoundEnabled(true));
    expect(toggle).toHaveAccessibleName('Sounds on');
  });

  it('starts from the stored preference', async () => {
    localStorage.setItem('react-sfx-enabled', 'false');
    sfx = newSfx(); // a new page, which reads the stored preference

    render(
      <sfx.SoundProvider>
        <SoundToggle />
      </sfx.SoundProvider>,
    );

    expect(screen.getByRole('button', { name: 'Sounds off' })).toHaveAttribute('aria-pressed', 'false');
  });
});
