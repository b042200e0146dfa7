// The estate's listing fields as the detail page shows them: visible fields only, grouped, labelled and formatted.
import {
  formatArea,
  formatCurrency,
  formatCurrencyPerSquareMetre,
  formatDate,
  formatEpc,
  formatEpcPerYear,
  formatLength,
  formatLiquid,
  formatNumber,
  formatPercentage,
} from '@/lib/rules/format';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { warnOnce } from '@/lib/log/warn-once';
import type { EstateDetail, FieldValue } from '@/lib/site-api/schemas';
import {
  enumerationMessagesPath,
  enumerations,
  formatOf,
  type CatalogueGroup,
  type EnumerationName,
  type FormatKind,
} from './field-catalogue';
import { isEmptyValue, mainValue, showsFloodingIcon, violationFallback, visibleFields, type FieldRef } from './visibility';

/** A message by its full key ("Fields.labels.financial.price"), or undefined when there is none. */
export type Translate = (key: string) => string | undefined;

export type DisplayField = {
  key: string;
  label: string;
  value: string;
  conform?: string;
  description?: string;
  /** A BIGTEXT extra field: rich text (HTML from the API) to render as paragraphs, sanitised. */
  paragraph?: boolean;
  /** A flooding score after C: show the flooding icon beside it. */
  floodingIcon?: boolean;
};

export type DisplayGroup = { key: CatalogueGroup; label: string; fields: DisplayField[] };

type Scalar = string | number | boolean;

/** A missing translation shows its key between underscores (document 001, section 3). */
const labelled = (translate: Translate, messageKey: string, key: string) => translate(messageKey) ?? `_${key}_`;

export function groupLabel(group: string, translate: Translate): string {
  return labelled(translate, `Fields.groups.${group}`, group);
}

export function fieldLabel(group: string, key: string, translate: Translate): string {
  return labelled(translate, `Fields.labels.${group}.${key}`, key);
}

export function enumLabel(name: EnumerationName, value: string | number, translate: Translate): string {
  const codes: readonly string[] = enumerations[name];
  // Geo precision is sent as its number; every other enumeration as its code (subtype: its id).
  const code = name === 'geoPrecision' && typeof value === 'number' ? (codes[value] ?? String(value)) : String(value);
  const label = translate(`${enumerationMessagesPath(name)}.${code}`);
  if (label !== undefined) return label;
  // Only a field label falls back to its key between underscores (section 3); a code the site has no label
  // for yet is shown as the API sent it.
  warnOnce(`field enum:${name}.${code}`, { topic: 'site-api-value', enumeration: name, code: code.slice(0, 80) }, `Unknown ${name} code ${JSON.stringify(code.slice(0, 80))} from the site API: shown as sent`);
  return code;
}

function yesNo(value: boolean, translate: Translate): string {
  return value ? labelled(translate, 'Fields.yes', 'yes') : labelled(translate, 'Fields.no', 'no');
}

const numberFormats: Partial<Record<FormatKind, (value: number) => string>> = {
  currency: formatCurrency,
  currencyPerM2: formatCurrencyPerSquareMetre,
  area: formatArea,
  epc: formatEpc,
  epcPerYear: formatEpcPerYear,
  liquid: formatLiquid,
  length: formatLength,
  percentage: formatPercentage,
  number: formatNumber,
};

/** One value in its format (section 9); a value of another shape than its format expects is shown as it is. */
export function formatValue(value: Scalar, format: FormatKind, translate: Translate): string {
  if (typeof value === 'boolean') return yesNo(value, translate);
  if (format.startsWith('enum:')) return enumLabel(format.slice('enum:'.length) as EnumerationName, value, translate);
  if (format === 'date') return (typeof value === 'string' && formatDate(value)) || String(value);
  const asNumber = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null;
  const formatter = numberFormats[format];
  if (formatter && asNumber !== null) return formatter(asNumber);
  return String(value);
}

function conformLabel(conform: boolean | string, translate: Translate): string {
  const code = typeof conform === 'boolean' ? (conform ? 'VALID' : 'INVALID') : conform;
  return enumLabel('conformity', code, translate);
}

/**
 * The API describes a zoning code with the zone's Dutch name ("WG", "Woongebied"): for a code the site has a
 * label for, that label already says it in the visitor's language, so the description would say it twice.
 */
function namesTheZone(field: FieldRef, main: unknown, translate: Translate): boolean {
  if (field.group !== 'planning' || field.key !== 'most_recent_destination' || typeof main !== 'string') return false;
  return translate(`${enumerationMessagesPath('recentDestination')}.${main.trim()}`) !== undefined;
}

/** One visible field as a row: label, value in its format (or the violation fallback), conformity and description. */
export function displayField(field: FieldRef, translate: Translate): DisplayField {
  const raw: FieldValue | undefined = field.value;
  const main = mainValue(raw);
  const format = formatOf(field.group, field.key, main);
  let value: string;
  if (violationFallback(field)) value = labelled(translate, 'Fields.violationFallback', 'violationFallback');
  // Only planning fields outside Wallonia are visible without a value.
  else if (main === null || main === undefined || isEmptyValue(raw)) value = labelled(translate, 'Fields.notSpecified', 'notSpecified');
  else value = formatValue(main, format, translate);

  const result: DisplayField = { key: field.key, label: fieldLabel(field.group, field.key, translate), value };
  if (raw !== null && typeof raw === 'object') {
    if (raw.conform !== null && raw.conform !== undefined && raw.conform !== '') result.conform = conformLabel(raw.conform, translate);
    if (raw.description && raw.description.trim() !== '' && !namesTheZone(field, main, translate)) result.description = raw.description;
  }
  if (field.group === 'flood_information' && (field.key === 'parcel_score' || field.key === 'building_score')) {
    if (typeof main === 'string' && showsFloodingIcon(main)) result.floodingIcon = true;
  }
  return result;
}

/**
 * Extra fields in the visitor's language (else the plain value): BIGTEXT as rich text, TEXT and any other
 * type (a number, a yes/no, a date, one the site does not know) as one line in its format.
 */
export function extraDisplayFields(estate: Pick<EstateDetail, 'extraFields'>, locale: Locale, translate: Translate): DisplayField[] {
  return estate.extraFields.flatMap((extra): DisplayField[] => {
    const text = pickLocalized(extra.value_lang_string, locale) || (extra.value ?? '');
    if (text.trim() === '') return [];
    const value = extra.type === 'TEXT' || extra.type === 'BIGTEXT' ? text : extraValue(extra.type, text.trim(), translate);
    const key = `extra_field_${extra.extra_field_autoid}`;
    const label = labelled(translate, `Fields.extraFields.${extra.extra_field_autoid}`, key);
    return [extra.type === 'BIGTEXT' ? { key, label, value, paragraph: true } : { key, label, value }];
  });
}

/** A typed extra field's text: numbers, yes/no and dates in the spec's formats, anything else as sent. */
function extraValue(type: string, text: string, translate: Translate): string {
  const kind = type.toUpperCase();
  if (/^(TRUE|FALSE|YES|NO|1|0)$/i.test(text) && /BOOL|YES_?NO|CHECK/.test(kind)) return yesNo(/^(TRUE|YES|1)$/i.test(text), translate);
  if (/DATE/.test(kind)) return formatDate(text) || text;
  if (/NUM|INT|DEC|FLOAT|DOUBLE/.test(kind) && /^-?\d+(\.\d+)?$/.test(text)) return formatNumber(Number(text));
  return text;
}

/**
 * What the field groups show of an estate, before labels: its visible catalogue fields less those another block
 * shows (`shownElsewhere`, "group.key"), and the agency's extra fields. Labelled in the visitor's language later.
 */
export type ListingFields = { fields: FieldRef[]; extraFields: EstateDetail['extraFields'] };

export function listingFields(estate: EstateDetail, shownElsewhere: ReadonlySet<string> = new Set()): ListingFields {
  return {
    fields: visibleFields(estate).filter((field) => !shownElsewhere.has(`${field.group}.${field.key}`)),
    extraFields: estate.extraFields,
  };
}

/** The listing's fields, group by group in display order, labelled and formatted; groups without fields are left out. */
export function displayGroupsOf(listing: ListingFields, locale: Locale, translate: Translate): DisplayGroup[] {
  const byGroup = new Map<CatalogueGroup, DisplayField[]>();
  for (const field of listing.fields) {
    const list = byGroup.get(field.group) ?? [];
    list.push(displayField(field, translate));
    byGroup.set(field.group, list);
  }
  const extras = extraDisplayFields(listing, locale, translate);
  if (extras.length > 0) byGroup.set('other', [...(byGroup.get('other') ?? []), ...extras]);
  return [...byGroup].map(([key, fields]) => ({ key, label: groupLabel(key, translate), fields }));
}

/** The visible fields of the estate as display groups, less those another block of the page shows. */
export function buildDisplayGroups(
  estate: EstateDetail,
  locale: Locale,
  translate: Translate,
  shownElsewhere: ReadonlySet<string> = new Set(),
): DisplayGroup[] {
  return displayGroupsOf(listingFields(estate, shownElsewhere), locale, translate);
}
