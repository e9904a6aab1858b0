import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeBlock } from '../../../src/components/CodeBlock.tsx';
import loadingButton from '../../../src/pages/docs/samples/LoadingButton.tsx?highlight';
import install from '../../../src/pages/docs/samples/install.sh?highlight';
import { TOKEN_COLOURS, tokenCss } from '../../../scripts/highlightTokens.ts';
import { textOf } from '../../../scripts/vite-plugin-highlight.ts';

const SAMPLES_DIR = '../../../src/pages/docs/samples/';
/** Every sample the docs show, highlighted as the build highlights them. */
const samples = import.meta.glob<{ html: string }>('../../../src/pages/docs/samples/*', { query: '?highlight', import: 'default', eager: true });

/** A sample file's text, as the build reads it (trailing white space dropped). */
const sourceOf = (file: string) => readFileSync(join(import.meta.dirname, SAMPLES_DIR, file), 'utf8').trimEnd();
const LOADING_BUTTON_SOURCE = sourceOf('LoadingButton.tsx');

describe('a ?highlight import (the build-time highlighting plugin)', () => {
  it("yields the sample's language and shiki's markup with light and dark colours, and not the text a second time", () => {
    expect(loadingButton.lang).toBe('tsx');
    expect(install).toEqual({ html: expect.stringContaining('npm'), lang: 'bash' });
    expect(loadingButton.html).toMatch(/^<span class=k>import( type)?<\/span>/);
  });

  it("leaves out shiki's <pre><code>, which CodeBlock renders, and gives its colours to the stylesheet", () => {
    for (const sample of Object.values(samples)) expect(sample.html).not.toMatch(/<\/?(pre|code)\b/);
    expect(tokenCss()).toMatch(/^pre\.shiki\{--shiki-light:#1f2328;--shiki-dark:#e6edf3;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0d1117\}/);
  });

  it("gives markup whose text is the sample file's, character for character (what CodeBlock copies)", () => {
    expect(Object.keys(samples).length).toBeGreaterThan(20);
    for (const [path, sample] of Object.entries(samples)) {
      const file = path.slice(SAMPLES_DIR.length);
      expect(textOf(sample.html), file).toBe(sourceOf(file));
      const shown = document.createElement('div');
      shown.innerHTML = sample.html;
      expect(shown.textContent, file).toBe(sourceOf(file));
    }
  });

  it('reads character references as a browser does', () => {
    expect(textOf('<pre><span class="k">a &lt;b&gt; &amp;&amp; &quot;c&quot; &#39;d&#x27; &#x1F50A;</span></pre>')).toBe(`a <b> && "c" 'd' \u{1F50A}`);
  });

  it('gives every token colour of the samples a class, and the text colour no span at all', () => {
    for (const sample of Object.values(samples)) {
      expect(sample.html, 'a token colour without a class: add it to TOKEN_COLOURS').not.toMatch(/<span style=/);
      expect(sample.html).not.toMatch(/<span class="?line"?>/);
      const classes = new Set([...sample.html.matchAll(/<span class=(\w+)>/g)].map((match) => match[1]));
      for (const name of classes) expect(Object.keys(TOKEN_COLOURS)).toContain(name);
    }
    expect(tokenCss()).toContain('pre.shiki .k{color:#CF222E}');
    expect(tokenCss()).toMatch(/@media \(prefers-color-scheme:dark\)\{.*pre\.shiki \.k\{color:#FF7B72\}/);
  });

  it("escapes the code's own markup, so the HTML carries no element from the sample", () => {
    expect(LOADING_BUTTON_SOURCE).toContain('<button');
    expect(loadingButton.html).not.toContain('<button');
  });
});

describe('CodeBlock', () => {
  it('renders the highlighted markup, its language and title', () => {
    const { container } = render(<CodeBlock sample={loadingButton} title="LoadingButton.tsx" />);
    const pre = container.querySelector('pre.shiki');
    expect(pre).not.toBeNull();
    expect(pre).toHaveAttribute('tabindex', '0'); // scrolls sideways, from the keyboard too
    expect(pre?.querySelector(':scope > code')?.textContent).toBe(LOADING_BUTTON_SOURCE);
    expect(pre?.textContent).toBe(LOADING_BUTTON_SOURCE);
    expect(pre?.querySelectorAll('span.k').length).toBeGreaterThan(5);
    expect(pre?.querySelector('button')).toBeNull();
    expect(screen.getByText('LoadingButton.tsx · TSX')).toBeInTheDocument();
  });

  it('names the language alone without a title', () => {
    render(<CodeBlock sample={install} />);
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Shell code' })).toBeInTheDocument();
  });

  it('copies the plain code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CodeBlock sample={loadingButton} title="LoadingButton.tsx" />);

    await user.click(screen.getByRole('button', { name: 'Copy code: LoadingButton.tsx' }));

    expect(writeText).toHaveBeenCalledWith(LOADING_BUTTON_SOURCE);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });
});
