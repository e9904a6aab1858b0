import type { ReactNode } from 'react';
import { type DocsSectionId, type DocsSubsectionId, headingTitle } from '../docsSections.ts';
import styles from './DocsSection.module.css';

/** A top-level section: its h2 carries the id the table of contents links to. */
export function DocsSection({ id, children }: { id: DocsSectionId; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {headingTitle(id)}
      </h2>
      {children}
    </section>
  );
}

/** A subsection (an API entry, a demo): an h3 with its anchor. */
export function DocsSubsection({ id, children }: { id: DocsSubsectionId; children: ReactNode }) {
  return (
    <div className={styles.subsection}>
      <h3 id={id} className={styles.subheading}>
        {headingTitle(id)}
      </h3>
      {children}
    </div>
  );
}
