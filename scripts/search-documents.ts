/**
 * The docs' search index, built with the site: each section of each docs page (its h2 or h3 and the text up
 * to the next one) as a document, read from the page's prerendered HTML, so the search covers exactly what
 * the pages say: headings, prose, and the API reference's names and option names (code samples aside). The browser builds
 * its MiniSearch index from these when the search first opens (src/pages/docs/search/).
 */
import { decodeCharacterReferences } from './htmlText.ts';

export type SearchDocument = {
  /** `<path>#<heading id>`: where Enter takes the reader. */
  readonly id: string;
  /** The page's title, as its h1 says. */
  readonly page: string;
  /** The heading's text. */
  readonly title: string;
  /** The section's text, headings of the next level excluded. */
  readonly text: string;
  /** The names its tables are about (a reference table's rows: options, props, members), weighed above the text. */
  readonly keywords: string;
};

/** Text of an HTML fragment: tags dropped, entities decoded, white space (a no-break space too) collapsed. */
export function textOf(html: string): string {
  return decodeCharacterReferences(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Removes the elements marked data-copy-exclude (toolbars, heading links): they are not the page's text. */
function withoutExcluded(html: string): string {
  let result = html;
  for (let guard = 0; guard < 1000; guard++) {
    const open = /<(\w+)[^>]*\sdata-copy-exclude=""[^>]*>/.exec(result);
    if (!open) return result;
    const tag = open[1] ?? '';
    // Finds the matching close tag, counting nested elements of the same name.
    const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    pattern.lastIndex = open.index + open[0].length;
    let depth = 1;
    let end = result.length;
    for (let match = pattern.exec(result); match; match = pattern.exec(result)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) {
        end = match.index + match[0].length;
        break;
      }
    }
    result = result.slice(0, open.index) + result.slice(end);
  }
  return result;
}

const HEADING = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/** The sections of a prerendered docs page (`rootHtml`: the markup of its #root) as search documents. */
export function searchDocuments(path: string, rootHtml: string): SearchDocument[] {
  const page = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(rootHtml)?.[1] ?? '');
  const article = /<article\b[^>]*>([\s\S]*)<\/article>/.exec(rootHtml)?.[1];
  if (!article) throw new Error(`search index: ${path} has no <article>`);
  // Code samples stay out: the prose and the reference's tables name every API and option, and code would
  // make the index (downloaded on the first search, and precached) half again as large for noisier hits.
  const body = withoutExcluded(article).replace(/<pre\b[\s\S]*?<\/pre>/g, ' ');
  const headings = [...body.matchAll(HEADING)];
  return headings.map((heading, index) => {
    const from = (heading.index ?? 0) + heading[0].length;
    const to = headings[index + 1]?.index ?? body.length;
    const section = body.slice(from, to);
    const keywords = [...section.matchAll(/<th scope="row">([\s\S]*?)<\/th>/g)].map((row) => textOf(row[1] ?? '').replace(/\?$/, ''));
    return { id: `${path}#${heading[2]}`, page, title: textOf(heading[3] ?? ''), text: textOf(section), keywords: keywords.join(' ') };
  });
}
