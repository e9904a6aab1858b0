import api from 'virtual:react-sfx/api';
import { Link } from 'react-router-dom';
import type { ApiEntry, ApiKind } from '../../../config/apiModel.ts';
import { paths } from '../../../config/paths.ts';
import { DocsLayout } from '../DocsLayout.tsx';
import type { DocsOutline } from '../outline.ts';
import { ApiMembersTable } from '../sections/ApiTable.tsx';
import { Section, Subsection } from '../sections/DocsSection.tsx';
import styles from './ApiReferencePage.module.css';
import { DocParagraphs } from './DocText.tsx';

/** The reference's sections, in reading order: what an app renders, calls, reads, then the types. */
const GROUPS: readonly { kind: ApiKind; id: string; title: string }[] = [
  { kind: 'component', id: 'components', title: 'Components' },
  { kind: 'hook', id: 'hooks', title: 'Hooks' },
  { kind: 'function', id: 'functions', title: 'Functions' },
  { kind: 'constant', id: 'constants', title: 'Constants' },
  { kind: 'type', id: 'types', title: 'Types' },
];

const byGroup = GROUPS.map((group) => ({ ...group, entries: api.filter((entry) => entry.kind === group.kind) }));

const OUTLINE: DocsOutline = byGroup.map(({ id, title, entries }) => ({ id, title, subsections: entries.map((entry) => ({ id: entry.name, title: entry.name })) }));

function EntryView({ entry }: { entry: ApiEntry }) {
  return (
    <Subsection heading={{ id: entry.name, title: entry.name }}>
      <pre className={styles.signature}>
        <code>{entry.signature}</code>
      </pre>
      <DocParagraphs text={entry.doc} />
      {entry.members.length > 0 && <ApiMembersTable entry={entry} caption={`${entry.name} members`} />}
    </Subsection>
  );
}

/**
 * The API reference: every export of react-sfx with its signature, doc comment and, for the object types
 * (options, props, return values), each member's type, default and meaning. Generated at build time from
 * the library's own source, so it says what the code says.
 */
export function ApiReferencePage() {
  return (
    <DocsLayout
      title="API Reference"
      lead={
        <>
          Every export of <code>react-sfx</code>, generated from its source: signatures, and each option and prop with its type,
          default and meaning. The <Link to={paths.docs}>guide</Link> shows them at work.
        </>
      }
      outline={OUTLINE}
    >
      {byGroup.map(({ id, title, entries }) => (
        <Section key={id} heading={{ id, title }}>
          {entries.map((entry) => (
            <EntryView key={entry.name} entry={entry} />
          ))}
        </Section>
      ))}
    </DocsLayout>
  );
}
