/**
 * Shiki writes every token as `<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">`: on /docs that
 * was 1,700 inline styles and 100 KB of the page's HTML (and of its chunk) to parse before the page
 * answered a click. The GitHub themes use eight token colours besides the text colour, so each pair
 * becomes a one-letter class (rules from `virtual:highlight-tokens.css`), and tokens in the text colour
 * lose their span: the <pre> already has that colour; so do lines. A pair not listed keeps its inline style, so a
 * theme update costs bytes, never colours (a test fails on it).
 */
import type { ShikiTransformer } from 'shiki';

/** A line of highlighted code as shiki's transformers see it (a hast element). */
type Line = Parameters<NonNullable<ShikiTransformer['line']>>[0];

export const TOKEN_CSS_ID = 'virtual:highlight-tokens.css';

/** [light, dark] colours of github-light-default / github-dark-default, by the class that carries them. */
export const TOKEN_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  k: ['#CF222E', '#FF7B72'], // keywords, operators
  c: ['#0550AE', '#79C0FF'], // constants, properties, attribute names
  s: ['#0A3069', '#A5D6FF'], // strings
  f: ['#8250DF', '#D2A8FF'], // functions, components
  m: ['#6E7781', '#8B949E'], // comments
  v: ['#953800', '#FFA657'], // parameters, variables
  t: ['#116329', '#7EE787'], // tags
  i: ['#82071E', '#FFA198'], // invalid, removed lines
};
const TEXT_STYLE = '--shiki-light:#1F2328;--shiki-dark:#E6EDF3';

/**
 * The code's own colours, [light, dark], as shiki writes them on its `<pre>`. That element is CodeBlock's to
 * render (the same for every sample: 22 copies of it cost /docs 214 B of gzipped JavaScript), so shiki's is
 * dropped and these go to the stylesheet; a theme with other colours fails the build (see unwrapCode).
 */
export const CODE_COLOURS = { text: ['#1f2328', '#e6edf3'], background: ['#ffffff', '#0d1117'] } as const;
const PRE_STYLE = `--shiki-light:${CODE_COLOURS.text[0]};--shiki-dark:${CODE_COLOURS.text[1]};--shiki-light-bg:${CODE_COLOURS.background[0]};--shiki-dark-bg:${CODE_COLOURS.background[1]}`;

const CLASS_BY_STYLE = new Map(Object.entries(TOKEN_COLOURS).map(([name, [light, dark]]) => [`--shiki-light:${light};--shiki-dark:${dark}`, name]));

function compact(child: Line['children'][number]): Line['children'] {
  if (child.type !== 'element' || child.tagName !== 'span') return [child];
  const style = child.properties.style;
  if (style === TEXT_STYLE) return child.children;
  const name = typeof style === 'string' ? CLASS_BY_STYLE.get(style) : undefined;
  if (name !== undefined) child.properties = { class: name };
  return [child];
}

function classOf(node: Line['children'][number]): string | undefined {
  return node.type === 'element' && typeof node.properties.class === 'string' ? node.properties.class : undefined;
}

/** Neighbouring tokens of one colour become one span (`import type` is two tokens, one keyword colour). */
function mergeNeighbours(children: Line['children']): Line['children'] {
  const merged: Line['children'] = [];
  for (const child of children) {
    const last = merged.at(-1);
    if (last?.type === 'element' && child.type === 'element' && classOf(last) !== undefined && classOf(last) === classOf(child)) {
      last.children.push(...child.children);
    } else merged.push(child);
  }
  return merged;
}

export const compactTokens: ShikiTransformer = {
  name: 'react-sfx:compact-tokens',
  line(node) {
    node.children = mergeNeighbours(node.children.flatMap(compact));
  },
  // Lines are already apart by their newlines; a span per line (400 on /docs) styles nothing here.
  code(node) {
    node.children = node.children.flatMap((child) => (child.type === 'element' && child.tagName === 'span' ? child.children : [child]));
  },
};

/** Leaves the code's content only: CodeBlock renders the `<pre class="shiki"><code>` around it, in CODE_COLOURS. */
export const unwrapCode: ShikiTransformer = {
  name: 'react-sfx:unwrap-code',
  root(root) {
    const [pre] = root.children;
    if (pre?.type !== 'element' || pre.tagName !== 'pre' || pre.properties.style !== PRE_STYLE) {
      throw new Error(`highlight: shiki's <pre> is not the one CodeBlock renders (style "${pre?.type === 'element' ? String(pre.properties.style) : ''}"): update CODE_COLOURS`);
    }
    const [code] = pre.children;
    if (code?.type !== 'element' || code.tagName !== 'code' || pre.children.length !== 1) throw new Error("highlight: shiki's <pre> holds more than its <code>");
    root.children = code.children;
  },
};

/**
 * The rules for the classes: light colours by default, dark ones under a dark colour scheme; and the code's
 * own colours, as the variables shiki's `<pre>` carried (CodeBlock.module.css picks one of each pair).
 */
export function tokenCss(): string {
  const rules = (index: 0 | 1) =>
    Object.entries(TOKEN_COLOURS)
      .map(([name, colours]) => `pre.shiki .${name}{color:${colours[index]}}`)
      .join('');
  return `pre.shiki{${PRE_STYLE}}${rules(0)}@media (prefers-color-scheme:dark){${rules(1)}}`;
}
