import type { ReactNode } from 'react';
import { type DocsSectionId, type DocsSubsectionId, headingTitle } from '../docsSections.ts';
import type { DocsHeading } from '../outline.ts';
import styles from './DocsSection.module.css';

/**
 * A heading with a link of its own (#id), shown on hover and on focus: the address a reader copies to
 * point at this part of the page. The link sits beside the heading, so the heading's name stays its text.
 */
function Heading({ level, heading }: { level: 2 | 3; heading: DocsHeading }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.headingRow}>
      <Tag id={heading.id} className={level === 2 ? styles.heading : styles.subheading}>
        {heading.title}
      </Tag>
      <a href={`#${heading.id}`} className={styles.anchor} data-copy-exclude="">
        <span aria-hidden="true">#</span>
        <span className="visually-hidden">{`Link to “${heading.title}”`}</span>
      </a>
    </div>
  );
}

/** A top-level section of any docs page: an h2 with its link; the outline lists it. */
export function Section({ heading, children }: { heading: DocsHeading; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={heading.id}>
      <Heading level={2} heading={heading} />
      {children}
    </section>
  );
}

/** A subsection (an API entry, a demo, a guide's step): an h3 with its link, a group named by it. */
export function Subsection({ heading, children }: { heading: DocsHeading; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={heading.id} className={styles.subsection}>
      <Heading level={3} heading={heading} />
      {children}
    </div>
  );
}

/** A section of /docs, by its id in DOCS_SECTIONS (which holds its title). */
export function DocsSection({ id, children }: { id: DocsSectionId; children: ReactNode }) {
  return <Section heading={{ id, title: headingTitle(id) }}>{children}</Section>;
}

/** A subsection of /docs, by its id in DOCS_SECTIONS. */
export function DocsSubsection({ id, children }: { id: DocsSubsectionId; children: ReactNode }) {
  return <Subsection heading={{ id, title: headingTitle(id) }}>{children}</Subsection>;
}
