// Liberal in what the site accepts: a value the API adds later (an enumeration code, a field group, a kind
// of menu link) is left out of the page and logged once, instead of failing the whole answer.
import { z } from 'zod';
import { warnOnce } from '@/lib/log/warn-once';

function describe(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? JSON.stringify(value).slice(0, 80) : typeof value;
}

/** One of the known codes, or null (logged once) for a code the site does not know yet. */
export function lenientEnum<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z
    .enum(values)
    .nullable()
    .catch((ctx) => {
      warnOnce(`${what}:${describe(ctx.value)}`, { topic: 'site-api-value', what, value: describe(ctx.value) }, `Unknown ${what} ${describe(ctx.value)} from the site API: left out`);
      return null;
    });
}

/** The items that match the schema; one that doesn't (a new kind of item) is left out and logged once. */
export function lenientArray<T extends z.ZodType>(item: T, what: string) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((raw) => {
      const parsed = item.safeParse(raw);
      if (parsed.success) return [parsed.data as z.output<T>];
      const path = parsed.error.issues[0]?.path.join('.') ?? '';
      warnOnce(`${what}:${path}`, { topic: 'site-api-value', what, at: path }, `A ${what} the site does not understand (at ${path || 'the item'}) was left out`);
      return [];
    }),
  );
}

/**
 * The known keys of a record, each parsed with its schema; an unknown key (a field group added to the API)
 * is left out and logged once. A value of a known key that does not match its schema fails as before.
 */
export function knownKeys<const K extends readonly [string, ...string[]], V extends z.ZodType>(keys: K, value: V, what: string) {
  const known = new Set<string>(keys);
  return z.record(z.string(), z.unknown()).pipe(
    z.transform((record, ctx) => {
      const result: Partial<Record<K[number], z.output<V>>> = {};
      for (const [key, raw] of Object.entries(record)) {
        if (!known.has(key)) {
          warnOnce(`${what}:${key}`, { topic: 'site-api-value', what, key: key.slice(0, 80) }, `Unknown ${what} "${key.slice(0, 80)}" from the site API: left out`);
          continue;
        }
        const parsed = value.safeParse(raw);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, path: [key, ...issue.path] } as never);
          continue;
        }
        result[key as K[number]] = parsed.data as z.output<V>;
      }
      return result;
    }),
  );
}
