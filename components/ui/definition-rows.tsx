'use client';

import type { ReactNode } from 'react';

/** What a row carries beyond its term and value; each key only when it is used. */
export type RowExtras = {
  /** The value takes the row's whole width (a paragraph of text). */
  wide?: 1;
  /** The row's field key, as `data-field` (the rental features, the legal planning items). */
  field?: string;
  /** The value's class. */
  dd?: string;
};

/** One label/value row: a plain value is its text; a richer value (rich text, an icon) comes rendered by the server. */
export type PackedRow = [term: string, value: ReactNode, extras?: RowExtras];

/**
 * The rows of a `<dl>` (the server renders the list itself): `<div><dt>…</dt><dd>…</dd></div>` for each.
 * A client component for its size alone: a server component's rows reach the browser
 * twice, as HTML and again as RSC elements (`["$","div",…,{"children":[["$","dt",…` for each of forty rows);
 * here the payload carries `["term","value"]` and only the HTML has the elements.
 */
export function DefinitionRows({ rows }: { rows: PackedRow[] }) {
  return rows.map(([term, value, extras], index) => (
    // A static list, never reordered.
    <div key={index} className={extras?.wide ? 'field-groups__row--wide' : undefined} data-field={extras?.field}>
      <dt>{term}</dt>
      <dd className={extras?.dd}>{value}</dd>
    </div>
  ));
}
