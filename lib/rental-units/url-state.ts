// The rental list's URL state as one nuqs parser map, with the estate list's rules
// (lib/estates/url-state.ts): the server page reads it with the loader, the filters write it with the
// serializer; reading ignores what it does not understand, writing is canonical (one search, one URL).
import { createLoader, createSerializer, type inferParserType } from 'nuqs/server';
import { listParam, parseIdValue, singleParam, withoutNulls, withoutQuestionMark, type RawParams } from '@/lib/listing/url-params';
import {
  normalizeRentalQuery,
  parseGuests,
  parseIsoDay,
  parsePeriodType,
  parseStay,
  periodTypeInUrl,
  RENTAL_QUERY_KEYS,
  stayInUrl,
  type RentalQuery,
} from '@/lib/rental-units/search-query';

/** One parser per URL key, in the order the keys are written. */
export const rentalUrlParsers = {
  location: listParam(parseIdValue),
  kind: listParam(parseIdValue),
  city: listParam(parseIdValue),
  guests: singleParam(parseGuests),
  periodType: singleParam(parsePeriodType, periodTypeInUrl),
  arrival: singleParam(parseIsoDay),
  stay: singleParam(parseStay, stayInUrl),
};

export type RentalUrlValues = inferParserType<typeof rentalUrlParsers>;

const urlKeys = { periodType: RENTAL_QUERY_KEYS.periodType };

export const loadRentalUrl = createLoader(rentalUrlParsers, { urlKeys });
const serializeRentalUrl = createSerializer(rentalUrlParsers, { urlKeys });

/** The query a URL describes; every value that is not understood is ignored. */
export function readRentalQuery(input: RawParams): RentalQuery {
  return normalizeRentalQuery(withoutNulls(loadRentalUrl(input)));
}

/** The canonical query string of a query (no `?`): fixed key order, a repeated key per list value. */
export function rentalQueryString(query: RentalQuery): string {
  // The query's keys are the URL's: an absent value is left out, like a default.
  return withoutQuestionMark(serializeRentalUrl(normalizeRentalQuery(query)));
}

export function hasRentalFilters(query: RentalQuery): boolean {
  return rentalQueryString(query) !== '';
}
