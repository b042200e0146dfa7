// The spec's filter transitions (document 000, section 4) as patches of the list's query. The filter form
// keeps what the visitor chose and writes it to the URL (lib/estates/url-state.ts); the URL rules
// (validation, swapped price range, canonical lists) apply when the query becomes a URL or a search, so
// they live in one place. The filter options come from the server page, so no state here loads them.
import type { TownDistance } from './town-distance';
import { emptyEstateQuery, resolveSort, type EstateQuery } from './search-query';

/** What an input gives for "no value": an emptied text field (''), a cleared select (null), valueAsNumber (NaN). */
export type OptionalNumberInput = number | '' | null | undefined;

/** A change of the query: `undefined` clears an optional key; an empty list is the "any" of that key. */
export type QueryPatch = Partial<EstateQuery>;

/** An empty input value becomes undefined (spec: "an empty value becomes undefined"); any number passes through. */
export function optionalNumber(value: OptionalNumberInput): number | undefined {
  if (value === '' || value === null || value === undefined || Number.isNaN(value)) return undefined;
  return value;
}

type ListKey = 'status' | 'city' | 'type' | 'epc';
type RequiredKey = ListKey | 'sort' | 'order' | 'view';
const requiredKeys: Record<RequiredKey, true> = { status: true, city: true, type: true, epc: true, sort: true, order: true, view: true };

/**
 * Merges a patch into the query. `undefined` clears an optional key (a price bound) but cannot clear a
 * required one. A new sort without an order follows the spec's rule (ASC), as in the URL.
 */
export function mergeQuery(query: EstateQuery, patch: QueryPatch): EstateQuery {
  const merged: EstateQuery = { ...query };
  for (const [key, value] of Object.entries(patch) as [keyof EstateQuery, unknown][]) {
    if (value === undefined && Object.hasOwn(requiredKeys, key)) continue;
    Object.assign(merged, { [key]: value });
  }
  if (patch.sort !== undefined) Object.assign(merged, resolveSort(patch.sort, patch.order));
  return dropUndefined(merged);
}

function dropUndefined(query: EstateQuery): EstateQuery {
  const copy = { ...query };
  for (const key of ['priceMin', 'priceMax', 'bedMin', 'collection', 'area', 'near', 'openHouse', 'group'] as const) {
    if (copy[key] === undefined) delete copy[key];
  }
  return copy;
}

/** The reset: clears what narrows the results; how they are shown (sort, grouping, view) stays. */
export function withoutFilters(query: EstateQuery): EstateQuery {
  const { sort, order, group, view } = query;
  return { ...emptyEstateQuery(), sort, order, view, ...(group && { group }) };
}

/** A town and distance to search around, or none: either way any drawn area gives way. */
export function withNear(query: EstateQuery, near: TownDistance | undefined): EstateQuery {
  return mergeQuery(query, { near, area: undefined });
}
