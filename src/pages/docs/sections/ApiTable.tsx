import type { ReactNode } from 'react';
import type { ApiEntry } from '../../../config/apiModel.ts';
import { DocText } from '../api/DocText.tsx';
import styles from './ApiTable.module.css';

/**
 * A captioned table in a region that scrolls sideways on narrow screens (focusable, so the keyboard can
 * scroll it too): the frame of the docs' reference and comparison tables.
 */
export function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** One documented prop, option or field: its name, its type, its default and what it does. */
export type ApiRow = { readonly name: string; readonly type: string; readonly defaultValue?: string; readonly description: ReactNode };

/**
 * A reference table (props, options, return values); scrolls sideways on narrow screens. The Default
 * column is there when any row has a default.
 */
export function ApiTable({ caption, rows }: { caption: string; rows: readonly ApiRow[] }) {
  const defaults = rows.some((row) => row.defaultValue !== undefined);
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          {defaults && <th scope="col">Default</th>}
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td>
              <code>{row.type}</code>
            </td>
            {defaults && <td>{row.defaultValue === undefined ? '' : <DocText text={row.defaultValue} />}</td>}
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** The rows of an exported type's members, as the API model has them (generated from the source). */
export function membersOf(entry: ApiEntry): ApiRow[] {
  return entry.members.map((member) => ({
    name: member.optional ? `${member.name}?` : member.name,
    type: member.type.replace(/ \| undefined$/, ''),
    ...(member.defaultValue === undefined ? {} : { defaultValue: member.defaultValue }),
    description: <DocText text={member.doc} />,
  }));
}

/** The table of an exported type's members (an options, props or return type), generated from the source. */
export function ApiMembersTable({ entry, caption }: { entry: ApiEntry; caption?: string }) {
  return <ApiTable caption={caption ?? entry.name} rows={membersOf(entry)} />;
}
