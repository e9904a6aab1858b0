// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchDocuments, textOf } from '../../../scripts/search-documents.ts';
import { changelogHtml } from '../../../scripts/vite-plugin-docs-data.ts';

const PAGE = `<div><header><h1>API Reference</h1><div data-copy-exclude=""><button>Search</button></div></header>
<aside data-copy-exclude=""><nav><h2 id="docs-toc-title">On this page</h2></nav></aside>
<article><section aria-labelledby="hooks"><div><h2 id="hooks">Hooks</h2><a href="#hooks" data-copy-exclude=""><span>#</span><span>Link to “Hooks”</span></a></div>
<p>Hooks &amp; more &lt;3</p>
<div role="group"><div><h3 id="useSound" class="x">useSound</h3></div><pre><code>function useSound(name: SoundName)</code></pre><p>A sound for this component.</p>
<table><tbody><tr><th scope="row"><code>lazy?</code></th><td>Fetch on play.</td></tr></tbody></table>
<div data-copy-exclude=""><div data-copy-exclude="">nested toolbar</div>Copy</div></div></section></article></div>`;

describe('the search documents of a prerendered docs page', () => {
  it('are its sections: heading, page title and text up to the next heading, without code, toolbars or heading links', () => {
    expect(searchDocuments('/docs/api', PAGE)).toEqual([
      { id: '/docs/api#hooks', page: 'API Reference', title: 'Hooks', text: 'Hooks & more <3', keywords: '' },
      { id: '/docs/api#useSound', page: 'API Reference', title: 'useSound', text: 'A sound for this component. lazy? Fetch on play.', keywords: 'lazy' },
    ]);
  });

  it('refuses a page without an article', () => {
    expect(() => searchDocuments('/docs/x', '<div><h1>X</h1></div>')).toThrow('/docs/x has no <article>');
  });

  it('decodes entities', () => {
    expect(textOf('a&#39;b&#x27;c&quot;d&nbsp;e&unknown;')).toBe('a\'b\'c"d e&unknown;');
  });
});

describe('CHANGELOG.md as HTML', () => {
  it('drops the title, moves headings down a level, gives each release an id and marks outside links', async () => {
    const html = await changelogHtml('# Changelog\n\nIntro.\n\n## [Unreleased]\n\n### Added\n\n- `x` works.\n\n## [1.2.0] - 2026-01-02\n\n[1.2.0]: https://example.com/v1.2.0\n');
    expect(html).not.toContain('Changelog</h');
    expect(html).toContain('<h3 id="unreleased">[Unreleased]</h3>');
    expect(html).toContain('<h4>Added</h4>');
    expect(html).toContain('<code>x</code>');
    expect(html).toContain('<h3 id="v1-2-0-2026-01-02"><a href="https://example.com/v1.2.0" rel="noopener noreferrer">1.2.0</a> - 2026-01-02</h3>');
  });
});
