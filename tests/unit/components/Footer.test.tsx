import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../src/components/Footer.tsx';
import { SOURCE_REPOSITORY_URL } from '../../../src/config/links.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Footer', () => {
  it('shows the current year and the company line', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-04T10:00:00Z') });
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 react-sfx contributors. Released under the MIT licence.');
  });

  it('links to the source on GitHub in a new tab', () => {
    render(<Footer />);
    const link = screen.getByRole('link', { name: 'Source on GitHub (opens in a new tab)' });
    expect(link).toHaveAttribute('href', SOURCE_REPOSITORY_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('prerenders the build year and hydrates without a mismatch, then shows the visitor’s year', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-31T23:00:00Z') });
    const html = renderToString(<Footer />);
    expect(html).toContain(`© ${__BUILD_YEAR__} react-sfx contributors`);
    // The page is read years after it was built.
    vi.setSystemTime(new Date('2031-01-02T09:00:00Z'));
    const consoleError = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Footer />, { onRecoverableError: recoverable });
    });

    expect(container).toHaveTextContent('© 2031 react-sfx contributors');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});
