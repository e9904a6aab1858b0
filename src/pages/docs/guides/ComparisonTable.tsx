import type { ReactNode } from 'react';
import { ScrollingTable } from '../sections/ApiTable.tsx';

/** One row: its first cell is the row's header (what is compared), then one cell per other column. */
export type ComparisonRow = readonly [ReactNode, ...ReactNode[]];

/**
 * A comparison table (use-sound's option beside react-sfx's, and what differs): a caption, column headers,
 * and each row headed by its first cell. Scrolls sideways on narrow screens, as the API tables do.
 */
export function ComparisonTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly ComparisonRow[] }) {
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {/* The rows are fixed content, written once in the page: their order is their identity. */}
        {rows.map(([header, ...cells], row) => (
          <tr key={row}>
            <th scope="row">{header}</th>
            {cells.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
