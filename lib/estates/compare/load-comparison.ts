import 'server-only';
import type { Locale } from '@/lib/rules';
import { todayInBelgium } from '@/lib/rules/dates';
import { getEstate } from '@/lib/site-api/estates';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { COMPARE_PARAM, parseCompareParam, type CompareSelection } from './selection';

/** One requested id: a listing to compare, a project (its units are compared instead), or one no longer online. */
export type CompareEntry = { id: number; kind: 'estate'; estate: EstateDetail } | { id: number; kind: 'project'; estate: EstateDetail } | { id: number; kind: 'missing' };

export type Comparison = {
  selection: CompareSelection;
  entries: CompareEntry[];
  /** `?diff=1`: only the rows that differ. */
  onlyDifferences: boolean;
  /** The deed day the cost-to-buy totals assume (today in Belgium). */
  day: string;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The listings of a site named in the URL, fetched in parallel from the site API's cached estate call. */
export async function loadComparison(siteId: number, locale: Locale, raw: Record<string, string | string[] | undefined>): Promise<Comparison> {
  const selection = parseCompareParam(raw[COMPARE_PARAM]);
  const estates = await Promise.all(selection.ids.map((id) => getEstate({ siteId, locale }, id)));
  const entries = selection.ids.map((id, index): CompareEntry => {
    const estate = estates[index];
    if (!estate) return { id, kind: 'missing' };
    return estate.general.project ? { id, kind: 'project', estate } : { id, kind: 'estate', estate };
  });
  return { selection, entries, onlyDifferences: first(raw.diff) === '1', day: todayInBelgium() };
}
