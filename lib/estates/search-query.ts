// The estate list's search state: its canonical form and the search bodies it makes. How it lives in
// the URL (design decision 7: the URL is the state) is the parser map of url-state.ts.
import { availableStatuses, epcLabels, statuses, type Status } from '@/lib/rules';
import { checkArea, geoFilterOfArea, type Area } from '@/lib/rules/area';
import { roundArea } from '@/lib/estates/area-url';
import { normalizeTownDistance, type TownDistance } from '@/lib/estates/town-distance';
import { openHouseFilterBound } from '@/lib/estates/open-house';
import type { EstateSearchBody } from '@/lib/site-api/schemas';
import { byNumber, isPositiveId, uniqueSorted, withoutUndefined } from '@/lib/listing/url-params';

export type SortType = NonNullable<EstateSearchBody['sort']>['type'];
export type SortOrder = NonNullable<EstateSearchBody['sort']>['order'];
export type Grouping = NonNullable<EstateSearchBody['grouping']>;
export type ViewType = 'gallery' | 'map';

export type EstateQuery = {
  status: Status[];
  /** City ids. */
  city: number[];
  /** Head type ids. */
  type: number[];
  /** EPC labels, canonical spelling (A++ … G). */
  epc: string[];
  priceMin?: number;
  priceMax?: number;
  bedMin?: number;
  /** Estate-collection id. */
  collection?: number;
  /** The area drawn on the map: only estates located in it. */
  area?: Area;
  /** Within a distance of a town; the server sets `area` to its circle before searching. */
  near?: TownDistance;
  /** Only listings with an open house in the coming days (lib/estates/open-house.ts). */
  openHouse?: true;
  sort: SortType;
  order: SortOrder;
  group?: Grouping;
  view: ViewType;
};

/** Default sort: publication date, newest first (document 000, section 9). */
export const DEFAULT_SORT: SortType = 'date';
export const DEFAULT_ORDER: SortOrder = 'DESC';
export const DEFAULT_VIEW: ViewType = 'gallery';

/** EPC labels, best first: the filter's fixed list and its display order. */
export const EPC_LABELS = epcLabels;

export const QUERY_KEYS = {
  status: 'status',
  city: 'city',
  type: 'type',
  priceMin: 'price-min',
  priceMax: 'price-max',
  bedMin: 'bed-min',
  epc: 'epc',
  collection: 'collection',
  area: 'area',
  near: 'near',
  km: 'km',
  openHouse: 'open-house',
  sort: 'sort',
  order: 'order',
  group: 'group',
  view: 'view',
  trans: 'trans',
} as const;

/** Case-insensitive; a `+` typed into an address arrives as a space (form encoding), so spaces count as `+`. */
export function epcLabelOf(value: string): string | undefined {
  const label = value.trimStart().replace(/ /g, '+').toUpperCase();
  return EPC_LABELS.find((known) => known === label);
}

/**
 * The spec's sort rule (document 000, section 9): the order comes from the query, or is ASC when a sort
 * type is given; with neither, the default date DESC.
 */
export function resolveSort(sort: SortType | undefined, order: SortOrder | undefined): { sort: SortType; order: SortOrder } {
  if (sort === undefined) return { sort: DEFAULT_SORT, order: order ?? DEFAULT_ORDER };
  return { sort, order: order ?? 'ASC' };
}

const isNonNegative = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 0;
const byPosition =
  <V>(order: readonly V[]) =>
  (a: V, b: V) =>
    order.indexOf(a) - order.indexOf(b);

/**
 * The canonical form of a query: invalid values dropped, lists deduplicated and ordered, a reversed price
 * range swapped. Queries built in code (the filter state) pass through here before they become a URL or a
 * search, so the rules hold however a query was made.
 */
export function normalizeEstateQuery(query: EstateQuery): EstateQuery {
  let priceMin = isNonNegative(query.priceMin) ? query.priceMin : undefined;
  let priceMax = isNonNegative(query.priceMax) ? query.priceMax : undefined;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const bedMin = isNonNegative(query.bedMin) && Number.isInteger(query.bedMin) ? query.bedMin : undefined;
  const collection = query.collection !== undefined && isPositiveId(query.collection) ? query.collection : undefined;
  const epc = query.epc.map((label) => epcLabelOf(label)).filter((label): label is string => label !== undefined);
  const checkedArea = query.area ? checkArea(roundArea(query.area)) : undefined;

  return withoutUndefined({
    status: uniqueSorted(
      query.status.filter((status) => statuses.includes(status)),
      byPosition<Status>(statuses),
    ),
    city: uniqueSorted(query.city.filter(isPositiveId), byNumber),
    type: uniqueSorted(query.type.filter(isPositiveId), byNumber),
    epc: uniqueSorted(epc, byPosition<string>(EPC_LABELS)),
    priceMin,
    priceMax,
    bedMin,
    collection,
    area: checkedArea?.ok ? checkedArea.area : undefined,
    near: normalizeTownDistance(query.near),
    openHouse: query.openHouse === true ? true : undefined,
    sort: query.sort,
    order: query.order,
    group: query.group,
    view: query.view,
  });
}

/** The query with no filter, the default sort and the gallery: what an empty URL means. */
export function emptyEstateQuery(): EstateQuery {
  return { status: [], city: [], type: [], epc: [], sort: DEFAULT_SORT, order: DEFAULT_ORDER, view: DEFAULT_VIEW };
}

type SearchQueryParts = NonNullable<EstateSearchBody['filter']['query']>;

/**
 * The filter part of a search body; empty parameters are left out (an empty `terms` list would match
 * nothing). No chosen status means what is on offer: a sold house is found by asking for it.
 */
function toSearchFilter(q: EstateQuery, now: Date): EstateSearchBody['filter'] {
  const terms: NonNullable<SearchQueryParts['terms']> = {};
  terms.status = q.status.length > 0 ? q.status : [...availableStatuses];
  if (q.city.length > 0) terms.city = q.city;
  if (q.type.length > 0) terms.type = q.type;
  if (q.epc.length > 0) terms.epc = q.epc;

  const range: NonNullable<SearchQueryParts['range']> = {};
  if (q.priceMin !== undefined || q.priceMax !== undefined) {
    range.price = {
      ...(q.priceMin !== undefined && { gte: q.priceMin }),
      ...(q.priceMax !== undefined && { lte: q.priceMax }),
    };
  }
  if (q.bedMin !== undefined) range.bedrooms = { gte: q.bedMin };

  const query: SearchQueryParts = {
    ...(Object.keys(terms).length > 0 && { terms }),
    ...(Object.keys(range).length > 0 && { range }),
  };
  return {
    ...(Object.keys(query).length > 0 && { query }),
    ...(q.collection !== undefined && { collections: [q.collection] }),
    ...(q.area && { geo: geoFilterOfArea(q.area) }),
    ...(q.openHouse && { openHouseBefore: openHouseFilterBound(now) }),
  };
}

/** The body of one page of the list (`POST …/estates`); also the body of the filter options call. */
export function toSearchBody(query: EstateQuery, page: { offset: number; limit: number }, now: Date = new Date()): EstateSearchBody {
  const q = normalizeEstateQuery(query);
  return {
    filter: toSearchFilter(q, now),
    sort: { type: q.sort, order: q.order },
    ...(q.group && { grouping: q.group }),
    limit: page.limit,
    offset: page.offset,
  };
}

/**
 * The home page's "newest" block: the first listings of the plain list (no filter, newest first), so the
 * block shows what is on offer by the same rule as the list (`availableStatuses`), never a status set of
 * its own (docs/decisions/0017-what-a-list-shows.md).
 */
export function newestSearchBody(limit: number): EstateSearchBody {
  return toSearchBody(emptyEstateQuery(), { offset: 0, limit });
}

/** The map's body, the spec's list view type 1: the same filter with no sort, grouping or limit. */
export function toMapSearchBody(query: EstateQuery, now: Date = new Date()): EstateSearchBody {
  return { filter: toSearchFilter(normalizeEstateQuery(query), now), sort: null, grouping: null, limit: null };
}
