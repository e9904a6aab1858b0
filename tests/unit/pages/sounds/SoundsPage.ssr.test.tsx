// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

describe('the Sound Library page on a server (prerendering)', () => {
  it('renders the first page with the default filters, without touching browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const { SoundsPage } = await import('../../../../src/pages/sounds/SoundsPage.tsx');
    const { Provider } = await import('../../../../store/hooks.ts');
    const { makeStore } = await import('../../../../store/store.ts');
    const store = makeStore({ saveFile: () => undefined });

    // The URL's filters are applied after hydration, so the HTML is the same for every address.
    const html = renderToString(
      <Provider store={store}>
        <StaticRouter location="/sounds?q=coin&page=2">
          <SoundsPage />
        </StaticRouter>
      </Provider>,
    );

    expect(html).toContain('Sound Library');
    expect(html).toMatch(/Showing (<!-- -->)?30(<!-- -->)? of (<!-- -->)?72(<!-- -->)? sounds/);
    expect(html).toContain('Page 1 of 3');
    expect(html.match(/<article/g)).toHaveLength(30);
    expect(html).toContain('Play Sound');
  });
});
