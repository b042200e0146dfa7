// lib/browser/shape.ts, not Zod: the compare button and its store ship with every page that shows a card.
import { array, int } from '@/lib/browser/shape';

/** Listings side by side at most: four columns still read on a laptop, and stack on a phone. */
export const MAX_COMPARE = 4;
/** The largest id a route accepts (lib/domain/route-params.ts); a larger one could never be fetched. */
export const MAX_COMPARE_ID = 2_147_483_647;

/** The query parameter of the compare page: `?ids=12,34,56`. */
export const COMPARE_PARAM = 'ids';

/** A stored selection: unique positive ids, at most MAX_COMPARE, oldest first (the columns' order); throws otherwise. */
export function checkCompareIds(value: unknown): number[] {
  const ids = array(int(1, MAX_COMPARE_ID), MAX_COMPARE)(value);
  if (new Set(ids).size !== ids.length) throw new Error('duplicate id');
  return ids;
}

/** The value of `?ids=` for these listings. */
export function compareParam(ids: readonly number[]): string {
  return ids.join(',');
}
