// Forgiving readers of list URLs (design decision 7: the URL is the state). A value that is not
// understood is ignored, never an error; the estate and the rental list share these rules.

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

export function rawValues(input: RawParams, key: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(key);
  const value = input[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** More values than any form offers is not a search a visitor made; it would only fill caches. */
const MAX_LIST_VALUES = 50;

/** A list key may repeat (`city=1&city=2`) or hold commas (`city=1,2`); each parser trims what it may. */
export function listValues(input: RawParams, key: string): string[] {
  return rawValues(input, key)
    .flatMap((value) => value.split(','))
    .filter((value) => value.trim() !== '')
    .slice(0, MAX_LIST_VALUES);
}

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

export function hasKey<K extends string>(record: Record<K, unknown>, key: string): key is K {
  return Object.hasOwn(record, key);
}
