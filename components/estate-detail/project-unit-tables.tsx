'use client';

import NextLink from 'next/link';
import type { ReactNode } from 'react';

/** One unit, its texts resolved on the server: id, address, name, type, bedrooms, living surface, price, status (class and label). */
export type PackedUnit = [id: number, href: string, name: string, type: string, bedrooms: string | number, surface: string, price: string, status: string | null, statusLabel: string];

/** One floor's table: its caption and units. */
export type PackedFloor = [caption: string, units: PackedUnit[]];

/**
 * A cell's column name, shown only where the table is stacked into cards (a phone); the header names it
 * elsewhere. No class: every cell starts with it, and extra.css finds it as the cell's first span.
 */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span>{label}</span>
      {children}
    </td>
  );
}

/**
 * A project's unit tables, one per floor (project-units.tsx gives the texts). A client component for its
 * size alone: drawn on the server, a hundred cells were each in the RSC payload as
 * elements with their column's name again; here the payload carries each unit's texts once, and only the
 * HTML has the table. Same markup, styled by position in extra.css.
 */
export function ProjectUnitTables({ columns, floors }: { columns: readonly string[]; floors: PackedFloor[] }) {
  const [, type, bedrooms, surface, price, status] = columns as [string, string, string, string, string, string];
  return floors.map(([caption, units]) => (
    <table key={caption} className="project-units__table">
      <caption>{caption}</caption>
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
        {units.map(([id, href, name, typeLabel, bedroomCount, livingSurface, priceText, statusClass, statusLabel]) => (
          <tr key={id}>
            <th scope="row">
              <NextLink href={href}>{name}</NextLink>
            </th>
            <Cell label={type}>{typeLabel}</Cell>
            <Cell label={bedrooms}>{bedroomCount}</Cell>
            <Cell label={surface}>{livingSurface}</Cell>
            <Cell label={price}>{priceText}</Cell>
            <Cell label={status}>{statusClass ? <span className={`badge badge--${statusClass}`}>{statusLabel}</span> : statusLabel}</Cell>
          </tr>
        ))}
      </tbody>
    </table>
  ));
}
