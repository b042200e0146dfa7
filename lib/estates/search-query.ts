// The estate list's search state as it lives in the URL (design decision 7: the URL is the state).
// Reading is forgiving (a bad value is ignored, never an error); writing is canonical, so one search
// has one URL and one cache entry.
import { statuses, type Status } from '@/lib/domain/enums';
import type { EstateSearchBody } from '@/lib/site-api/schemas';

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
export const EPC_LABELS = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export const QUERY_KEYS = {
  status: 'status',
  city: 'city',
  type: 'type',
  priceMin: 'price-min',
  priceMax: 'price-max',
  bedMin: 'bed-min',
  epc: 'epc',
  collection: 'collection',
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

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function rawValues(input: RawParams, key: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(key);
  const value = input[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** More values than any form offers is not a search a visitor made; it would only fill caches. */
const MAX_LIST_VALUES = 50;

/** A list key may repeat (`city=1&city=2`) or hold commas (`city=1,2`); each parser trims what it may. */
function listValues(input: RawParams, key: string): string[] {
  return rawValues(input, key)
    .flatMap((value) => value.split(','))
    .filter((value) => value.trim() !== '')
    .slice(0, MAX_LIST_VALUES);
}

function hasKey<K extends string>(record: Record<K, unknown>, key: string): key is K {
  return Object.hasOwn(record, key);
}

// Strict patterns rather than Number(): Number('') is 0, and '1e3', '0x10' or ' 7 ' are no URL values.
// Ids are the site API's 32-bit integers, as for route ids (lib/domain/route-params.ts).
const MAX_ID = 2_147_483_647;

function parseId(value: string): number | undefined {
  if (!/^\d+$/.test(value.trim())) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

function parseAmount(value: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : undefined;
}

function parseCount(value: string): number | undefined {
  if (!/^\d+$/.test(value.trim())) return undefined;
  const count = Number(value);
  return Number.isSafeInteger(count) ? count : undefined;
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

/** The first value of a single-valued key that parses; the rest are ignored. */
function firstValid<V>(input: RawParams, key: string, parse: (value: string) => V | undefined): V | undefined {
  for (const value of rawValues(input, key)) {
    const parsed = parse(value);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

function validList<V>(values: string[], parse: (value: string) => V | undefined): V[] {
  return values.map(parse).filter((value): value is V => value !== undefined);
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
const isPositiveId = (n: number) => Number.isSafeInteger(n) && n > 0;

function uniqueSorted<V>(values: readonly V[], compare: (a: V, b: V) => number): V[] {
  return [...new Set(values)].sort(compare);
}

const byNumber = (a: number, b: number) => a - b;
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
    sort: query.sort,
    order: query.order,
    group: query.group,
    view: query.view,
  });
}

/** Optional keys are absent rather than undefined, so equal queries are deeply equal. */
function withoutUndefined(query: EstateQuery): EstateQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as EstateQuery;
}

/** The query a URL describes; every value that is not understood is ignored. */
export function parseEstateQuery(input: RawParams): EstateQuery {
  const fromTrans = validList(listValues(input, QUERY_KEYS.trans), (value) => transStatus.get(value.trim().toLowerCase()));
  const { sort, order } = resolveSort(firstValid(input, QUERY_KEYS.sort, parseSort), firstValid(input, QUERY_KEYS.order, parseOrder));
  return normalizeEstateQuery({
    status: [...validList(listValues(input, QUERY_KEYS.status), parseStatus), ...fromTrans],
    city: validList(listValues(input, QUERY_KEYS.city), parseId),
    type: validList(listValues(input, QUERY_KEYS.type), parseId),
    epc: validList(listValues(input, QUERY_KEYS.epc), parseEpc),
    priceMin: firstValid(input, QUERY_KEYS.priceMin, parseAmount),
    priceMax: firstValid(input, QUERY_KEYS.priceMax, parseAmount),
    bedMin: firstValid(input, QUERY_KEYS.bedMin, parseCount),
    collection: firstValid(input, QUERY_KEYS.collection, parseId),
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

/** The filter part of a search body; empty parameters are left out (an empty `terms` list would match nothing). */
function toSearchFilter(q: EstateQuery): EstateSearchBody['filter'] {
  const terms: NonNullable<SearchQueryParts['terms']> = {};
  if (q.status.length > 0) terms.status = q.status;
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
  };
}

/** The body of one page of the list (`POST …/estates`); also the body of the filter options call. */
export function toSearchBody(query: EstateQuery, page: { offset: number; limit: number }): EstateSearchBody {
  const q = normalizeEstateQuery(query);
  return {
    filter: toSearchFilter(q),
    sort: { type: q.sort, order: q.order },
    ...(q.group && { grouping: q.group }),
    limit: page.limit,
    offset: page.offset,
  };
}

/** The map's body, the spec's list view type 1: the same filter with no sort, grouping or limit. */
export function toMapSearchBody(query: EstateQuery): EstateSearchBody {
  return { filter: toSearchFilter(normalizeEstateQuery(query)), sort: null, grouping: null, limit: null };
}
