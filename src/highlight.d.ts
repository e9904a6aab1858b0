/** A code sample highlighted at build time by scripts/vite-plugin-highlight.ts. */
declare module '*?highlight' {
  const sample: {
    /** shiki's markup for the file's text, inside its `<pre><code>` (CodeBlock renders those): its text content is that text, as shown and copied; token colours as classes (virtual:highlight-tokens.css). */
    readonly html: string;
    /** shiki's language id: tsx, ts, bash, diff or json. */
    readonly lang: string;
  };
  export default sample;
}

/** The token colour classes of highlighted samples, light and dark (scripts/highlightTokens.ts). */
declare module 'virtual:highlight-tokens.css';
