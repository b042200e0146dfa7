'use client';

import { DefinitionRows, type PackedRow } from '@/components/ui/definition-rows';

/** One group of listing fields: its key (for the heading's id), heading and rows. */
export type PackedGroup = [key: string, label: string, rows: PackedRow[]];

/**
 * The field groups' sections, drawn from their texts (field-groups.tsx packs them): a client leaf for its
 * size alone, so the page's RSC payload carries each group's heading and rows, not their elements.
 */
export function FieldGroupSections({ groups }: { groups: PackedGroup[] }) {
  return (
    <div className="field-groups">
      {groups.map(([key, label, rows]) => (
        <section key={key} className="field-groups__group" aria-labelledby={`field-group-${key}`}>
          <h2 id={`field-group-${key}`} className="field-groups__heading">
            {label}
          </h2>
          <dl className="field-groups__list">
            <DefinitionRows rows={rows} />
          </dl>
        </section>
      ))}
    </div>
  );
}
