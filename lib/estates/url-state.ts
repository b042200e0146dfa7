// The estate list's URL state as one nuqs parser map (design decision 7: the URL is the state): the
// server page reads it with the loader, the filters and links write it with the serializer, so both
// sides agree on every key. Reading is forgiving (a bad value is ignored, never an error); writing is
// canonical, so one search has one URL and one cache entry (docs/decisions/0065-url-state.md).
import { createLoader, createSerializer, type inferParserType } from 'nuqs/server';
import { statuses, type Status } from '@/lib/rules';
import { decodeArea, encodeArea } from '@/lib/estates/area-url';
import { DEFAULT_KM, parseKm } from '@/lib/estates/town-distance';
import { hasKey, listParam, parseCount, parseIdValue, rawValues, singleParam, withoutQuestionMark, type RawParams } from '@/lib/listing/url-params';
import type { AreaProblem } from '@/lib/rules/area';
import {
  DEFAULT_ORDER,
  DEFAULT_SORT,
  DEFAULT_VIEW,
  epcLabelOf,
  normalizeEstateQuery,
  QUERY_KEYS,
  resolveSort,
  type EstateQuery,
  type Grouping,
  type SortOrder,
  type SortType,
  type ViewType,
} from '@/lib/estates/search-query';

// Records keyed by the schema's own unions: the compiler checks they list every value.
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
 * One parser per URL key, in the order the keys are written. `near` and `area` never travel together
 * (a town replaces a drawn area); `trans` is only ever read: the status it stands for is written as `status`.
 */
export const estateUrlParsers = {
  status: listParam(parseStatus),
  city: listParam(parseIdValue),
  type: listParam(parseIdValue),
  priceMin: singleParam(parseAmount),
  priceMax: singleParam(parseAmount),
  bedMin: singleParam(parseCount),
  epc: listParam(epcLabelOf),
  collection: singleParam(parseIdValue),
  near: singleParam(parseIdValue),
  km: singleParam(parseKm),
  area: singleParam((value) => {
    const decoded = decodeArea(value);
    return decoded.ok ? decoded.area : undefined;
  }, encodeArea),
  openHouse: singleParam(parseFlag, () => '1'),
  sort: singleParam(parseSort),
  order: singleParam(parseOrder, (order) => orderInUrl[order]),
  group: singleParam(parseGroup, (group) => groupingInUrl[group]),
  view: singleParam(parseView),
  trans: listParam((value) => transStatus.get(value.trim().toLowerCase())),
};

export type EstateUrlValues = inferParserType<typeof estateUrlParsers>;

const urlKeys = {
  priceMin: QUERY_KEYS.priceMin,
  priceMax: QUERY_KEYS.priceMax,
  bedMin: QUERY_KEYS.bedMin,
  openHouse: QUERY_KEYS.openHouse,
};

export const loadEstateUrl = createLoader(estateUrlParsers, { urlKeys });
const serializeEstateUrl = createSerializer(estateUrlParsers, { urlKeys });

/** The query the URL's values describe, in its canonical form. */
export function estateQueryOfValues(values: EstateUrlValues): EstateQuery {
  const { sort, order } = resolveSort(values.sort ?? undefined, values.order ?? undefined);
  return normalizeEstateQuery({
    status: [...values.status, ...values.trans],
    city: values.city,
    type: values.type,
    epc: values.epc,
    priceMin: values.priceMin ?? undefined,
    priceMax: values.priceMax ?? undefined,
    bedMin: values.bedMin ?? undefined,
    collection: values.collection ?? undefined,
    // A town is the form's newer choice; a drawn area it replaces may still travel as a hidden field.
    area: values.near === null ? (values.area ?? undefined) : undefined,
    near: values.near === null ? undefined : { city: values.near, km: values.km ?? DEFAULT_KM },
    openHouse: values.openHouse ?? undefined,
    sort,
    order,
    group: values.group ?? undefined,
    view: values.view ?? DEFAULT_VIEW,
  });
}

/** The query a URL describes; every value that is not understood is ignored. */
export function readEstateQuery(input: RawParams): EstateQuery {
  return estateQueryOfValues(loadEstateUrl(input));
}

/** The URL values of a query: defaults and empty values are null, so the serializer leaves them out. */
export function estateUrlValuesOf(query: EstateQuery): EstateUrlValues {
  const q = normalizeEstateQuery(query);
  const sorted = q.sort !== DEFAULT_SORT || q.order !== DEFAULT_ORDER;
  return {
    status: q.status,
    city: q.city,
    type: q.type,
    priceMin: q.priceMin ?? null,
    priceMax: q.priceMax ?? null,
    bedMin: q.bedMin ?? null,
    epc: q.epc,
    collection: q.collection ?? null,
    // A town's circle is the server's to work out again: the URL names the town.
    near: q.near?.city ?? null,
    km: q.near?.km ?? null,
    area: q.near ? null : (q.area ?? null),
    openHouse: q.openHouse ?? null,
    // Shortest form that reads back as the same sort: a given sort implies ASC, so only DESC is written.
    sort: sorted ? q.sort : null,
    order: sorted && q.order !== 'ASC' ? q.order : null,
    group: q.group ?? null,
    view: q.view === DEFAULT_VIEW ? null : q.view,
    trans: [],
  };
}

/** The canonical query string of a query (no `?`): fixed key order, a repeated key per list value. */
export function estateQueryString(query: EstateQuery): string {
  return withoutQuestionMark(serializeEstateUrl(estateUrlValuesOf(query)));
}

/** The list's address for a query: its path, with the query string when there is one. */
export function estateListHref(pathname: string, query: EstateQuery): string {
  const search = estateQueryString(query);
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Why the URL's area is left out of the search, or null when there is none or it is fine: the list says
 * so in the visitor's language instead of silently showing everything.
 */
export function areaProblemOf(input: RawParams): AreaProblem | null {
  const values = rawValues(input, QUERY_KEYS.area);
  if (values.length === 0 || loadEstateUrl(input).near !== null) return null;
  let problem: AreaProblem | null = null;
  for (const value of values) {
    const decoded = decodeArea(value);
    if (decoded.ok) return null;
    problem ??= decoded.problem;
  }
  return problem;
}
