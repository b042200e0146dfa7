import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { displayGroupsOf, type DisplayField, type ListingFields, type Translate } from '@/lib/estates/detail/display-fields';
import type { PackedRow } from '@/components/ui/definition-rows';
import { RichText } from '@/components/ui/rich-text';
import { FieldGroupSections, type PackedGroup } from './field-group-sections';
import './field-groups.css';

function FloodingIcon({ label }: { label: string }) {
  return (
    <span className="field-groups__flood" role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 2.5c-3.2 4.4-6 8-6 11a6 6 0 0 0 12 0c0-3-2.8-6.6-6-11z" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * One label and value, packed for DefinitionRows: a plain value is its text, the value's only child. The row,
 * term and value carry no class of their own (field-groups.css finds them under `.field-groups__list`), and
 * the rows are drawn by a client component, so the RSC payload carries `["label","value"]` per row instead
 * of its elements.
 */
function packField(field: DisplayField, floodingLabel: string): PackedRow {
  const value = field.paragraph ? <RichText html={field.value} /> : field.value;
  const extras = field.floodingIcon || field.conform || field.description;
  const shown = extras ? (
    <>
      {value}
      {field.floodingIcon ? <FloodingIcon label={floodingLabel} /> : null}
      {field.conform ? <span className="field-groups__conform">{field.conform}</span> : null}
      {field.description ? <span className="field-groups__description">{field.description}</span> : null}
    </>
  ) : (
    value
  );
  return field.paragraph ? [field.label, shown, { wide: 1 }] : [field.label, shown];
}

/** `listing` already leaves out what the energy, legal and cost-to-buy blocks show (lib/estates/detail/sections.ts). */
type Props = { listing: ListingFields; locale: Locale };

/** The listing fields of an estate, one section per group, as label/value lists. */
export async function FieldGroups({ listing, locale }: Props) {
  const [t, tFields] = await Promise.all([getTranslations({ locale }), getTranslations({ locale, namespace: 'Fields' })]);
  type Key = Parameters<typeof t.has>[0];
  // Keys are built from the catalogue and the API's codes at run time; t.has guards the ones without a message.
  const translate: Translate = (key) => (t.has(key as Key) ? t(key as Key) : undefined);
  const groups = displayGroupsOf(listing, locale, translate);
  if (groups.length === 0) return null;
  const floodingLabel = tFields('floodingRisk');
  return <FieldGroupSections groups={groups.map((group): PackedGroup => [group.key, group.label, group.fields.map((field) => packField(field, floodingLabel))])} />;
}
