import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale, Status } from '@/lib/domain/enums';
import { statusOfTransaction, statuses } from '@/lib/domain/enums';
import { cityName, pickLocalized } from '@/lib/domain/localized';
import { EstateResults } from '@/components/estates/estate-results';
import { EstateSearchShell, type FilterOptionsView } from '@/components/estates/estate-search-shell';
import { EstateMapLoader } from '@/components/map/estate-map-loader';
import { QueryProvider } from '@/components/providers/query-provider';
import { PageHeading } from '@/components/ui/page-heading';
import { mapTiles } from '@/lib/env';
import { loadEstateFilterOptions, loadEstateListPage } from '@/lib/estates/estate-list';
import { parseEstateQuery, serializeEstateQuery } from '@/lib/estates/search-query';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { Link } from '@/lib/i18n/navigation';
import { currentSite } from '@/lib/tenancy/current-site';
import { getEstateCollection } from '@/lib/site-api/estates';
import type { EstateFilters } from '@/lib/site-api/schemas';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [site, t] = await Promise.all([currentSite(), getTranslations({ locale, namespace: 'EstateList' })]);
  return { title: t('title'), description: t('description', { site: site.name }) };
}

/** Filter options with localised labels and counts, as plain props for the filter form. */
async function toOptionsView(options: EstateFilters, locale: Locale): Promise<FilterOptionsView> {
  const label = await getEnumLabel(locale);
  const t = await getTranslations({ locale, namespace: 'Enums' });
  const statusCounts = new Map<Status, number>();
  for (const transaction of options.transactions) {
    const status = statusOfTransaction(transaction.id);
    if (status) statusCounts.set(status, (statusCounts.get(status) ?? 0) + transaction.count);
  }
  return {
    statuses: statuses
      .filter((status) => statusCounts.has(status))
      .map((status) => ({ value: status, label: t(`status.${status}`), count: statusCounts.get(status) ?? 0 })),
    types: options.headTypes.map((type) => ({ value: String(type.id), label: label('headType', type.id), count: type.count })),
    epcLabels: options.epcLabels.map((epc) => ({ value: epc.label, label: epc.label, count: epc.count })),
    prices: options.prices,
  };
}

export default async function EstateListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [site, t, query] = await Promise.all([
    currentSite(),
    getTranslations({ locale, namespace: 'EstateList' }),
    searchParams.then(parseEstateQuery),
  ]);
  const queryString = serializeEstateQuery(query).toString();
  const [options, firstPage, collection] = await Promise.all([
    loadEstateFilterOptions(site.id, locale, query),
    query.view === 'gallery' ? loadEstateListPage(site.id, locale, query, 0) : null,
    query.collection ? getEstateCollection({ siteId: site.id, locale }, query.collection) : null,
  ]);
  const selectedCities = options.locations
    .filter((location) => query.city.includes(location.id))
    .map((location) => ({ id: location.id, name: cityName(location, locale), zip: location.zip }));

  return (
    <>
      <PageHeading title={t('title')} lead={collection ? pickLocalized(collection.name, locale) : undefined} />
      <QueryProvider>
        <EstateSearchShell query={query} queryString={queryString} options={await toOptionsView(options, locale)} selectedCities={selectedCities}>
          {firstPage === null ? (
            <EstateMapLoader queryString={queryString} tiles={mapTiles()} />
          ) : firstPage.error ? (
            <div className="empty-state" role="alert">
              <p>{t('error')}</p>
              <a className="button" href={`?${queryString}`}>
                {t('retry')}
              </a>
            </div>
          ) : firstPage.total === 0 ? (
            <div className="empty-state">
              <p>
                <strong>{t('empty')}</strong>
              </p>
              <p>{t('emptyHint')}</p>
              <Link className="button" href="/estates">
                {t('clearFilters')}
              </Link>
            </div>
          ) : (
            <EstateResults key={queryString} initialPage={firstPage} queryString={queryString} grouping={query.group} />
          )}
        </EstateSearchShell>
      </QueryProvider>
    </>
  );
}
