// Server side only (the compare page reads its link): what the browser needs is in compare-ids.ts, without Zod.
import * as z from 'zod/mini';
import { MAX_COMPARE, MAX_COMPARE_ID as MAX_ID } from './compare-ids';

export { COMPARE_PARAM, compareParam, MAX_COMPARE } from './compare-ids';
/** A shared link is cut here before it is read: no one pastes more than a few ids by hand. */
const MAX_PARAM_LENGTH = 200;

const idSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ID));
const tokenSchema = z.string().check(z.regex(/^\d{1,10}$/));

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
