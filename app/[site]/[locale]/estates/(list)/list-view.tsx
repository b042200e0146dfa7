import type { Metadata } from 'next';
import type { ListProps } from '@/lib/listing/list-props';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PAGE_SIZE, type Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { EstateResults } from '@/components/estates/estate-results';
import { EstateSearchShell } from '@/components/estates/estate-search-shell';
import { PopularSearches } from '@/components/estates/landing-links';
import { EstateMapLoader } from '@/components/map/estate-map-loader';
import { MapNeedsScript } from '@/components/map/map-needs-script';
import { ClientMessages } from '@/components/providers/client-messages';
import { getPathname } from '@/lib/i18n/pathname';
import { encodeArea } from '@/lib/estates/area-url';
import { QueryProvider } from '@/components/providers/query-provider';
import { PageHeading } from '@/components/ui/page-heading';
import { CompareTray } from '@/components/compare/compare-selection';
import { mapTiles } from '@/lib/env';
import { loadEstateFilterOptions, loadEstateListPage } from '@/lib/estates/estate-list';
import type { EstateQuery } from '@/lib/estates/search-query';
import { areaProblemOf, estateListHref, estateQueryString, loadEstateUrl, readEstateQuery } from '@/lib/estates/url-state';
import { selectedCityChoices, toOptionsView } from '@/lib/estates/filter-options-view';
import { pageOffset, parseListPage } from '@/lib/listing/paging';
import { ListEmptyState, ListErrorState, ListNotice } from '@/components/listing/list-states';
import { answerFailedSearch } from '@/lib/listing/list-outage';
import { listMetadata } from '@/lib/seo/list-metadata';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { landingOfQuery } from '@/lib/estates/landing';
import { resolveTownDistance, townIdOfText, type TownSearch } from '@/lib/estates/town-area';
import { DEFAULT_KM, NEAR_TEXT_KEY, townMessageValues } from '@/lib/estates/town-distance';
import { firstValid } from '@/lib/listing/url-params';
import { readLandingIndex } from '@/lib/estates/landing-data';
import { landingPaths } from '@/lib/estates/landing-page';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { getEstateCollection } from '@/lib/site-api/estates';

/** The same search as a gallery: where a visitor without JavaScript goes from the map view. */
function galleryHref(query: EstateQuery, locale: Locale): string {
  return estateListHref(getPathname({ href: '/estates', locale }), { ...query, view: 'gallery' });
}

/**
 * The landing page's paths when a list search shows exactly its listings, so the list names it as
 * its canonical URL; null otherwise, or when the landing pages cannot be read now.
 */
async function landingPathsOfSearch(siteId: number, raw: ListProps['raw']) {
  const landing = parseListPage(raw, PAGE_SIZE) === 1 ? landingOfQuery(readEstateQuery(raw)) : null;
  if (!landing) return null;
  const index = await readLandingIndex(siteId);
  return index && index.count(landing) > 0 ? landingPaths(landing, index) : null;
}

export async function estateListMetadata({ params, raw }: ListProps): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'EstateList' })]);
  const landing = await landingPathsOfSearch(site.id, raw);
  if (landing) return pageMetadata({ locale, site, title: t('title'), description: t('description', { site: site.name }), paths: landing });
  const { town } = await resolveTownDistance({ siteId: site.id, locale }, readEstateQuery(raw));
  return listMetadata({
    pathname: '/estates',
    locale,
    site,
    title: town ? t('titleNear', townMessageValues(town)) : t('title'),
    description: t('description', { site: site.name }),
    filtered: estateQueryString(readEstateQuery(raw)) !== '' || parseListPage(raw, PAGE_SIZE) > 1,
  });
}

/** The list's address with the typed town as its id, or without it when no town matches. */
async function withTypedTown(siteId: number, locale: Locale, raw: ListProps['raw'], text: string): Promise<string> {
  const query = readEstateQuery(raw);
  const city = await townIdOfText({ siteId, locale }, text);
  // The distance is read on its own: without a town the query has none.
  const km = loadEstateUrl(raw).km ?? DEFAULT_KM;
  return estateListHref(getPathname({ href: '/estates', locale }), { ...query, near: city === undefined ? undefined : { city, km } });
}

function townView(town: TownSearch | null) {
  return town && { id: town.id, name: town.name, km: town.km, area: encodeArea(town.area) };
}

export async function EstateListPage({ params, raw, cachedRoute = false }: ListProps) {
  const { siteId, locale } = await siteOf(params);
  const [site, t, tArea] = await Promise.all([
    siteById(siteId),
    getTranslations({ locale, namespace: 'EstateList' }),
    getTranslations({ locale, namespace: 'MapArea' }),
  ]);
  // A town typed into the form without JavaScript (it replaces a chosen one, which cannot be removed
  // there): the URL names it by id, as the type-ahead does.
  const typedTown = firstValid(raw, NEAR_TEXT_KEY, (text) => text.trim() || undefined);
  if (typedTown !== undefined) redirect(await withTypedTown(site.id, locale, raw, typedTown));
  const { query, town, unplaced } = await resolveTownDistance({ siteId: site.id, locale }, readEstateQuery(raw));
  const areaProblem = areaProblemOf(raw);
  const page = parseListPage(raw, PAGE_SIZE);
  const queryString = estateQueryString(query);
  const [options, firstPage, collection] = await Promise.all([
    loadEstateFilterOptions(site.id, locale, query),
    query.view === 'gallery' ? loadEstateListPage(site.id, locale, query, pageOffset(page, PAGE_SIZE)) : null,
    query.collection ? getEstateCollection({ siteId: site.id, locale }, query.collection) : null,
  ]);
  // A page past the last one is no page: a stale or made-up link.
  if (firstPage && page > 1 && !firstPage.error && firstPage.cards.length === 0) notFound();
  // A failed search shows the error state with a retry, never "no results", and is answered as the outage it is.
  answerFailedSearch(firstPage?.error, cachedRoute);
  const [optionsView, selectedCities] = await Promise.all([
    toOptionsView(options, query, locale),
    selectedCityChoices(site.id, locale, query, options),
  ]);

  return (
    <>
      <PageHeading title={t('title')} lead={collection ? pickLocalized(collection.name, locale) : undefined} />
      {unplaced ? (
        <div className="container">
          <p className="notice estate-area-problem" role="alert">
            {tArea('townUnplaced')} {tArea('ignored')}
          </p>
        </div>
      ) : null}
      {areaProblem ? (
        <div className="container">
          <p className="notice estate-area-problem" role="alert">
            {tArea(`errors.${areaProblem}`)} {tArea('ignored')}
          </p>
        </div>
      ) : null}
      <ClientMessages locale={locale} namespaces={['EstateList', 'EstateMap', 'MapArea']}>
        <QueryProvider>
          <EstateSearchShell query={query} queryString={queryString} options={optionsView} selectedCities={selectedCities} town={townView(town)} subscribeHref={getPathname({ href: '/subscribe', locale })}>
            {/* The options failed alone: the filters still work, without their counts; the visitor is told why. */}
            {options.error && !firstPage?.error ? <ListNotice message={t('filtersError')} /> : null}
            {firstPage === null ? (
              <>
                <MapNeedsScript galleryHref={galleryHref(query, locale)} />
                <EstateMapLoader queryString={queryString} tiles={mapTiles()} area={query.area ?? null} />
              </>
            ) : firstPage.error ? (
              <ListErrorState queryString={queryString} message={t('error')} retry={t('retry')} />
            ) : firstPage.total === 0 ? (
              <ListEmptyState title={t('empty')} hint={t('emptyHint')} href="/estates" action={t('clearFilters')} />
            ) : (
              <EstateResults key={`${queryString}#${page}`} initialPage={firstPage} queryString={queryString} grouping={query.group} page={page} />
            )}
          </EstateSearchShell>
        </QueryProvider>
        <CompareTray />
      </ClientMessages>
      <PopularSearches siteId={site.id} locale={locale} query={query} className="container section" />
    </>
  );
}
