import changelog from 'virtual:react-sfx/changelog';
import { DocsLayout } from '../DocsLayout.tsx';
import type { DocsOutline } from '../outline.ts';
import styles from './ChangelogPage.module.css';

/** The releases CHANGELOG.md lists (its second-level headings, now third-level), for the outline. */
const OUTLINE: DocsOutline = [
  {
    id: 'releases',
    title: 'Releases',
    subsections: [...changelog.matchAll(/<h3 id="([^"]+)">(.*?)<\/h3>/g)].map(([, id = '', title = '']) => ({ id, title: title.replace(/<[^>]+>/g, '') })),
  },
];

/**
 * What's new: CHANGELOG.md (Keep a Changelog), rendered at build time from the repository's own file, so
 * the page and the file cannot disagree.
 */
export function ChangelogPage() {
  return (
    <DocsLayout title="What's new" lead="Every change to react-sfx a user can see, newest first." outline={OUTLINE}>
      <section aria-labelledby="releases">
        <h2 id="releases" className="visually-hidden">
          Releases
        </h2>
        {/* CHANGELOG.md of this repository, rendered by marked at build time (scripts/vite-plugin-docs-data.ts):
            the project's own text, never a visitor's, so setting it as HTML injects nothing. */}
        <div className={styles.changelog} dangerouslySetInnerHTML={{ __html: changelog }} />
      </section>
    </DocsLayout>
  );
}
