import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelfHostingSection } from '../../../../src/pages/docs/self-hosting/SelfHostingSection.tsx';
import { DEFAULT_CDN_URL } from '../../../../src/sfx/constants.ts';
import { HTTPS_ONLY_HEADERS, SECURITY_HEADERS, soundSources } from '../../../../scripts/security-headers.mjs';

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

  it("states what a Content-Security-Policy must allow, and this site's headers, as the code has them", () => {
    render(<SelfHostingSection />);
    const heading = screen.getByRole('heading', { name: 'Under a Content-Security-Policy' });
    expect(heading).toHaveAttribute('id', 'content-security-policy');
    const { connect, media } = soundSources(DEFAULT_CDN_URL);
    expect(connect).toContain(new URL(DEFAULT_CDN_URL).origin);
    const codes = screen.getAllByText((_content, element) => element?.tagName === 'CODE').map((code) => code.textContent);
    expect(codes).toEqual(
      expect.arrayContaining([
        `connect-src 'self' ${connect.join(' ')}`,
        `media-src 'self' ${media.join(' ')}`,
        ...Object.entries({ ...SECURITY_HEADERS, ...HTTPS_ONLY_HEADERS }).map(([name, value]) => `${name}: ${value}`),
      ]),
    );
  });
});
