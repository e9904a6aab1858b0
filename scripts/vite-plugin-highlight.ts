/**
 * Build-time syntax highlighting: `import sample from './samples/Example.tsx?highlight'` yields
 * `{ html, lang }`, shiki's HTML for the file's text. Highlighting runs in Node while Vite builds (and while
 * vitest transforms), so visitors download neither shiki nor its grammars, only the markup. The text itself is
 * not shipped beside it: the markup's text is the file's, character for character, and CodeBlock copies that
 * (a second copy of every sample cost /docs 2.5 KB gzip).
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { createHighlighter, hastToHtml } from 'shiki';
import type { Plugin } from 'vite';
import { decodeCharacterReferences } from './htmlText.ts';
import { TOKEN_CSS_ID, compactTokens, tokenCss, unwrapCode } from './highlightTokens.ts';

const QUERY = '?highlight';
/** Rollup's convention for virtual modules: other plugins (React, TypeScript) leave \0 ids alone. */
const PREFIX = '\0highlight:';

/** Languages by file extension; a sample with another extension is a build error, not plain text. */
const LANGUAGES: Readonly<Record<string, string>> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.sh': 'bash',
  '.diff': 'diff',
  '.json': 'json',
};

/** Shiki's dual themes: every token carries both colours as CSS variables; CodeBlock's CSS picks one. */
export const HIGHLIGHT_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

export type HighlightedSample = { html: string; lang: string };

type Highlighter = Awaited<ReturnType<typeof createHighlighter>>;

function languageOf(file: string): string {
  const lang = LANGUAGES[extname(file)];
  if (!lang) throw new Error(`No highlighting language for ${file}; known: ${Object.keys(LANGUAGES).join(', ')}`);
  return lang;
}

/**
 * Highlights a sample's text with both themes, as CSS variables only (no inline colour wins over the theme
 * switch): the markup inside shiki's `<pre><code>`, which CodeBlock renders. Its one-letter classes go
 * unquoted (`<span class=k>`, the same element to a browser): 945 pairs of quotes were 75 B of /docs's
 * gzipped JavaScript.
 */
export function highlightSample(highlighter: Highlighter, code: string, lang: string): HighlightedSample {
  const hast = highlighter.codeToHast(code, { lang, themes: HIGHLIGHT_THEMES, defaultColor: false, transformers: [compactTokens, unwrapCode] });
  return { html: hastToHtml(hast, { preferUnquoted: true, characterReferences: { useShortestReferences: true } }), lang };
}

/** The text a browser shows for shiki's markup: tags dropped, character references decoded. */
export function textOf(html: string): string {
  return decodeCharacterReferences(html.replace(/<[^>]*>/g, ''));
}

export function highlightPlugin(): Plugin {
  let highlighter: Promise<Highlighter> | undefined;
  const getHighlighter = () =>
    (highlighter ??= createHighlighter({
      themes: Object.values(HIGHLIGHT_THEMES),
      langs: [...new Set(Object.values(LANGUAGES))],
    }));

  return {
    name: 'react-sfx:highlight',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === TOKEN_CSS_ID) return PREFIX + TOKEN_CSS_ID;
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!resolved) return null;
      return PREFIX + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      if (id === PREFIX + TOKEN_CSS_ID) return tokenCss();
      const file = id.slice(PREFIX.length);
      this.addWatchFile(file);
      const code = (await readFile(file, 'utf8')).replace(/\s+$/, '');
      const sample = highlightSample(await getHighlighter(), code, languageOf(file));
      if (textOf(sample.html) !== code) throw new Error(`highlight: shiki's markup for ${file} does not read as the file's text, which CodeBlock copies from it`);
      return `export default ${JSON.stringify(sample)};`;
    },
  };
}
