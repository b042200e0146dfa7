import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/domain/enums';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { estateSlug } from '@/lib/estates/estate-href';
import { getPages, listPages } from '@/lib/site-api/content';
import { getEstateGroup, searchEstates } from '@/lib/site-api/estates';
import { searchRentalUnits } from '@/lib/site-api/rental-units';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { estatePaths } from './estate-metadata';
import type { SitemapEntry } from './sitemap-xml';

const locales = routing.locales;
const staticPathnames = ['/', '/estates', '/holiday', '/subscribe', '/privacy', '/terms'] as const;

function pathsOf(href: Parameters<typeof getPathname>[0]['href']): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, getPathname({ href, locale })])) as Record<Locale, string>;
}

async function rentalEntries(siteId: number): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await searchRentalUnits({ siteId, locale: 'nl' }, { filter: {}, limit: 100, offset });
    if (page.error) throw new Error(`rental units for the sitemap: ${page.error.message}`);
    for (const unit of page.results) entries.push({ paths: pathsOf({ pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: unit.id } }) });
    if (page.results.length < 100 || offset + 100 >= page.total) return entries;
  }
}

async function unitEntries(siteId: number, project: EstateSummary): Promise<SitemapEntry[]> {
  const group = await getEstateGroup({ siteId, locale: 'nl' }, project.general.id);
  if (!group) return [];
  const labels = await Promise.all(locales.map((l) => getEnumLabel(l)));
  return group.children.map((unit) => ({
    paths: Object.fromEntries(
      locales.map((locale, at) => [
        locale,
        getPathname({
          href: {
            pathname: '/estates/[estateId]/[slug]/[entityId]',
            params: { estateId: String(project.general.id), slug: decodeURIComponent(estateSlug(project, locale, labels[at]!)), entityId: String(unit.general.id) },
          },
          locale,
        }),
      ]),
    ),
  }));
}

async function pageEntries(siteId: number): Promise<SitemapEntry[]> {
  const summaries = await listPages({ siteId, locale: 'nl' });
  // Several pages at once: fetched in parallel by id (document 000, section 7).
  const pages = await getPages({ siteId, locale: 'nl' }, summaries.map((page) => page.id));
  return pages.map((page) => ({
    paths: Object.fromEntries(locales.flatMap((locale) => (page.urls[locale] ? [[locale, `/${locale}/${page.urls[locale]}`]] : []))),
  }));
}

/**
 * Every public page of a site in every language: the fixed pages, CMS pages, every listing (sold ones too:
 * their pages exist), every project unit and every holiday rental. Fetched once per request.
 */
export const collectSitemapEntries = cache(async (siteId: number): Promise<SitemapEntry[]> => {
  const search = await searchEstates({ siteId, locale: 'nl' }, { filter: {}, sort: { type: 'date', order: 'DESC' }, grouping: null, limit: null });
  if (search.error) throw new Error(`estates for the sitemap: ${search.error.message}`);
  const [estates, units, rentals, pages] = await Promise.all([
    Promise.all(search.results.map(async (estate) => ({ paths: await estatePaths(estate) }))),
    Promise.all(search.results.filter((estate) => estate.general.project).map((project) => unitEntries(siteId, project))),
    rentalEntries(siteId),
    pageEntries(siteId),
  ]);
  return [...staticPathnames.map((pathname) => ({ paths: pathsOf(pathname) })), ...pages, ...estates, ...units.flat(), ...rentals];
});
