'use client';

/** One body row: its heading cell, its data cells and, when it has one, its class. */
export type PackedTableRow = [label: string, cells: string[], className?: string];

/**
 * The rows of a table body (the server renders the table, caption and header): `<tr><th scope="row">` and a
 * `<td>` per cell. A client leaf for its size alone, as DefinitionRows: the page's RSC
 * payload carries the texts, not the elements.
 */
export function TableRows({ rows }: { rows: PackedTableRow[] }) {
  return rows.map(([label, cells, className], index) => (
    // A static list, never reordered.
    <tr key={index} className={className}>
      <th scope="row">{label}</th>
      {cells.map((cell, at) => (
        <td key={at}>{cell}</td>
      ))}
    </tr>
  ));
}
