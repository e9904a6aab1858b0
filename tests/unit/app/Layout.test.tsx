import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { getRootElement } from '../../../src/app/getRootElement.ts';
import { Layout } from '../../../src/app/Layout.tsx';
import { AppRoutes } from '../../../src/app/router.tsx';
import { renderApp } from '../../utils/renderApp.tsx';
import { siteSoundsPerTest } from '../components/siteSounds.ts';

const engine = await vi.hoisted(async () => (await import('../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../src/sfx/runtime/engine.ts', () => engine.module);

siteSoundsPerTest(engine);

/** The layout around a stand-in page, so these tests do not depend on what the pages show. */
function renderLayoutAt(path: string) {
  return renderApp(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<h1>A page</h1>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe('Layout', () => {
  it('frames the page with the header (navigation, sound switch) and the footer', () => {
    renderLayoutAt('/sounds');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sound' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'A page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} react-sfx contributors`);
  });

  it('offers a skip link to the main content, first in the tab order', () => {
    renderLayoutAt('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(document.querySelector('a, button')).toBe(skip);
  });
});

describe('routes', () => {
  it('shows the landing page at /', async () => {
    renderApp(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'react-sfx' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the not-found page inside the layout for an unknown path', async () => {
    renderApp(<AppRoutes />, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
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
