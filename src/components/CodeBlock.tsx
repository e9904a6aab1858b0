import { type CSSProperties, useRef } from 'react';
import { CopyButton } from './CopyButton.tsx';
import styles from './CodeBlock.module.css';
import 'virtual:highlight-tokens.css';

/** A sample highlighted at build time: what a `*?highlight` import yields (see src/highlight.d.ts). */
export type HighlightedCode = { readonly html: string; readonly lang: string };

const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  tsx: 'TSX',
  ts: 'TypeScript',
  bash: 'Shell',
  diff: 'Diff',
  json: 'JSON',
};

type CodeBlockProps = {
  sample: HighlightedCode;
  /** Shown above the code and in the copy button's name, e.g. a file name. */
  title?: string;
};

/**
 * A code sample: shiki's highlighted markup (light and dark colours, switched by the visitor's colour
 * scheme), a language label and a button that copies the plain code: the text shown, which is the sample
 * file's (the build checks it, scripts/vite-plugin-highlight.ts). Wide lines scroll sideways.
 * The toolbar is marked `data-copy-exclude` so that copying the whole page copies code, not labels.
 */
export function CodeBlock({ sample, title }: CodeBlockProps) {
  const language = LANGUAGE_LABELS[sample.lang] ?? sample.lang;
  const code = useRef<HTMLDivElement>(null);
  // Its height before it is first rendered (CodeBlock.module.css): the markup keeps the code's line breaks.
  const lines = { '--code-lines': sample.html.split('\n').length } as CSSProperties;
  return (
    <div className={styles.block} style={lines}>
      <div className={styles.toolbar} data-copy-exclude="">
        <span className={styles.label}>{title ? `${title} · ${language}` : language}</span>
        <CopyButton text={() => code.current?.textContent ?? ''} label={title ? `Copy code: ${title}` : `Copy ${language} code`} />
      </div>
      {/* The markup is shiki's output for our own sample files, produced at build time by
          scripts/vite-plugin-highlight.ts with every character of the code HTML-escaped: no visitor or
          network input ever reaches it, so setting it as HTML cannot inject anything. */}
      <div ref={code} className={styles.code}>
        {/* Scrolls sideways: focusable, so a keyboard can scroll it too. */}
        <pre className="shiki" tabIndex={0}>
          <code dangerouslySetInnerHTML={{ __html: sample.html }} />
        </pre>
      </div>
    </div>
  );
}
