import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getRootElement } from '../../../src/app/getRootElement.ts';
import { SOURCE_REPOSITORY_URL } from '../../../src/app/links.ts';
import { AppRoutes } from '../../../src/app/router.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('Layout and routes', () => {
  it('shows the main navigation with the active page marked', async () => {
    renderAt('/docs');
    await screen.findByRole('heading', { level: 1, name: 'Documentation' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sounds' })).toHaveAttribute('href', '/sounds');
    expect(within(nav).getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links to the source repository in a new tab, safely', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'react-sfx' });
    const source = screen.getByRole('link', { name: /GitHub/ });
    expect(source).toHaveAttribute('href', SOURCE_REPOSITORY_URL);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the current year and the company line in the footer', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} react-sfx contributors`);
  });

  it('offers a skip link to the main content', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('counts the catalogue on the Sound Library page', async () => {
    renderAt('/sounds');
    await screen.findByRole('heading', { level: 1, name: 'Sound Library' });
    expect(screen.getByText(/^\d+ sounds in \d+ categories$/)).toBeInTheDocument();
  });

  it('shows the not-found page inside the layout for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('getRootElement', () => {
  it('returns #root when it exists', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<div id="root"></div>';
    expect(getRootElement(doc)).toBe(doc.getElementById('root'));
  });

  it('fails with the exact message when #root is missing', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(() => getRootElement(doc)).toThrow(new Error('Failed to find the root element'));
  });
});
