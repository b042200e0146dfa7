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

const staticPathnames = ['/', '/estates', '/holiday', '/subscribe', '/privacy', '/terms'] as const;

async function rentalEntries(siteId: number): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await searchRentalUnits({ siteId, locale: 'nl' }, { filter: {}, limit: 100, offset });
    if (page.error) throw new Error(`rental units for the sitemap: ${page.error.message}`);
    for (const unit of page.results) entries.push({ paths: rentalUnitPaths(unit.id) });
    if (page.results.length < 100 || offset + 100 >= page.total) return entries;
  }
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

/** Every landing page with listings now (issue 19), with the same paths as its hreflang set. */
async function landingEntries(siteId: number): Promise<SitemapEntry[]> {
  const index = await loadLandingIndex(siteId);
  return index.all().map(({ landing }) => ({ paths: landingPaths(landing, index) }));
}

/**
 * Every public page of a site in every language: the fixed pages, CMS pages, the landing pages, every listing (sold ones too:
 * their pages exist), every project unit and every holiday rental. Fetched once per request.
 */
export const collectSitemapEntries = cache(async (siteId: number): Promise<SitemapEntry[]> => {
  const search = await searchEstates({ siteId, locale: 'nl' }, { filter: {}, sort: { type: 'date', order: 'DESC' }, grouping: null, limit: null });
  if (search.error) throw new Error(`estates for the sitemap: ${search.error.message}`);
  const [estates, units, rentals, pages, landings] = await Promise.all([
    Promise.all(search.results.map(async (estate) => ({ paths: await estatePaths(estate) }))),
    Promise.all(search.results.filter((estate) => estate.general.project).map((project) => unitEntries(siteId, project))),
    rentalEntries(siteId),
    pageEntries(siteId),
    landingEntries(siteId),
  ]);
  return [...staticPathnames.map((pathname) => ({ paths: localizedPaths(pathname) })), ...pages, ...landings, ...estates, ...units.flat(), ...rentals];
});
