// The rental list's search state: its canonical form and the search bodies it makes. How it lives in
// the URL (design decision 7) is the parser map of url-state.ts.
import type { RentalUnitSearchBody } from '@/lib/site-api/schemas';
import { byNumber, isPositiveId, parseCount, uniqueSorted, withoutUndefined } from '@/lib/listing/url-params';

export type RentalQuery = {
  /** Location ids (coast, Ardennes, …). */
  location: number[];
  /** Kind ids: the API's subKinds. */
  kind: number[];
  /** City ids. */
  city: number[];
  /** Sleeps at least this many guests. */
  guests?: number;
  /** A period type code of the filters answer (WEEK, WEEKEND, …). */
  periodType?: string;
  /** The arrival day of a free period, YYYY-MM-DD. */
  arrival?: string;
  /** One exact free period, arrival and departure day. */
  stay?: { start: string; end: string };
};

/** Nobody books for more guests than this; a larger number is no search a visitor made. */
export const MAX_GUESTS = 50;

export const RENTAL_QUERY_KEYS = {
  location: 'location',
  kind: 'kind',
  city: 'city',
  guests: 'guests',
  periodType: 'period',
  arrival: 'arrival',
  stay: 'stay',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export function parseIsoDay(value: string): string | undefined {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value.trim() : undefined;
}

/** `2026-07-04_2026-07-11` (also with `/`): a departure after the arrival. */
export function parseStay(value: string): RentalQuery['stay'] {
  const [start, end, ...rest] = value.trim().split(/[_/]/);
  if (rest.length > 0 || !start || !end) return undefined;
  const from = parseIsoDay(start);
  const to = parseIsoDay(end);
  return from && to && from < to ? { start: from, end: to } : undefined;
}

/** Codes are upper snake case in the API (`LONG_WEEKEND`) and lower kebab case in the URL (`long-weekend`). */
export function parsePeriodType(value: string): string | undefined {
  const code = value.trim().toUpperCase().replace(/-/g, '_');
  return /^[A-Z][A-Z_]{0,29}$/.test(code) ? code : undefined;
}

export function periodTypeInUrl(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

export function parseGuests(value: string): number | undefined {
  const count = parseCount(value);
  return count !== undefined && count >= 1 && count <= MAX_GUESTS ? count : undefined;
}

export function stayInUrl(stay: { start: string; end: string }): string {
  return `${stay.start}_${stay.end}`;
}

/**
 * The canonical form of a query built in code (the filter form): ids deduplicated and ordered, bad values
 * dropped. A stay starts on the arrival day: it gives the arrival when there is none, and a stay from
 * another day (left over when the visitor changed the arrival without JavaScript) is dropped.
 */
export function normalizeRentalQuery(query: RentalQuery): RentalQuery {
  const ids = (values: readonly number[]) => uniqueSorted(values.filter(isPositiveId), byNumber);
  const parsedStay = query.stay ? parseStay(stayInUrl(query.stay)) : undefined;
  const arrival = (query.arrival !== undefined ? parseIsoDay(query.arrival) : undefined) ?? parsedStay?.start;
  const stay = parsedStay && parsedStay.start === arrival ? parsedStay : undefined;
  return withoutUndefined({
    location: ids(query.location),
    kind: ids(query.kind),
    city: ids(query.city),
    guests: query.guests !== undefined ? parseGuests(String(query.guests)) : undefined,
    periodType: query.periodType !== undefined ? parsePeriodType(query.periodType) : undefined,
    arrival,
    stay,
  });
}

export function emptyRentalQuery(): RentalQuery {
  return { location: [], kind: [], city: [] };
}

/** The body of `POST …/rental-units` (a page) and of `…/rental-units/filters` (no paging). */
export function toRentalSearchBody(query: RentalQuery, page?: { offset: number; limit: number }): RentalUnitSearchBody {
  const q = normalizeRentalQuery(query);
  const filter: RentalUnitSearchBody['filter'] = {
    ...(q.location.length > 0 && { location: q.location }),
    ...(q.kind.length > 0 && { subKind: q.kind }),
    ...(q.city.length > 0 && { city: q.city }),
    ...(q.guests !== undefined && { maxOccupation: q.guests }),
    ...(q.periodType !== undefined && { periodType: q.periodType }),
    ...(q.arrival !== undefined && { periodStartDate: q.arrival }),
    ...(q.stay !== undefined && { periodDate: `${q.stay.start}/${q.stay.end}` }),
  };
  return page ? { filter, limit: page.limit, offset: page.offset } : { filter };
}
