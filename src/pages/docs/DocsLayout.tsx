import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CopyPageButton } from './CopyPageButton.tsx';
import styles from './DocsLayout.module.css';
import { DocsSidebar } from './DocsSidebar.tsx';
import { type DocsOutline, outlineHeadings } from './outline.ts';
import { DocsSearch } from './search/DocsSearch.tsx';
import { useCurrentHeading } from './useCurrentHeading.ts';

/** The fragment's heading id, or undefined when it names none that can be decoded ('#%E0' is no id). */
function fragmentId(hash: string): string | undefined {
  if (hash.length <= 1) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * The page renders after the browser's own jump to a fragment (it is loaded lazily), so a link such as
 * /docs#core-api is honoured once the heading exists. A fragment that names no heading leaves the reader
 * at the top. After a move within the site (a search result, a link), the keyboard's focus goes to the
 * heading too, so the next Tab continues from there; a page's first load leaves focus to the browser.
 */
function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = fragmentId(hash);
    const heading = id ? document.getElementById(id) : null;
    if (!heading) return;
    heading.scrollIntoView?.();
    if (key === 'default') return; // the first location of this page load
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [hash, key]);
}

/** The version these pages document: the package's, read from package.json at build time. */
export const DOCUMENTED_VERSION: string = __LIBRARY_VERSION__;

type DocsLayoutProps = {
  title: string;
  lead: ReactNode;
  outline: DocsOutline;
  children: ReactNode;
};

/**
 * Every docs page: its title and the version it documents, "Copy to Clipboard" for the page's text, the
 * docs' pages and the page's outline (following the reader), and the article.
 */
export function DocsLayout({ title, lead, outline, children }: DocsLayoutProps) {
  const content = useRef<HTMLDivElement>(null);
  useScrollToHash();
  const ids = useMemo(() => outlineHeadings(outline).map((heading) => heading.id), [outline]);
  const current = useCurrentHeading(ids);

  return (
    <div ref={content} className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
          <p className={styles.version}>{`Documents react-sfx ${DOCUMENTED_VERSION}`}</p>
        </div>
        <div className={styles.actions}>
          <DocsSearch />
          <CopyPageButton contentRef={content} />
        </div>
      </header>
      <div className={styles.layout}>
        <DocsSidebar outline={outline} current={current} />
        <article className={styles.article}>{children}</article>
      </div>
    </div>
  );
}
