import 'server-only';
import { cache } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PAGE_SIZE, types, type EstateType, type Locale } from '@/lib/rules';
import { getEstateFilters } from '@/lib/site-api/estates';
import { headTypeIdsOf, LandingIndex, landingQuery, landingTransactions, type LandingFacets, type LandingTransaction } from './landing';
import { estateLandingCrumbs, type EstateOnOffer } from './landing-phrase';
import { toSearchBody } from './search-query';

/** The filter options of one landing search: counts per head type and place under it. */
async function facetsOf(siteId: number, transaction: LandingTransaction, type: EstateType | null) {
  const query = landingQuery({ transaction, type, cityId: null });
  const options = await getEstateFilters({ siteId, locale: 'nl' }, { filter: toSearchBody(query, { offset: 0, limit: PAGE_SIZE }).filter });
  // A failed read must not pass for "no listings": the page would be cached as a 404 and left out of the sitemap.
  if (options.error) throw new Error(`estate filters for the landing pages: ${options.error.message}`);
  return options;
}

async function transactionFacets(siteId: number, transaction: LandingTransaction): Promise<LandingFacets> {
  const all = await facetsOf(siteId, transaction, null);
  const withListings = types.filter((type) => {
    const ids = new Set(headTypeIdsOf(type));
    return all.headTypes.some((headType) => ids.has(headType.id) && headType.count > 0);
  });
  const byType = await Promise.all(withListings.map(async (type) => [type, (await facetsOf(siteId, transaction, type)).locations] as const));
  return { transaction, headTypes: all.headTypes, locations: all.locations, locationsByType: Object.fromEntries(byType) };
}

/**
 * Every landing page a site has now, with its count, from the site API's filter options (at most two
 * reads per transaction and one per type with listings; each answer is cached with the site's listing
 * tags, so the index expires with the listings). Place names per language are the API's (its aliases).
 */
export const loadLandingIndex = cache(
  async (siteId: number): Promise<LandingIndex> =>
    new LandingIndex(await Promise.all(landingTransactions.map((transaction) => transactionFacets(siteId, transaction)))),
);

/** The landing pages, or null when they cannot be read now: for links, which a page can do without. */
export async function readLandingIndex(siteId: number): Promise<LandingIndex | null> {
  try {
    return await loadLandingIndex(siteId);
  } catch (error) {
    // Next's own signals (a render that turns dynamic, say) are not failures of the site API.
    unstable_rethrow(error);
    return null;
  }
}

/** The landing pages above a listing in its breadcrumbs; none when the landing pages cannot be read now. */
export async function loadEstateLandingCrumbs(siteId: number, locale: Locale, estate: EstateOnOffer) {
  const [index, t] = await Promise.all([readLandingIndex(siteId), getTranslations({ locale, namespace: 'Landing' })]);
  return index ? estateLandingCrumbs(t, estate, index, locale) : [];
}
