import 'server-only';
import { cache } from 'react';
import { getPages, listPages } from '@/lib/site-api/content';
import { getEstateGroup, searchEstates } from '@/lib/site-api/estates';
import { searchRentalUnits } from '@/lib/site-api/rental-units';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { loadLandingIndex } from '@/lib/estates/landing-data';
import { landingPaths } from '@/lib/estates/landing-page';
import { estatePaths, projectUnitPaths } from './estate-metadata';
import { cmsPagePaths, localizedPaths, rentalUnitPaths } from './localized-paths';
import type { SitemapEntry } from './sitemap-xml';

/** Holiday rentals asked per read. */
const RENTALS_PER_READ = 100;

const staticPathnames = ['/', '/estates', '/holiday', '/subscribe', '/valuation', '/privacy', '/terms', '/accessibility'] as const;

async function rentalEntries(siteId: number): Promise<SitemapEntry[]> {
  const ctx = { siteId, locale: 'nl' } as const;
  const pageAt = async (offset: number) => {
    const page = await searchRentalUnits(ctx, { filter: {}, limit: RENTALS_PER_READ, offset });
    if (page.error) throw new Error(`rental units for the sitemap: ${page.error.message}`);
    return page;
  };
  // The first page says how many there are; the others are read at once.
  const first = await pageAt(0);
  const offsets: number[] = [];
  for (let offset = RENTALS_PER_READ; offset < first.total; offset += RENTALS_PER_READ) offsets.push(offset);
  const rest = await Promise.all(offsets.map(pageAt));
  return [first, ...rest].flatMap((page) => page.results.map((unit) => ({ paths: rentalUnitPaths(unit.id) })));
}

// The unit paths come from the same function as the unit page's hreflang, so both name the same URLs.
async function unitEntries(siteId: number, project: EstateSummary): Promise<SitemapEntry[]> {
  const group = await getEstateGroup({ siteId, locale: 'nl' }, project.general.id);
  if (!group) return [];
  const projectPaths = await estatePaths(project);
  return group.children.map((unit) => ({ paths: projectUnitPaths(projectPaths, unit.general.id) }));
}

async function pageEntries(siteId: number): Promise<SitemapEntry[]> {
  const summaries = await listPages({ siteId, locale: 'nl' });
  // Several pages at once: fetched in parallel by id (document 000, section 7).
  const pages = await getPages({ siteId, locale: 'nl' }, summaries.map((page) => page.id));
  return pages.map((page) => ({ paths: cmsPagePaths(page.urls) }));
}

/** Every landing page with listings now, with the same paths as its hreflang set. */
async function landingEntries(siteId: number): Promise<SitemapEntry[]> {
  const index = await loadLandingIndex(siteId);
  return index.all().map(({ landing }) => ({ paths: landingPaths(landing, index) }));
}

/**
 * Every public page of a site in every language: the fixed pages, CMS pages, the landing pages, every listing (sold ones too:
 * their pages exist), every project unit and every holiday rental. Fetched once per request.
 */
export const collectSitemapEntries = cache(async (siteId: number): Promise<SitemapEntry[]> => {
  // Everything that does not need the listings is asked at the same time as the listings: one round of
  // reads fewer before the answer (the project units need the listings, the rest does not).
  const listings = searchEstates({ siteId, locale: 'nl' }, { filter: {}, sort: { type: 'date', order: 'DESC' }, grouping: null, limit: null }).then((search) => {
    if (search.error) throw new Error(`estates for the sitemap: ${search.error.message}`);
    return search.results;
  });
  const fromListings = listings.then(async (estates): Promise<SitemapEntry[]> => {
    const [own, units] = await Promise.all([
      Promise.all(estates.map(async (estate) => ({ paths: await estatePaths(estate) }))),
      Promise.all(estates.filter((estate) => estate.general.project).map((project) => unitEntries(siteId, project))),
    ]);
    return [...own, ...units.flat()];
  });
  const [estates, rentals, pages, landings] = await Promise.all([fromListings, rentalEntries(siteId), pageEntries(siteId), landingEntries(siteId)]);
  return [...staticPathnames.map((pathname) => ({ paths: localizedPaths(pathname) })), ...pages, ...landings, ...estates, ...rentals];
});
