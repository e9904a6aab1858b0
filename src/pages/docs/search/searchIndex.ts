import MiniSearch, { type SearchResult } from 'minisearch';

/** A section of a docs page, as the build writes them (scripts/search-documents.ts). */
export type SearchDocument = { readonly id: string; readonly page: string; readonly title: string; readonly text: string; readonly keywords: string };

/** One result: where it goes, what it is called, and the words around the match. */
export type SearchHit = { readonly id: string; readonly page: string; readonly title: string; readonly excerpt: string; readonly terms: readonly string[] };

/** Longer queries are cut here: nobody types more, and a pasted page must not stall the search. */
export const MAX_QUERY_LENGTH = 200;
const MAX_RESULTS = 10;

/** The words around the first match in a section's text (the start of it when the match is in the title). */
function excerptOf(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0));
  const start = Number.isFinite(at) ? Math.max(0, at - 50) : 0;
  const excerpt = text.slice(start, start + 160).trim();
  return `${start > 0 ? '…' : ''}${excerpt}${start + 160 < text.length ? '…' : ''}`;
}

/**
 * The index of every docs section: titles weigh most, then the names a section's tables document (an
 * option's section before prose that mentions it), then page names, then text; words match by prefix and
 * with a typo.
 */
export function createSearch(documents: readonly SearchDocument[]): (query: string) => SearchHit[] {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'keywords', 'page', 'text'],
    storeFields: ['page', 'title', 'text'],
    searchOptions: { boost: { title: 4, keywords: 3, page: 1.5 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' },
  });
  index.addAll(documents);
  return (query) =>
    index
      .search(query.slice(0, MAX_QUERY_LENGTH))
      .slice(0, MAX_RESULTS)
      .map((result: SearchResult) => ({
        id: result.id as string,
        page: String(result.page),
        title: String(result.title),
        excerpt: excerptOf(String(result.text), result.terms),
        terms: result.terms,
      }));
}

/** Fetches the build's index (precached by the service worker, so it works offline) and builds the search. */
export async function loadSearch(url: string): Promise<(query: string) => SearchHit[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return createSearch((await response.json()) as SearchDocument[]);
}
