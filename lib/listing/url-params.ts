// Forgiving readers of list URLs (design decision 7: the URL is the state). A value that is not
// understood is ignored, never an error; the estate and the rental list share these rules, and the
// nuqs parsers both lists' URL state is built from (lib/estates/url-state.ts, lib/rental-units/url-state.ts).
import { createMultiParser } from 'nuqs/server';

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

export function rawValues(input: RawParams, key: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(key);
  const value = input[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** More values than any form offers is not a search a visitor made; it would only fill caches. */
const MAX_LIST_VALUES = 50;

// Strict patterns rather than Number(): Number('') is 0, and '1e3', '0x10' or ' 7 ' are no URL values.
// Ids are the site API's 32-bit integers, as for route ids (lib/domain/route-params.ts).
const MAX_ID = 2_147_483_647;

export function parseIdValue(value: string): number | undefined {
  if (!/^\d+$/.test(value.trim())) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

export function parseCount(value: string): number | undefined {
  if (!/^\d+$/.test(value.trim())) return undefined;
  const count = Number(value);
  return Number.isSafeInteger(count) ? count : undefined;
}

/** The first value of a single-valued key that parses; the rest are ignored. */
export function firstValid<V>(input: RawParams, key: string, parse: (value: string) => V | undefined): V | undefined {
  for (const value of rawValues(input, key)) {
    const parsed = parse(value);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

export function validList<V>(values: string[], parse: (value: string) => V | undefined): V[] {
  return values.map(parse).filter((value): value is V => value !== undefined);
}

export const isPositiveId = (n: number) => Number.isSafeInteger(n) && n > 0;

export function uniqueSorted<V>(values: readonly V[], compare: (a: V, b: V) => number): V[] {
  return [...new Set(values)].sort(compare);
}

export const byNumber = (a: number, b: number) => a - b;

/** Optional keys are absent rather than undefined, so equal queries are deeply equal. */
export function withoutUndefined<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;
}

type NullAsAbsent<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> | undefined : T[K] };

/** A loader's values as a query's: a key the URL leaves out (null) is absent. */
export function withoutNulls<T extends object>(values: T): NullAsAbsent<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as NullAsAbsent<T>;
}

export function hasKey<K extends string>(record: Record<K, unknown>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/** The values of a list key, repeated (`city=1&city=2`) or comma-separated (`city=1,2`), each that parses. */
export function validListValues<V>(values: readonly string[], parse: (value: string) => V | undefined): V[] {
  const split = values.flatMap((value) => value.split(',')).filter((value) => value.trim() !== '');
  return validList(split.slice(0, MAX_LIST_VALUES), parse);
}

const sameList = <V>(a: readonly V[], b: readonly V[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * A nuqs parser of a list key: read forgivingly, written as one repeated key per value (the URLs
 * saved links and search engines know), and left out when empty.
 */
export function listParam<V extends string | number>(parse: (value: string) => V | undefined) {
  return createMultiParser<V[]>({
    parse: (values) => validListValues(values, parse),
    serialize: (list) => list.map(String),
    eq: sameList,
  }).withDefault([]);
}

/**
 * A nuqs parser of a single-valued key: the first repeated value that parses wins (a single parser
 * would only look at the first one), and it is written once.
 */
export function singleParam<V>(parse: (value: string) => V | undefined, serialize: (value: V) => string = String) {
  return createMultiParser<V>({
    parse: (values) => {
      for (const value of values) {
        const parsed = parse(value);
        if (parsed !== undefined) return parsed;
      }
      return null;
    },
    serialize: (value) => [serialize(value)],
  });
}

/** A query string as nuqs' serializer renders it, without its `?`, as the lists pass it around. */
export function withoutQuestionMark(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}
