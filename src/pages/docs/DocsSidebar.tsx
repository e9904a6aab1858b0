import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { DocsNav } from './DocsNav.tsx';
import { type DocsOutline, outlineHeadings } from './outline.ts';
import styles from './DocsSidebar.module.css';
import { TableOfContents } from './TableOfContents.tsx';

/**
 * The docs' pages and this page's outline. Wide screens show them beside the article, the section being
 * read marked. On a phone they fold into a bar that stays at the top: "On this page" and the section being
 * read; the button opens the whole outline (and the pages), a link or Escape closes it.
 */
export function DocsSidebar({ outline, current }: { outline: DocsOutline; current: string | undefined }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const currentTitle = outlineHeadings(outline).find((heading) => heading.id === current)?.title;

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <aside className={styles.sidebar} data-open={open || undefined} data-copy-exclude="" onKeyDown={closeOnEscape}>
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls="docs-menu" onClick={() => setOpen(!open)}>
        <span className={styles.menuLabel}>On this page</span>
        {currentTitle && <span className={styles.menuCurrent}>{currentTitle}</span>}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      {/* A click on a link inside closes the menu (delegated from the links, which stay plain anchors). */}
      <div id="docs-menu" className={styles.menu} data-scroll-box="" onClick={closeOnLink}>
        <DocsNav />
        <TableOfContents outline={outline} current={current} />
      </div>
    </aside>
  );
}
