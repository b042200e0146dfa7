/**
 * Checks for the JSON our own routes answer and localStorage holds, at the browser's boundary: a few hundred
 * bytes where Zod (even zod/mini) would add about 20 kB gzip to every page with a card. The server
 * keeps Zod for the site API and the forms. A check returns the value with only the keys it names, or throws
 * a TypeError naming the first path that does not fit.
 */

export type Check<T> = (value: unknown, path?: string) => T;
export type Checked<C> = C extends Check<infer T> ? T : never;

function fail(path: string): never {
  throw new TypeError(`Unexpected value at ${path || 'the top'}`);
}

export const string =
  (pattern?: RegExp): Check<string> =>
  (value, path = '') =>
    typeof value === 'string' && (!pattern || pattern.test(value)) ? value : fail(path);

export const boolean: Check<boolean> = (value, path = '') => (typeof value === 'boolean' ? value : fail(path));

/** A safe integer within [min, max]. */
/** Exactly this value (e.g. `literal(true)` for a flag that is either set or absent). */
export const literal =
  <const T extends string | number | boolean>(expected: T): Check<T> =>
  (value, path = '') =>
    value === expected ? expected : fail(path);

export const int =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check<number> =>
  (value, path = '') =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : fail(path);

export const oneOf =
  <const T extends readonly string[]>(values: T): Check<T[number]> =>
  (value, path = '') =>
    values.includes(value as string) ? (value as T[number]) : fail(path);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path) =>
    value === null ? null : check(value, path);

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : check(value, path);

/** Missing (undefined) reads as `fallback`: an answer cached before the field existed still reads. */
export const withDefault =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value, path) =>
    value === undefined ? fallback : check(value, path);

export const array =
  <T>(check: Check<T>, maxLength = Infinity): Check<T[]> =>
  (value, path = '') =>
    Array.isArray(value) && value.length <= maxLength ? value.map((item, index) => check(item, `${path}[${index}]`)) : fail(path);

export const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Checked<S[K]> }> =>
  (value, path = '') => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path);
    const record = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(Object.hasOwn(record, key) ? record[key] : undefined, path ? `${path}.${key}` : key);
      if (checked !== undefined) result[key] = checked;
    }
    return result as { [K in keyof S]: Checked<S[K]> };
  };
