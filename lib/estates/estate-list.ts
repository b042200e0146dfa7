import 'server-only';
import { PAGE_SIZE, type Locale } from '@/lib/rules';
import type { SiteApiErrorInfo } from '@/lib/site-api/errors';
import { getEstateFilters } from '@/lib/site-api/estates';
import type { EstateFilters } from '@/lib/site-api/schemas';
import type { EstateCardModel } from './card-model';
import { searchEstatesInArea } from './area-search';
import { getCardMapper } from './card-mapper';
import { groupCountsByKey } from './grouping';
import { priceSortSides, searchSalesThenRents } from './price-sort';
import { toSearchBody, type EstateQuery } from './search-query';

/**
 * One page of the estate list as the browser needs it: cards, not API estates, and under a grouping the
 * matches per group key when the site API counts them.
 */
export type EstateListPage = {
  total: number;
  offset: number;
  cards: EstateCardModel[];
  groupCounts?: Record<string, number>;
  error?: SiteApiErrorInfo;
};

/**
 * A page of results for a query; the first page renders on the server, the next ones come through
 * estate-search, whose visitor's `signal` gives the search up when they leave.
 */
export async function loadEstateListPage(siteId: number, locale: Locale, query: EstateQuery, offset: number, signal?: AbortSignal): Promise<EstateListPage> {
  const search = (part: EstateQuery, from: number) =>
    searchEstatesInArea({ siteId, locale, signal }, toSearchBody(part, { offset: from, limit: PAGE_SIZE }), part.area);
  const sides = priceSortSides(query);
  const [toCard, result] = await Promise.all([
    getCardMapper(locale, { grouping: query.group }),
    sides ? searchSalesThenRents(sides, offset, PAGE_SIZE, search) : search(query, offset),
  ]);
  const groupCounts = query.group ? groupCountsByKey(result.groups) : undefined;
  return {
    total: result.total.value,
    offset,
    cards: result.results.map(toCard),
    ...(groupCounts ? { groupCounts } : {}),
    ...(result.error ? { error: result.error } : {}),
  };
}

/**
 * Filter options with counts for the current query (each facet counted without its own filter). Only the
 * filter goes along: sort, grouping and paging don't change the options, and leaving them out lets one
 * cached answer serve every order of the same search.
 */
export function loadEstateFilterOptions(siteId: number, locale: Locale, query: EstateQuery): Promise<EstateFilters & { error?: SiteApiErrorInfo }> {
  return getEstateFilters({ siteId, locale }, { filter: toSearchBody(query, { offset: 0, limit: PAGE_SIZE }).filter });
}
