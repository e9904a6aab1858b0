/**
 * Build-time syntax highlighting: `import sample from './samples/Example.tsx?highlight'` yields
 * `{ code, html, lang }`, the file's text and shiki's HTML for it. Highlighting runs in Node while Vite
 * builds (and while vitest transforms), so visitors download neither shiki nor its grammars, only the markup.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { createHighlighter } from 'shiki';
import type { Plugin } from 'vite';
import { TOKEN_CSS_ID, compactTokens, tokenCss } from './highlightTokens.ts';

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

export type HighlightedSample = { code: string; html: string; lang: string };

type Highlighter = Awaited<ReturnType<typeof createHighlighter>>;

function languageOf(file: string): string {
  const lang = LANGUAGES[extname(file)];
  if (!lang) throw new Error(`No highlighting language for ${file}; known: ${Object.keys(LANGUAGES).join(', ')}`);
  return lang;
}

/** Highlights a sample's text with both themes, as CSS variables only (no inline colour wins over the theme switch). */
export function highlightSample(highlighter: Highlighter, code: string, lang: string): HighlightedSample {
  const html = highlighter.codeToHtml(code, { lang, themes: HIGHLIGHT_THEMES, defaultColor: false, transformers: [compactTokens] });
  return { code, html, lang };
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
      return `export default ${JSON.stringify(sample)};`;
    },
  };
}
