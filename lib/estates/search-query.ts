// The estate list's search state as it lives in the URL (design decision 7: the URL is the state).
// Reading is forgiving (a bad value is ignored, never an error); writing is canonical, so one search
// has one URL and one cache entry.
import { availableStatuses, epcLabels, statuses, type Status } from '@/lib/domain/enums';
import { checkArea, geoFilterOfArea, type Area, type AreaProblem } from '@/lib/spec/area';
import { decodeArea, encodeArea, roundArea } from '@/lib/estates/area-url';
import { DEFAULT_KM, normalizeTownDistance, parseKm, type TownDistance } from '@/lib/estates/town-distance';
import { openHouseFilterBound } from '@/lib/estates/open-house';
import type { EstateSearchBody } from '@/lib/site-api/schemas';
import {
  byNumber,
  firstValid,
  hasKey,
  isPositiveId,
  listValues,
  parseCount,
  parseIdValue,
  rawValues,
  uniqueSorted,
  validList,
  withoutUndefined,
  type RawParams,
} from '@/lib/listing/url-params';

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

/** Results per list request (document 000, section 9). */
export const PAGE_SIZE = 15;

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

// Records keyed by the schema's own unions: the compiler checks they list every value, and this
// module needs no runtime import of the zod schemas (it also runs in the browser).
const sortTypeKnown = { price: true, city: true, date: true, type: true } satisfies Record<SortType, true>;
const orderInUrl = { ASC: 'asc', DESC: 'desc' } satisfies Record<SortOrder, string>;
const groupingInUrl = { type: 'type', status: 'status', subType: 'subtype', city: 'city' } satisfies Record<Grouping, string>;
const viewKnown = { gallery: true, map: true } satisfies Record<ViewType, true>;

/** The address words for a transaction (document 000, section 9): kopen is for sale, huren to rent. */
const transStatus = new Map<string, Status>([
  ['kopen', 'FOR_SALE'],
  ['huren', 'TO_RENT'],
]);

function parseAmount(value: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : undefined;
}

function parseStatus(value: string): Status | undefined {
  const code = value.trim().toUpperCase();
  return statuses.find((status) => status === code);
}

/** Case-insensitive; a `+` typed into an address arrives as a space (form encoding), so spaces count as `+`. */
function parseEpc(value: string): string | undefined {
  const label = value.trimStart().replace(/ /g, '+').toUpperCase();
  return EPC_LABELS.find((known) => known === label);
}

function parseArea(value: string): Area | undefined {
  const decoded = decodeArea(value);
  return decoded.ok ? decoded.area : undefined;
}

/**
 * Why the URL's area is left out of the search, or null when there is none or it is fine: the list says
 * so in the visitor's language instead of silently showing everything.
 */
export function areaProblemOf(input: RawParams): AreaProblem | null {
  const values = rawValues(input, QUERY_KEYS.area);
  if (values.length === 0 || firstValid(input, QUERY_KEYS.near, parseIdValue) !== undefined) return null;
  let problem: AreaProblem | null = null;
  for (const value of values) {
    const decoded = decodeArea(value);
    if (decoded.ok) return null;
    problem ??= decoded.problem;
  }
  return problem;
}

/** The checkbox posts `1`; a hand-written `true` or `on` means the same. */
function parseFlag(value: string): true | undefined {
  return ['1', 'true', 'on'].includes(value.trim().toLowerCase()) ? true : undefined;
}

function parseSort(value: string): SortType | undefined {
  const sort = value.trim().toLowerCase();
  return hasKey(sortTypeKnown, sort) ? sort : undefined;
}

function parseOrder(value: string): SortOrder | undefined {
  const order = value.trim().toUpperCase();
  return hasKey(orderInUrl, order) ? order : undefined;
}

function parseGroup(value: string): Grouping | undefined {
  const group = value.trim().toLowerCase();
  return (Object.keys(groupingInUrl) as Grouping[]).find((grouping) => groupingInUrl[grouping] === group);
}

function parseView(value: string): ViewType | undefined {
  const view = value.trim().toLowerCase();
  return hasKey(viewKnown, view) ? view : undefined;
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
  const epc = query.epc.map((label) => parseEpc(label)).filter((label): label is string => label !== undefined);
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

/** The query a URL describes; every value that is not understood is ignored. */
export function parseEstateQuery(input: RawParams): EstateQuery {
  const fromTrans = validList(listValues(input, QUERY_KEYS.trans), (value) => transStatus.get(value.trim().toLowerCase()));
  const { sort, order } = resolveSort(firstValid(input, QUERY_KEYS.sort, parseSort), firstValid(input, QUERY_KEYS.order, parseOrder));
  const nearCity = firstValid(input, QUERY_KEYS.near, parseIdValue);
  return normalizeEstateQuery({
    status: [...validList(listValues(input, QUERY_KEYS.status), parseStatus), ...fromTrans],
    city: validList(listValues(input, QUERY_KEYS.city), parseIdValue),
    type: validList(listValues(input, QUERY_KEYS.type), parseIdValue),
    epc: validList(listValues(input, QUERY_KEYS.epc), parseEpc),
    priceMin: firstValid(input, QUERY_KEYS.priceMin, parseAmount),
    priceMax: firstValid(input, QUERY_KEYS.priceMax, parseAmount),
    bedMin: firstValid(input, QUERY_KEYS.bedMin, parseCount),
    collection: firstValid(input, QUERY_KEYS.collection, parseIdValue),
    // A town is the form's newer choice; a drawn area it replaces may still travel as a hidden field.
    area: nearCity === undefined ? firstValid(input, QUERY_KEYS.area, parseArea) : undefined,
    near: nearCity === undefined ? undefined : { city: nearCity, km: firstValid(input, QUERY_KEYS.km, parseKm) ?? DEFAULT_KM },
    openHouse: firstValid(input, QUERY_KEYS.openHouse, parseFlag),
    sort,
    order,
    group: firstValid(input, QUERY_KEYS.group, parseGroup),
    view: firstValid(input, QUERY_KEYS.view, parseView) ?? DEFAULT_VIEW,
  });
}

/** The query with no filter, the default sort and the gallery: what an empty URL means. */
export function emptyEstateQuery(): EstateQuery {
  return parseEstateQuery({});
}

/**
 * The canonical URL parameters of a query: fixed key order, repeated keys for lists, defaults and empty
 * values left out. `trans` is only ever read; the status it stands for is written as `status`.
 */
export function serializeEstateQuery(query: EstateQuery): URLSearchParams {
  const q = normalizeEstateQuery(query);
  const params = new URLSearchParams();
  const appendAll = (key: string, values: readonly (string | number)[]) => values.forEach((value) => params.append(key, String(value)));
  const appendOne = (key: string, value: string | number | undefined) => {
    if (value !== undefined) params.append(key, String(value));
  };

  appendAll(QUERY_KEYS.status, q.status);
  appendAll(QUERY_KEYS.city, q.city);
  appendAll(QUERY_KEYS.type, q.type);
  appendOne(QUERY_KEYS.priceMin, q.priceMin);
  appendOne(QUERY_KEYS.priceMax, q.priceMax);
  appendOne(QUERY_KEYS.bedMin, q.bedMin);
  appendAll(QUERY_KEYS.epc, q.epc);
  appendOne(QUERY_KEYS.collection, q.collection);
  // A town's circle is the server's to work out again: the URL names the town.
  if (q.near) {
    appendOne(QUERY_KEYS.near, q.near.city);
    appendOne(QUERY_KEYS.km, q.near.km);
  } else appendOne(QUERY_KEYS.area, q.area && encodeArea(q.area));
  if (q.openHouse) appendOne(QUERY_KEYS.openHouse, 1);
  // Shortest form that parses back to the same sort: a given sort implies ASC, so only DESC is written.
  if (q.sort !== DEFAULT_SORT || q.order !== DEFAULT_ORDER) {
    appendOne(QUERY_KEYS.sort, q.sort);
    if (q.order !== 'ASC') appendOne(QUERY_KEYS.order, orderInUrl[q.order]);
  }
  appendOne(QUERY_KEYS.group, q.group && groupingInUrl[q.group]);
  if (q.view !== DEFAULT_VIEW) appendOne(QUERY_KEYS.view, q.view);
  return params;
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
