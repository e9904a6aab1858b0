/**
 * What the docs state about the library, read at build time from where it is kept, never copied by hand:
 * - `virtual:react-sfx/api`: the API model (scripts/api/apiModel.ts), read from src/sfx's types and doc
 *   comments, which the API reference page renders; `virtual:react-sfx/api/<export>` one entry of it, for a
 *   page that shows a few (the /docs guide), so it does not load them all; `virtual:react-sfx/api-index/<kind>`
 *   the names of one kind of export ('type', 'hook', …) with the first sentence of each one's doc;
 * - `virtual:react-sfx/changelog`: CHANGELOG.md as HTML (marked), which the "What's new" page shows;
 * - `virtual:react-sfx/facts`: the figures the docs state (time-outs, thresholds), from the library's
 *   constants (scripts/docs-facts.ts).
 * Both are rebuilt when their sources change (the dev server reloads the page).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';
import type { Plugin } from 'vite';
import { readApiModel } from './api/apiModel.ts';
import { DOCS_FACTS } from './docs-facts.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const API = 'virtual:react-sfx/api';
const CHANGELOG = 'virtual:react-sfx/changelog';
const API_INDEX = 'virtual:react-sfx/api-index';
const FACTS = 'virtual:react-sfx/facts';
const resolvedId = (id: string) => `\0${id}`;

/** CHANGELOG.md as HTML: its title dropped (the page has its own), headings one level down, links to other sites marked as such. */
export async function changelogHtml(markdown: string): Promise<string> {
  const body = markdown.replace(/^# .*\n/, '');
  const html = await marked.parse(body, { async: true, gfm: true });
  return (
    html
      .replace(/<(\/?)h([2-5])/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) + 1}`)
      .replace(/<a href="(https?:[^"]+)"/g, '<a href="$1" rel="noopener noreferrer"')
      // Each release's heading gets an id, so a link can point at it and the page's outline can list it.
      .replace(/<h3>(.*?)<\/h3>/g, (_heading, inner: string) => `<h3 id="${releaseId(inner)}">${inner}</h3>`)
  );
}

/** A doc comment's first sentence (up to the first full stop followed by a space, or the first paragraph). */
function firstSentence(doc: string): string {
  const paragraph = doc.split(/\n\s*\n/)[0]?.replace(/\s*\n\s*/g, ' ') ?? '';
  const end = paragraph.search(/[.:;](\s|$)/);
  return end === -1 ? paragraph : paragraph.slice(0, end + 1).replace(/[:;]$/, '.');
}

/** 'Unreleased' -> 'unreleased', '0.1.0 - 2026-11-25' -> 'v0-1-0-2026-11-25'. */
function releaseId(headingHtml: string): string {
  const slug = headingHtml.replace(/<[^>]+>/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return /^\d/.test(slug) ? `v${slug}` : slug;
}

export function docsDataPlugin(): Plugin {
  // Read once per build (a type-check of the library takes about a second), again after a source changes.
  let model: ReturnType<typeof readApiModel> | undefined;
  const apiModel = () => (model ??= readApiModel());
  return {
    name: 'react-sfx:docs-data',
    watchChange: (id) => {
      if (id.includes('/src/sfx/')) model = undefined;
    },
    resolveId: (id) => (id === API || id === CHANGELOG || id === FACTS || id.startsWith(`${API}/`) || id.startsWith(`${API_INDEX}/`) ? resolvedId(id) : undefined),
    async load(id) {
      if (id === resolvedId(API)) {
        this.addWatchFile(`${ROOT}src/sfx`);
        return `export default ${JSON.stringify(apiModel())};`;
      }
      if (id.startsWith(resolvedId(`${API}/`))) {
        const name = id.slice(resolvedId(`${API}/`).length);
        const entry = apiModel().find((candidate) => candidate.name === name);
        if (!entry) this.error(`${id.slice(1)}: react-sfx exports no ${name}`);
        return `export default ${JSON.stringify(entry)};`;
      }
      if (id.startsWith(resolvedId(`${API_INDEX}/`))) {
        const kind = id.slice(resolvedId(`${API_INDEX}/`).length);
        const entries = apiModel().filter((entry) => entry.kind === kind);
        if (entries.length === 0) this.error(`${id.slice(1)}: react-sfx exports nothing of kind ${kind}`);
        const index = entries.map(({ name, doc }) => ({ name, summary: firstSentence(doc) }));
        return `export default ${JSON.stringify(index)};`;
      }
      if (id === resolvedId(FACTS)) return `export default ${JSON.stringify(DOCS_FACTS)};`;
      if (id === resolvedId(CHANGELOG)) {
        const file = `${ROOT}CHANGELOG.md`;
        this.addWatchFile(file);
        return `export default ${JSON.stringify(await changelogHtml(await readFile(file, 'utf8')))};`;
      }
      return undefined;
    },
  };
}
