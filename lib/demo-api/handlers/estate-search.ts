// Translates the search body (filter terms, ranges and matches, collections, sort and grouping)
// into SQL on the indexed columns of `estates`.
import { and, arrayOverlaps, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STATUS_GROUP_ORDER, TYPE_GROUP_ORDER, headTypes, transactions, type Locale } from '@/lib/rules';
import { areaOfGeoFilter, boundingBox, type GeoFilterShape } from '@/lib/rules/area';
import type { EstateSearchBody, searchFields } from '@/lib/site-api/schemas';
import { cities, estates } from '../db/schema';
import { ApiError } from '../http';
import { subTypeLabels } from '../seed/labels';

type Field = (typeof searchFields)[number];
type Term = string | number;
type ParsedBody = {
  filter: {
    query: NonNullable<EstateSearchBody['filter']['query']>;
    collections?: number[] | undefined;
    geo?: GeoFilterShape | undefined;
    openHouseBefore?: string | undefined;
  };
  sort?: EstateSearchBody['sort'];
  grouping?: EstateSearchBody['grouping'];
};

const numbersOf = (values: readonly Term[]) =>
  values.map((v) => (typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN)).filter((n) => Number.isFinite(n));

const stringsOf = (values: readonly Term[]) => values.map((v) => String(v).trim()).filter((v) => v !== '');

/** Transaction ids of status codes (FOR_SALE gives 1 and 10); a number is a transaction id already. */
function transactionIds(values: readonly Term[]): number[] {
  const ids = new Set<number>(numbersOf(values));
  for (const code of stringsOf(values).map((s) => s.toUpperCase())) {
    for (const [id, status] of Object.entries(transactions)) if (status === code) ids.add(Number(id));
  }
  return [...ids];
}

/** Head type ids, given as ids or as type codes (HOUSE gives 1 and 9). */
function headTypeIds(values: readonly Term[]): number[] {
  const ids = new Set<number>(numbersOf(values));
  for (const code of stringsOf(values).map((s) => s.toUpperCase())) {
    for (const [id, type] of Object.entries(headTypes)) if (type === code) ids.add(Number(id));
  }
  return [...ids];
}

const child = alias(estates, 'child');

/** An estate matches a collection itself or through one of its units. */
function inCollections(ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`(${arrayOverlaps(estates.collections, ids)} or exists (select 1 from ${estates} as ${sql.identifier('child')} where ${child.parentId} = ${estates.id} and ${arrayOverlaps(child.collections, ids)}))`;
}

function termCondition(field: Field, values: readonly Term[]): SQL {
  switch (field) {
    case 'country':
      return inArray(estates.countryId, stringsOf(values).map((s) => s.toUpperCase()));
    case 'city':
      return inArray(estates.cityId, numbersOf(values));
    case 'price':
      return inArray(estates.price, numbersOf(values));
    case 'type':
      return inArray(estates.headTypeId, headTypeIds(values));
    case 'status':
    case 'transaction':
      return inArray(estates.transactionId, transactionIds(values));
    case 'subType':
      return inArray(estates.subTypeId, numbersOf(values));
    case 'bedrooms':
      return inArray(estates.bedrooms, numbersOf(values));
    case 'epc':
      return inArray(estates.epcLabel, stringsOf(values).map((s) => s.toUpperCase()));
    case 'collection':
      return inCollections(numbersOf(values));
    case 'parentId':
      return inArray(estates.parentId, numbersOf(values));
  }
}

function rangeCondition(field: Field, range: { gte?: number | undefined; lte?: number | undefined }): SQL | undefined {
  const column = field === 'price' ? estates.price : field === 'bedrooms' ? estates.bedrooms : null;
  if (!column) throw new ApiError(400, 'UNSUPPORTED_RANGE', `Range filters apply to price and bedrooms, not "${field}"`);
  return and(range.gte !== undefined ? gte(column, range.gte) : undefined, range.lte !== undefined ? lte(column, range.lte) : undefined);
}

/**
 * The place an estate is searched at: where its map marker stands, so a hidden address counts at its
 * rounded spot (two decimals, about 1 km, as lib/estates/map-markers.ts shows it), and drawing tiny
 * areas cannot find the house the agency keeps private.
 */
const shownLat = sql`(case when (${estates.summary}->'address'->>'visible')::boolean then ${estates.lat} else round(${estates.lat}::numeric, 2)::float8 end)`;
const shownLng = sql`(case when (${estates.summary}->'address'->>'visible')::boolean then ${estates.lng} else round(${estates.lng}::numeric, 2)::float8 end)`;
/** The mean earth radius in metres, as lib/rules/area.ts measures. */
const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Estates located in the area, without PostGIS: a box on the coordinates first, then the exact
 * test, the haversine distance for a circle and PostgreSQL's own `point <@ polygon` (edges included) for a
 * polygon, longitude as x and latitude as y, as lib/rules/area.ts tests a point.
 */
export function inAreaCondition(geo: GeoFilterShape): SQL {
  const area = areaOfGeoFilter(geo);
  const box = boundingBox(area);
  const inBox = sql`${shownLat} between ${box.south} and ${box.north} and ${shownLng} between ${box.west} and ${box.east}`;
  if (area.kind === 'circle') {
    const [lat, lng] = area.center;
    const distance = sql`${EARTH_RADIUS_M}::float8 * 2 * asin(least(1, sqrt(power(sin(radians(${shownLat} - ${lat}) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(${shownLat})) * power(sin(radians(${shownLng} - ${lng}) / 2), 2))))`;
    return sql`(${estates.lat} is not null and ${inBox} and ${distance} <= ${area.radius})`;
  }
  const polygon = `(${area.points.map(([y, x]) => `(${x},${y})`).join(',')})`;
  return sql`(${estates.lat} is not null and ${inBox} and point(${shownLng}, ${shownLat}) <@ ${polygon}::polygon)`;
}

/**
 * Estates with an open house not over at `now` that starts before `before`, read from the summary's
 * `openHouses` (ISO instants with an offset, so timestamptz reads them right). A jsonb scan, no index: few
 * estates carry open houses, and the other conditions narrow the rows first.
 */
export function openHouseCondition(before: string, now: Date): SQL {
  return sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${estates.summary}->'openHouses') = 'array' then ${estates.summary}->'openHouses' else '[]'::jsonb end) as oh(entry) where (oh.entry->>'end')::timestamptz > ${now.toISOString()}::timestamptz and (oh.entry->>'start')::timestamptz < ${before}::timestamptz)`;
}

type Tagged = { field: Field | null; condition: SQL };

export type CompiledSearch = {
  /** The WHERE clause; `without` leaves out the named fields (a facet's own filter). */
  where: (without?: readonly Field[]) => SQL | undefined;
  orderBy: SQL[];
  /** Whether the order reads the city's name: only then does the page's query join `cities`. */
  sortsByCity: boolean;
  /** The key each match is counted under for the body's grouping (null: no grouping). */
  groupKey: SQL<number | null> | null;
};

/** The id a grouping groups on; a project has no subtype of its own, so it counts in the keyless group. */
function groupColumn(grouping: ParsedBody['grouping']): SQL<number | null> | null {
  switch (grouping) {
    case 'type':
      return sql<number>`${estates.headTypeId}`;
    case 'status':
      return sql<number>`${estates.transactionId}`;
    case 'subType':
      return sql<number | null>`case when ${estates.project} then null else ${estates.subTypeId} end`;
    case 'city':
      return sql<number>`${estates.cityId}`;
    default:
      return null;
  }
}

function groupKey(grouping: ParsedBody['grouping'], locale: Locale, cityName: SQL): SQL | null {
  switch (grouping) {
    case 'type':
      return sql`array_position(${sql.raw(`ARRAY[${TYPE_GROUP_ORDER.join(',')}]`)}::int[], ${estates.headTypeId}) asc nulls last`;
    case 'status':
      return sql`array_position(${sql.raw(`ARRAY[${STATUS_GROUP_ORDER.join(',')}]`)}::int[], ${estates.transactionId}) asc nulls last`;
    case 'subType': {
      const cases = Object.entries(subTypeLabels).map(([id, texts]) => sql`when ${Number(id)} then ${texts[locale]}`);
      return sql`(case ${estates.subTypeId} ${sql.join(cases, sql` `)} end) asc`;
    }
    case 'city':
      return sql`${cityName} asc`;
    default:
      return null;
  }
}

/** Sort by date (default, newest first), price, city name or subtype; the id keeps pages stable. */
function sortKeys(body: ParsedBody, locale: Locale): SQL[] {
  const cityName = sql`coalesce(${cities.alias} ->> ${locale}, ${cities.name})`;
  const order = body.sort?.order === 'ASC' ? sql`asc` : sql`desc`;
  const column =
    body.sort?.type === 'price'
      ? sql`${estates.price}`
      : body.sort?.type === 'city'
        ? cityName
        : body.sort?.type === 'type'
          ? sql`${estates.subTypeId}`
          : sql`${estates.publicationDate}`;
  const group = groupKey(body.grouping, locale, cityName);
  return [...(group ? [group] : []), sql`${column} ${order} nulls last`, sql`${estates.id} asc`];
}

export function compileSearch(body: ParsedBody, siteId: number, locale: Locale, now: Date = new Date()): CompiledSearch {
  const tagged: Tagged[] = [];
  const query = body.filter.query;
  const namesParent = Boolean(query.terms?.parentId ?? query.match?.parentId ?? query.range?.parentId);
  for (const [field, values] of Object.entries(query.terms ?? {}) as Array<[Field, Term[] | undefined]>) {
    if (values) tagged.push({ field, condition: termCondition(field, values) });
  }
  for (const [field, value] of Object.entries(query.match ?? {}) as Array<[Field, Term | undefined]>) {
    if (value !== undefined) tagged.push({ field, condition: termCondition(field, [value]) });
  }
  for (const [field, range] of Object.entries(query.range ?? {}) as Array<[Field, { gte?: number; lte?: number } | undefined]>) {
    const condition = range ? rangeCondition(field, range) : undefined;
    if (condition) tagged.push({ field, condition });
  }
  if (body.filter.collections) tagged.push({ field: 'collection', condition: inCollections(body.filter.collections) });
  // Every facet counts within the area: it is where the visitor looks, not one of the options.
  if (body.filter.geo) tagged.push({ field: null, condition: inAreaCondition(body.filter.geo) });
  if (body.filter.openHouseBefore) tagged.push({ field: null, condition: openHouseCondition(body.filter.openHouseBefore, now) });
  // Lists show projects and standalone estates; a project's units only when asked for by parentId.
  if (!namesParent) tagged.push({ field: null, condition: isNull(estates.parentId) });
  tagged.push({ field: null, condition: eq(estates.siteId, siteId) });
  return {
    where: (without = []) => and(...tagged.filter((t) => t.field === null || !without.includes(t.field)).map((t) => t.condition)),
    orderBy: sortKeys(body, locale),
    sortsByCity: body.sort?.type === 'city' || body.grouping === 'city',
    groupKey: groupColumn(body.grouping),
  };
}
