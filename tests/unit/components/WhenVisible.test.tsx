import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '../../../src/components/WhenVisible.tsx';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in IntersectionObserver whose callback the test fires. */
function stubObserver(): { fire: (isIntersecting: boolean) => void; disconnected: () => boolean } {
  let callback: Callback = () => undefined;
  let disconnected = false;
  vi.stubGlobal('IntersectionObserver', class {
    constructor(cb: Callback) {
      callback = cb;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  });
  return { fire: (isIntersecting) => act(() => callback([{ isIntersecting }])), disconnected: () => disconnected };
}

describe('WhenVisible', () => {
  it('shows the fallback until the spot nears the viewport, then the children for good', () => {
    const observer = stubObserver();
    render(<WhenVisible fallback={<p>Waiting</p>}><p>Demo</p></WhenVisible>);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    observer.fire(false);
    expect(screen.queryByText('Demo')).not.toBeInTheDocument();
    observer.fire(true);
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(observer.disconnected()).toBe(true);
  });

  it('shows the children at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenVisible fallback={<p>Waiting</p>}><p>Demo</p></WhenVisible>);
    expect(screen.getByText('Demo')).toBeInTheDocument();
  });
});
