// zod/mini: the compare button ships with every card, and the full zod would triple its weight.
import * as z from 'zod/mini';

/** Listings side by side at most: four columns still read on a laptop, and stack on a phone. */
export const MAX_COMPARE = 4;
/** The largest id a route accepts (lib/domain/route-params.ts); a larger one could never be fetched. */
const MAX_ID = 2_147_483_647;
/** A shared link is cut here before it is read: no one pastes more than a few ids by hand. */
const MAX_PARAM_LENGTH = 200;

/** The query parameter of the compare page: `?ids=12,34,56`. */
export const COMPARE_PARAM = 'ids';

const idSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ID));
const tokenSchema = z.string().check(z.regex(/^\d{1,10}$/));

/** Stored selection: unique valid ids, at most MAX_COMPARE, oldest first (the columns' order). */
export const compareIdsSchema = z.array(z.int().check(z.positive(), z.lte(MAX_ID))).check(
  z.maxLength(MAX_COMPARE),
  z.refine((ids) => new Set(ids).size === ids.length, 'duplicate id'),
);

export type CompareSelection = {
  /** The listings to compare, in the link's order, unique, at most MAX_COMPARE. */
  ids: number[];
  /** Valid ids beyond the fourth: left out, and the page says so. */
  overLimit: number[];
  /** Parts of the link that are not an id at all (letters, 0, too large): left out, and counted. */
  malformed: number;
};

/** Reads `?ids=` as the page gets it: one comma-separated value, or the parameter repeated. */
export function parseCompareParam(value: string | readonly string[] | undefined): CompareSelection {
  const raw = (typeof value === 'string' ? value : (value ?? []).join(',')).slice(0, MAX_PARAM_LENGTH);
  const tokens = raw
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const unique: number[] = [];
  let malformed = 0;
  for (const token of tokens) {
    const id = tokenSchema.safeParse(token).success ? idSchema.safeParse(token) : null;
    if (!id?.success) malformed += 1;
    else if (!unique.includes(id.data)) unique.push(id.data);
  }
  return { ids: unique.slice(0, MAX_COMPARE), overLimit: unique.slice(MAX_COMPARE), malformed };
}

/** The value of `?ids=` for these listings. */
export function compareParam(ids: readonly number[]): string {
  return ids.join(',');
}
