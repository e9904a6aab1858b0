import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../../../src/pages/not-found/NotFoundPage.tsx';
import { renderApp } from '../../../utils/renderApp.tsx';

describe('NotFoundPage', () => {
  it('says the page was not found and names the path asked for', () => {
    renderApp(<NotFoundPage />, { path: '/docs/no-such-section?x=1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/docs/no-such-section')).toBeInTheDocument();
    expect(screen.getByText(/There is no page at/)).toHaveTextContent('There is no page at /docs/no-such-section.');
  });

  it('offers the three pages as ways on', () => {
    renderApp(<NotFoundPage />, { path: '/nope' });
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Back to the home page', '/'],
      ['Browse the Sound Library', '/sounds'],
      ['Read the documentation', '/docs'],
    ]);
  });
});
