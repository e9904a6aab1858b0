import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from '../../../src/components/OfflineIndicator.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function goOffline(offline: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('OfflineIndicator', () => {
  it('shows nothing online, announces "Offline" while offline, and goes away when back', () => {
    render(<OfflineIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    act(() => goOffline(false));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
