import { DOCS_SECTIONS } from './docsSections.ts';
import styles from './TableOfContents.module.css';

/** Links to every section and subsection; plain fragment links, so they work before and without JavaScript. */
export function TableOfContents() {
  return (
    <nav aria-labelledby="docs-toc-title" className={styles.toc} data-copy-exclude="">
      <h2 id="docs-toc-title" className={styles.title}>
        On this page
      </h2>
      <ol className={styles.list}>
        {DOCS_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.link}>
              {section.title}
            </a>
            {'subsections' in section && (
              <ol className={styles.sublist}>
                {section.subsections.map((subsection) => (
                  <li key={subsection.id}>
                    <a href={`#${subsection.id}`} className={styles.sublink}>
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
