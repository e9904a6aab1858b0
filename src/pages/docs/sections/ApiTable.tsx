import type { ReactNode } from 'react';
import styles from './ApiTable.module.css';

/** One documented prop, option or field: its name, its type and what it does. */
export type ApiRow = { readonly name: string; readonly type: string; readonly description: ReactNode };

/** A reference table (props, options, return values); scrolls sideways on narrow screens. */
export function ApiTable({ caption, rows }: { caption: string; rows: readonly ApiRow[] }) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
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
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
