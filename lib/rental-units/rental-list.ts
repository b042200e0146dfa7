import 'server-only';
import { PAGE_SIZE, type Locale } from '@/lib/rules';
import type { SiteApiErrorInfo } from '@/lib/site-api/errors';
import { getRentalUnitFilters, searchRentalUnits, type RentalUnitFiltersOutcome } from '@/lib/site-api/rental-units';
import type { Site } from '@/lib/site-api/schemas';
import type { RentalCardModel } from './card-model';
import { getRentalCardMapper } from './rental-texts';
import { toRentalSearchBody, type RentalQuery } from './search-query';

/** One page of the rental list as the browser needs it: cards, not API units. */
export type RentalListPage = { total: number; offset: number; cards: RentalCardModel[]; error?: SiteApiErrorInfo };

type SiteRef = Pick<Site, 'id' | 'accountId'>;

/** A page of results; the first renders on the server, the next ones come through rental-search (with its visitor's `signal`). */
export async function loadRentalListPage(site: SiteRef, locale: Locale, query: RentalQuery, offset: number, signal?: AbortSignal): Promise<RentalListPage> {
  const [toCard, result] = await Promise.all([
    getRentalCardMapper(locale, site.accountId),
    searchRentalUnits({ siteId: site.id, locale, signal }, toRentalSearchBody(query, { offset, limit: PAGE_SIZE })),
  ]);
  return { total: result.total, offset, cards: result.results.map(toCard), ...(result.error ? { error: result.error } : {}) };
}

/**
 * The filter data for a query: the unit filters and the period type go along, so the arrival days and
 * stays offered are those of the chosen type (a week's visitor is not offered a 3-night stay that the
 * search would then refuse). Arrival and stay do not: one cached answer serves every day.
 */
export function loadRentalFilterOptions(siteId: number, locale: Locale, query: RentalQuery): Promise<RentalUnitFiltersOutcome> {
  const { filter } = toRentalSearchBody({ ...query, arrival: undefined, stay: undefined });
  return getRentalUnitFilters({ siteId, locale }, { filter });
}
