import { useEffect, useRef } from 'react';
import type { DocsOutline } from './outline.ts';
import styles from './TableOfContents.module.css';

/**
 * Links to every section and subsection of a docs page; plain fragment links, so they work before and
 * without JavaScript. The one being read carries aria-current="location", and is kept in view when the
 * list scrolls on its own (a long outline in the sidebar).
 */
export function TableOfContents({ outline, current }: { outline: DocsOutline; current: string | undefined }) {
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const link = nav.current?.querySelector('[aria-current]');
    const box = link?.closest<HTMLElement>('[data-scroll-box]');
    if (!link || !box || box.scrollHeight <= box.clientHeight) return;
    const linkBox = link.getBoundingClientRect();
    const boxRect = box.getBoundingClientRect();
    if (linkBox.top < boxRect.top || linkBox.bottom > boxRect.bottom) box.scrollTop += linkBox.top - boxRect.top - boxRect.height / 3;
  }, [current]);

  const mark = (id: string) => (id === current ? 'location' : undefined);
  return (
    <nav ref={nav} aria-labelledby="docs-toc-title" className={styles.toc} data-copy-exclude="">
      <h2 id="docs-toc-title" className={styles.title}>
        On this page
      </h2>
      <ol className={styles.list}>
        {outline.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.link} aria-current={mark(section.id)}>
              {section.title}
            </a>
            {section.subsections && (
              <ol className={styles.sublist}>
                {section.subsections.map((subsection) => (
                  <li key={subsection.id}>
                    <a href={`#${subsection.id}`} className={styles.sublink} aria-current={mark(subsection.id)}>
                      {subsection.title}
                    </a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
