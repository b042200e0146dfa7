import type { Metadata } from 'next';
import type { ListProps } from '@/lib/listing/list-props';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { formatDayWithWeekday, nightsBetween } from '@/lib/domain/dates';
import { pickLocalized } from '@/lib/domain/localized';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { RentalResults } from '@/components/rental-units/rental-results';
import { RentalSearchShell, type RentalFilterOptionsView } from '@/components/rental-units/rental-search-shell';
import { PageHeading } from '@/components/ui/page-heading';
import { ListEmptyState, ListErrorState, ListNotice } from '@/components/listing/list-states';
import { answerFailedSearch } from '@/lib/listing/list-outage';
import { listMetadata } from '@/lib/seo/list-metadata';
import { loadRentalFilterOptions, loadRentalListPage } from '@/lib/rental-units/rental-list';
import { RENTAL_PAGE_SIZE, type RentalQuery } from '@/lib/rental-units/search-query';
import { hasRentalFilters, readRentalQuery, rentalQueryString } from '@/lib/rental-units/url-state';
import { pageOffset, parseListPage } from '@/lib/listing/paging';
import type { RentalUnitFilters } from '@/lib/site-api/schemas';
import { currentSite, enterSite } from '@/lib/tenancy/current-site';

export async function rentalListMetadata({ params, raw }: ListProps): Promise<Metadata> {
  const { locale } = await params;
  await enterSite(params);
  const [site, t] = await Promise.all([currentSite(), getTranslations({ locale, namespace: 'HolidayList' })]);
  return listMetadata({
    pathname: '/holiday',
    locale,
    site,
    title: t('title'),
    description: t('description', { site: site.name }),
    filtered: hasRentalFilters(readRentalQuery(raw)) || parseListPage(raw, RENTAL_PAGE_SIZE) > 1,
  });
}

/**
 * The filter data as form options in the visitor's language. A chosen value the answer no longer lists
 * (a period just booked) stays listed, so the form shows what the URL asks and the visitor can undo it.
 */
function toOptionsView(
  filters: RentalUnitFilters,
  query: RentalQuery,
  locale: Locale,
  stayLabel: (stay: { start: string; end: string }) => string,
): RentalFilterOptionsView {
  const withChosen = <T extends { value: string }>(options: T[], chosen: number[], label: (id: number) => T) => {
    const listed = new Set(options.map((option) => option.value));
    return [...options, ...chosen.filter((id) => !listed.has(String(id))).map(label)];
  };
  const arrivals = [...new Set(filters.periodStartDates)].sort();
  // Only the stays from the chosen arrival day: another day is a new page, with its own.
  const stays = filters.periodDates.filter((stay) => stay.start === query.arrival);
  if (query.stay && !stays.some((s) => s.start === query.stay?.start && s.end === query.stay.end)) stays.push(query.stay);
  return {
    locations: withChosen(
      filters.locations.map((l) => ({ value: String(l.id), label: pickLocalized(l.name, locale) })),
      query.location,
      (id) => ({ value: String(id), label: String(id) }),
    ),
    kinds: withChosen(
      filters.subKinds.map((k) => ({ value: String(k.id), label: pickLocalized(k.name, locale) })),
      query.kind,
      (id) => ({ value: String(id), label: String(id) }),
    ),
    cities: withChosen(
      filters.cities.map((c) => ({ value: String(c.id), label: c.name })),
      query.city,
      (id) => ({ value: String(id), label: String(id) }),
    ),
    maxGuests: Math.max(0, ...filters.maxOccupations, query.guests ?? 0),
    periodTypes: filters.periodTypes.map((type) => ({ value: type.code, label: pickLocalized(type.name, locale) })),
    arrivalDays: arrivals.map((day) => ({ value: day, label: formatDayWithWeekday(day, locale) })),
    stays: stays.map((stay) => ({ ...stay, label: stayLabel(stay) })),
  };
}

export async function HolidayListPage({ params, raw, cachedRoute = false }: ListProps) {
  const { locale } = await params;
  await enterSite(params);
  const [site, t] = await Promise.all([currentSite(), getTranslations({ locale, namespace: 'HolidayList' })]);
  const query = readRentalQuery(raw);
  const page = parseListPage(raw, RENTAL_PAGE_SIZE);
  const queryString = rentalQueryString(query);
  const [filters, firstPage] = await Promise.all([
    loadRentalFilterOptions(site.id, locale, query),
    loadRentalListPage(site, locale, query, pageOffset(page, RENTAL_PAGE_SIZE)),
  ]);
  // A page past the last one is no page: a stale or made-up link.
  if (page > 1 && !firstPage.error && firstPage.cards.length === 0) notFound();
  // A failed search shows the error state with a retry, never "no results", and is answered as the outage it is.
  answerFailedSearch(firstPage.error, cachedRoute);
  const options = toOptionsView(filters, query, locale, (stay) =>
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
