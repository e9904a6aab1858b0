/** A code sample highlighted at build time by scripts/vite-plugin-highlight.ts. */
declare module '*?highlight' {
  const sample: {
    /** The file's text, as shown and copied. */
    readonly code: string;
    /** shiki's markup for it: token colours as classes (virtual:highlight-tokens.css), else CSS variables. */
    readonly html: string;
    /** shiki's language id: tsx, ts, bash, diff or json. */
    readonly lang: string;
  };
  export default sample;
}

/** The token colour classes of highlighted samples, light and dark (scripts/highlightTokens.ts). */
declare module 'virtual:highlight-tokens.css';
