// The visibility rules of document 001, section 5: each rule once, as a small named function.
import { statusOfTransaction, typeOfHeadType, type EstateType, type Region, type Status } from '@/lib/rules';
import type { EstateDetail, FieldValue } from '@/lib/site-api/schemas';
import { isUnderVatRegime } from '@/lib/estates/price';
import { currentFieldValue } from './current-values';
import { catalogueGroups, fieldCatalogue, type CatalogueGroup } from './field-catalogue';

/** One field of the estate: its group, key and raw value. */
export type FieldRef = { group: CatalogueGroup; key: string; value: FieldValue | undefined };

/** What the rules need to know about the estate. */
export type VisibilityContext = {
  status: Status | undefined;
  type: EstateType | undefined;
  region: Region | null;
  vatRegime: boolean;
};

/** A rule answers whether it hides the field. */
export type VisibilityRule = (field: FieldRef, context: VisibilityContext) => boolean;

const id = (group: CatalogueGroup, key: string) => `${group}.${key}`;
const refId = (field: FieldRef) => id(field.group, field.key);

/** The main value: a combined field's value, else the value itself. */
export function mainValue(value: FieldValue | undefined): string | number | boolean | null | undefined {
  return value !== null && typeof value === 'object' ? value.value : value;
}

export function isEmptyValue(value: FieldValue | undefined): boolean {
  const main = mainValue(value);
  return main === null || main === undefined || (typeof main === 'string' && main.trim() === '');
}

/** Set: has a value, and a yes/no field says yes. */
export function isSetValue(value: FieldValue | undefined): boolean {
  return !isEmptyValue(value) && mainValue(value) !== false;
}

export const rentalHiddenFields: ReadonlySet<string> = new Set([
  id('certification', 'electrical_certificate'),
  id('planning', 'town_planning_permit'),
  id('planning', 'most_recent_destination'),
  id('planning', 'proceeding'),
  id('planning', 'subdivision_permit'),
  id('certification', 'as_built_certificate'),
]);

export const plotHiddenFields: ReadonlySet<string> = new Set([id('certification', 'electrical_certificate')]);

export const vatRegimeHiddenFields: ReadonlySet<string> = new Set([
  id('financial', 'price'),
  id('financial', 'land_price'),
  id('financial', 'infrastructure_price'),
  id('notary_cost', 'total'),
]);

/** "Town planning value" is the most recent planning destination; "building licence" the town planning permit. */
export const planningRuleFields: ReadonlySet<string> = new Set([
  id('planning', 'most_recent_destination'),
  id('planning', 'town_planning_violation'),
  id('planning', 'town_planning_permit'),
  id('planning', 'subdivision_permit'),
  id('planning', 'right_of_first_refusal'),
  id('planning', 'protected_heritage'),
  id('planning', 'renovation_obligation'),
]);

export const walloniaHiddenFields: ReadonlySet<string> = new Set([
  id('certification', 'as_built_certificate'),
  id('planning', 'heritage_inventory'),
  id('flood_information', 'building_score'),
  id('flood_information', 'parcel_score'),
]);

export const showOnlyWhenSetFields: ReadonlySet<string> = new Set([
  id('flood_information', 'building_score'),
  id('flood_information', 'parcel_score'),
  id('construction', 'new_building'),
  id('comfort', 'lift'),
  id('certification', 'electrical_certificate'),
  id('certification', 'heating_oil_certificate'),
  id('certification', 'as_built_certificate'),
  id('certification', 'asbestos_certificate'),
  id('other', 'available_at'),
]);

/** Status TO_RENT or RENTED: the electrical certificate and the sale-only planning facts are hidden. */
export const hideForRentals: VisibilityRule = (field, { status }) =>
  (status === 'TO_RENT' || status === 'RENTED') && rentalHiddenFields.has(refId(field));

/** Type PLOT: no electrical certificate. */
export const hideForPlots: VisibilityRule = (field, { type }) => type === 'PLOT' && plotHiddenFields.has(refId(field));

/** Financial vat_regime true: prices and the notary cost total are hidden. */
export const hideUnderVatRegime: VisibilityRule = (field, { vatRegime }) => vatRegime && vatRegimeHiddenFields.has(refId(field));

/** Planning fields show unless the value is empty and the estate is in Wallonia. */
export const hideEmptyPlanningInWallonia: VisibilityRule = (field, { region }) =>
  planningRuleFields.has(refId(field)) && region === 'WALLONIA' && isEmptyValue(field.value);

/** As-built certificate, heritage inventory and the flooding scores are hidden for Wallonian estates. */
export const hideInWallonia: VisibilityRule = (field, { region }) => region === 'WALLONIA' && walloniaHiddenFields.has(refId(field));

/** Flooding scores, new building, lift, certificate fields and availability show only when set. */
export const hideUntilSet: VisibilityRule = (field) => showOnlyWhenSetFields.has(refId(field)) && !isSetValue(field.value);

/** Any other field without a value is hidden; planning fields follow their own rule. */
export const hideWhenEmpty: VisibilityRule = (field) => !planningRuleFields.has(refId(field)) && isEmptyValue(field.value);

export const visibilityRules: readonly VisibilityRule[] = [
  hideForRentals,
  hideForPlots,
  hideUnderVatRegime,
  hideEmptyPlanningInWallonia,
  hideInWallonia,
  hideUntilSet,
  hideWhenEmpty,
];

export function visibilityContext(estate: EstateDetail): VisibilityContext {
  return {
    status: statusOfTransaction(estate.general.transaction.id),
    type: typeOfHeadType(estate.general.headType.id),
    region: estate.address.region,
    vatRegime: isUnderVatRegime(estate),
  };
}

export function isFieldVisible(field: FieldRef, context: VisibilityContext): boolean {
  return !visibilityRules.some((rule) => rule(field, context));
}

/**
 * A visible violation field without a value reads the fallback sentence
 * ("No judicial remedial measure or administrative measure imposed").
 */
export function violationFallback(field: FieldRef): boolean {
  return field.group === 'planning' && field.key === 'town_planning_violation' && isEmptyValue(field.value);
}

/** The flooding icon shows when the score's first letter comes after C (D, E…). */
export function showsFloodingIcon(score: string | null | undefined): boolean {
  const first = score?.trim().charAt(0).toUpperCase() ?? '';
  return /^[A-Z]$/.test(first) && first > 'C';
}

/**
 * The estate's visible fields, group by group in display order: catalogue keys in catalogue order, then keys
 * the catalogue does not know. Only keys the API sent are fields of the estate; a sent key may still be empty,
 * or become so when its current value cannot be computed (a price per m² without a price or a living area).
 */
export function visibleFields(estate: EstateDetail): FieldRef[] {
  const context = visibilityContext(estate);
  return catalogueGroups.flatMap((group) => {
    const values = estate.fields[group] ?? {};
    const known = fieldCatalogue[group].map((f) => f.key);
    const unknown = Object.keys(values).filter((key) => !known.includes(key));
    return [...known.filter((key) => Object.hasOwn(values, key)), ...unknown]
      .map((key): FieldRef => ({ group, key, value: currentFieldValue(estate, group, key, values[key]) }))
      .filter((field) => isFieldVisible(field, context));
  });
}
