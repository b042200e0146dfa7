// The spec's estate filter state (document 000, sections 3 and 4) as a pure reducer.
// The reducer stores what the visitor chose; the URL rules (validation, swapped price range, canonical
// lists) apply when the query becomes a URL or a search (search-query.ts), so they live in one place.
import type { Status } from '@/lib/domain/enums';
import type { SiteApiErrorInfo } from '@/lib/site-api/errors';
import type { EstateFilters } from '@/lib/site-api/schemas';
import type { TownDistance } from './town-distance';
import { emptyEstateQuery, parseEstateQuery, resolveSort, type EstateQuery, type SortOrder, type SortType } from './search-query';

export type FilterState = {
  filterQuery: EstateQuery;
  options: EstateFilters | null;
  isLoading: boolean;
  error: SiteApiErrorInfo | null;
};

/** What an input gives for "no value": an emptied text field (''), a cleared select (null), valueAsNumber (NaN). */
export type OptionalNumberInput = number | '' | null | undefined;

export type FilterAction =
  | { type: 'initFromParams'; params: Parameters<typeof parseEstateQuery>[0] }
  | { type: 'setCities'; ids: number[] }
  | { type: 'setTypes'; ids: number[] }
  | { type: 'setPriceRange'; min: OptionalNumberInput; max: OptionalNumberInput }
  | { type: 'setBedMin'; value: OptionalNumberInput }
  | { type: 'setEpc'; labels: string[] }
  | { type: 'setStatus'; statuses: Status[] }
  /** A town and distance to search around, or none: either way any drawn area gives way. */
  | { type: 'setNear'; near: TownDistance | undefined }
  | { type: 'setSort'; sort: SortType; order?: SortOrder }
  | { type: 'update'; patch: Partial<EstateQuery> }
  | { type: 'reset' }
  | { type: 'fetchOptions' }
  | { type: 'fetchOptionsSuccess'; options: EstateFilters }
  | { type: 'fetchOptionsFailure'; error: SiteApiErrorInfo };

export const initialFilterState: FilterState = {
  filterQuery: emptyEstateQuery(),
  options: null,
  isLoading: false,
  error: null,
};

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
export function mergeQuery(query: EstateQuery, patch: Partial<EstateQuery>): EstateQuery {
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

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  const merge = (patch: Partial<EstateQuery>): FilterState => ({ ...state, filterQuery: mergeQuery(state.filterQuery, patch) });

  switch (action.type) {
    case 'initFromParams':
      return { ...state, filterQuery: parseEstateQuery(action.params) };
    // An empty list is the "any" of that key: the search leaves the key out.
    case 'setCities':
      return merge({ city: action.ids });
    case 'setTypes':
      return merge({ type: action.ids });
    case 'setPriceRange':
      return merge({ priceMin: optionalNumber(action.min), priceMax: optionalNumber(action.max) });
    case 'setBedMin':
      return merge({ bedMin: optionalNumber(action.value) });
    case 'setEpc':
      return merge({ epc: action.labels });
    case 'setStatus':
      return merge({ status: action.statuses });
    case 'setSort':
      return merge({ sort: action.sort, order: action.order });
    case 'setNear':
      return merge({ near: action.near, area: undefined });
    case 'update':
      return merge(action.patch);
    case 'reset': {
      // Clears what narrows the results; how they are shown (sort, grouping, view) stays.
      const { sort, order, group, view } = state.filterQuery;
      return { ...state, filterQuery: { ...emptyEstateQuery(), sort, order, view, ...(group && { group }) } };
    }
    case 'fetchOptions':
      return { ...state, isLoading: true };
    case 'fetchOptionsSuccess':
      return { ...state, options: action.options, error: null, isLoading: false };
    case 'fetchOptionsFailure':
      return { ...state, error: action.error, isLoading: false };
    default:
      return assertNever(action);
  }
}

function assertNever(action: never): never {
  throw new Error(`Unknown filter action: ${JSON.stringify(action)}`);
}
