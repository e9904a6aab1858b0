import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelfHostingSection } from '../../../../src/pages/docs/self-hosting/SelfHostingSection.tsx';

describe('Self-hosting section', () => {
  it('explains the three ways to serve the sounds and the cache headers for each kind of file', () => {
    render(<SelfHostingSection />);
    expect(screen.getByRole('heading', { name: 'Three ways to serve the sounds' })).toBeInTheDocument();
    expect(screen.getByText(/setCDNUrl\('https:\/\/cdn\.example\.com\/sfx\/v1'\)/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cache headers to serve them with' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringContaining('public, max-age=31536000, immutable'),
      expect.stringContaining('no-cache'),
    ]);
  });
});
