import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../../../src/components/Header.tsx';
import { SOURCE_REPOSITORY_URL } from '../../../src/config/links.ts';
import { renderApp } from '../../utils/renderApp.tsx';
import { siteSoundsPerTest } from './siteSounds.ts';

const engine = await vi.hoisted(async () => (await import('../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../src/sfx/runtime/engine.ts', () => engine.module);

siteSoundsPerTest(engine);

describe('Header', () => {
  it('links to the three pages from the main navigation', () => {
    renderApp(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sounds' })).toHaveAttribute('href', '/sounds');
    expect(within(nav).getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
  });

  it.each([
    ['/', 'Home'],
    ['/sounds', 'Sounds'],
    ['/docs', 'Docs'],
  ])('marks the page at %s as current', (path, current) => {
    renderApp(<Header />, { path });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Sounds', 'Docs']) {
      const link = within(nav).getByRole('link', { name });
      if (name === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('marks no page as current on an unknown path', () => {
    renderApp(<Header />, { path: '/no/such/page' });
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('links to the source repository on GitHub in a new tab, safely, and says so', () => {
    renderApp(<Header />);
    const source = screen.getByRole('link', { name: 'GitHub source repository (opens in a new tab)' });
    expect(source).toHaveAttribute('href', SOURCE_REPOSITORY_URL);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links the brand to the home page', () => {
    renderApp(<Header />, { path: '/docs' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'react-sfx' })).toHaveAttribute('href', '/');
  });

  it('holds the sound switch', () => {
    renderApp(<Header />);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
  });
});
