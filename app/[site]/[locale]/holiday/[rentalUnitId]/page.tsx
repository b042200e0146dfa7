import '@/components/estate-detail/detail-page-styles';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { todayInBelgium } from '@/lib/rules/dates';
import { loadRentalUnitPage } from '@/lib/rental-units/rental-page';
import { plainExcerpt } from '@/lib/seo/estate-metadata';
import { rentalUnitPaths } from '@/lib/seo/localized-paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getRentalUnitPeriods } from '@/lib/site-api/rental-units';
import { RentalDetailView } from '@/components/rental-units/rental-detail-view';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { renderedOnDemand } from '@/lib/cache/on-demand';
import { withNotFoundMetadata, withNotFoundView } from '@/lib/cache/not-found-page';

type Props = { params: Promise<{ site: string; locale: Locale; rentalUnitId: string }> };

/** Rendered per site, language and path on the first view, then served from the cache (lib/cache/on-demand.ts). */
export const generateStaticParams = renderedOnDemand;

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { rentalUnitId } = await params;
  const { siteId, locale } = await siteOf(params);
  const site = await siteById(siteId);
  const [{ unit, view }, t] = await Promise.all([loadRentalUnitPage(site, locale, rentalUnitId), getTranslations({ locale, namespace: 'HolidayDetail' })]);
  const photo = view.photos[0];
  const description =
    plainExcerpt(view.descriptionHtml) || t('metaDescription', { kind: view.kind, city: view.city, count: unit.general.maxOccupation ?? 0 });
  return pageMetadata({
    locale,
    site,
    title: view.title,
    description,
    paths: rentalUnitPaths(unit.id),
    image: photo ? { url: photo.file, alt: view.title } : null,
  });
}

async function RentalUnitPage({ params }: Props) {
  const { rentalUnitId } = await params;
  const { siteId, locale, origin } = await siteOf(params);
  const site = await siteById(siteId);
  const { unit, view } = await loadRentalUnitPage(site, locale, rentalUnitId);
  const [periods, tList] = await Promise.all([
    getRentalUnitPeriods({ siteId, locale }, unit.id),
    getTranslations({ locale, namespace: 'HolidayList' }),
  ]);
  const url = new URL(rentalUnitPaths(unit.id)[locale], origin).toString();
  return (
    <>
      <Breadcrumbs
        locale={locale}
        origin={origin}
        items={[
          { name: tList('title'), href: '/holiday' },
          { name: view.title, href: { pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: unit.id } } },
        ]}
      />
      <RentalDetailView view={view} periods={periods} today={todayInBelgium()} locale={locale} url={url} phone={site.contact.phone || null} />
    </>
  );
}

export const generateMetadata = withNotFoundMetadata(metadataOf);
/** An unknown id or path is the 404, in the server HTML (lib/cache/not-found-page.tsx). */
export default withNotFoundView(RentalUnitPage);
