import type { Metadata } from 'next';
import type { ListProps } from '@/lib/listing/list-props';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formatDayWithWeekday, nightsBetween } from '@/lib/rules/dates';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { RentalResults } from '@/components/rental-units/rental-results';
import { RentalSearchShell } from '@/components/rental-units/rental-search-shell';
import { PageHeading } from '@/components/ui/page-heading';
import { ListEmptyState, ListErrorState, ListNotice } from '@/components/listing/list-states';
import { answerFailedSearch } from '@/lib/listing/list-outage';
import { listMetadata } from '@/lib/seo/list-metadata';
import { rentalOptionsView } from '@/lib/rental-units/filter-options-view';
import { loadRentalFilterOptions, loadRentalListPage } from '@/lib/rental-units/rental-list';
import { hasRentalFilters, readRentalQuery, rentalQueryString } from '@/lib/rental-units/url-state';
import { pageOffset, parseListPage } from '@/lib/listing/paging';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { PAGE_SIZE } from '@/lib/rules';

export async function rentalListMetadata({ params, raw }: ListProps): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'HolidayList' })]);
  return listMetadata({
    pathname: '/holiday',
    locale,
    site,
    title: t('title'),
    description: t('description', { site: site.name }),
    filtered: hasRentalFilters(readRentalQuery(raw)) || parseListPage(raw, PAGE_SIZE) > 1,
  });
}

export async function HolidayListPage({ params, raw, cachedRoute = false }: ListProps) {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'HolidayList' })]);
  const query = readRentalQuery(raw);
  const page = parseListPage(raw, PAGE_SIZE);
  const queryString = rentalQueryString(query);
  const [filters, firstPage] = await Promise.all([
    loadRentalFilterOptions(site.id, locale, query),
    loadRentalListPage(site, locale, query, pageOffset(page, PAGE_SIZE)),
  ]);
  // A page past the last one is no page: a stale or made-up link.
  if (page > 1 && !firstPage.error && firstPage.cards.length === 0) notFound();
  // A failed search shows the error state with a retry, never "no results", and is answered as the outage it is.
  answerFailedSearch(firstPage.error, cachedRoute);
  const options = rentalOptionsView(filters, query, locale, (stay) =>
    t('stayOption', {
      nights: nightsBetween(stay.start, stay.end),
      start: formatDayWithWeekday(stay.start, locale),
      end: formatDayWithWeekday(stay.end, locale),
    }),
  );

  return (
    <>
      <PageHeading title={t('title')} lead={t('description', { site: site.name })} />
      <ClientMessages locale={locale} namespaces={['HolidayList']}>
        <QueryProvider>
          <RentalSearchShell query={query} queryString={queryString} options={options}>
            {filters.error ? <ListNotice message={t('filtersError')} /> : null}
            {firstPage.error ? (
              <ListErrorState queryString={queryString} message={t('error')} retry={t('retry')} />
            ) : firstPage.total === 0 ? (
              <ListEmptyState title={t('empty')} hint={t('emptyHint')} href="/holiday" action={t('reset')} />
            ) : (
              <RentalResults key={`${queryString}#${page}`} initialPage={firstPage} queryString={queryString} page={page} />
            )}
          </RentalSearchShell>
        </QueryProvider>
      </ClientMessages>
    </>
  );
}
