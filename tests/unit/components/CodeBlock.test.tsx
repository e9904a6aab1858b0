import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeBlock } from '../../../src/components/CodeBlock.tsx';
import loadingButton from '../../../src/pages/docs/samples/LoadingButton.tsx?highlight';
import install from '../../../src/pages/docs/samples/install.sh?highlight';
import { TOKEN_COLOURS, tokenCss } from '../../../scripts/highlightTokens.ts';

/** Every sample the docs show, highlighted as the build highlights them. */
const samples = import.meta.glob<{ html: string }>('../../../src/pages/docs/samples/*', { query: '?highlight', import: 'default', eager: true });

const LOADING_BUTTON_SOURCE = readFileSync(join(import.meta.dirname, '../../../src/pages/docs/samples/LoadingButton.tsx'), 'utf8');

describe('a ?highlight import (the build-time highlighting plugin)', () => {
  it("yields the sample's text, its language and shiki's markup with light and dark colours", () => {
    expect(loadingButton.code).toBe(LOADING_BUTTON_SOURCE.trimEnd());
    expect(loadingButton.lang).toBe('tsx');
    expect(install).toMatchObject({ code: 'npm install react-sfx howler', lang: 'bash' });
    expect(loadingButton.html).toMatch(/^<pre class="shiki shiki-themes github-light-default github-dark-default"/);
    expect(loadingButton.html).toMatch(/<span class="k">import( type)?<\/span>/);
  });

  it('gives every token colour of the samples a class, and the text colour no span at all', () => {
    for (const sample of Object.values(samples)) {
      expect(sample.html, 'a token colour without a class: add it to TOKEN_COLOURS').not.toMatch(/<span style=/);
      expect(sample.html).not.toMatch(/<span class="line">/);
      const classes = new Set([...sample.html.matchAll(/<span class="(\w+)">/g)].map((match) => match[1]));
      for (const name of classes) expect(Object.keys(TOKEN_COLOURS)).toContain(name);
    }
    expect(tokenCss()).toContain('pre.shiki .k{color:#CF222E}');
    expect(tokenCss()).toMatch(/@media \(prefers-color-scheme:dark\)\{.*pre\.shiki \.k\{color:#FF7B72\}/);
  });

  it("escapes the code's own markup, so the HTML carries no element from the sample", () => {
    expect(loadingButton.code).toContain('<button');
    expect(loadingButton.html).not.toContain('<button');
  });
});

describe('CodeBlock', () => {
  it('renders the highlighted markup, its language and title', () => {
    const { container } = render(<CodeBlock sample={loadingButton} title="LoadingButton.tsx" />);
    const pre = container.querySelector('pre.shiki');
    expect(pre).not.toBeNull();
    expect(pre?.textContent).toBe(loadingButton.code);
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

    expect(writeText).toHaveBeenCalledWith(loadingButton.code);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });
});
