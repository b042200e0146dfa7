import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { todayInBelgium } from '@/lib/domain/dates';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { loadRentalUnitPage } from '@/lib/rental-units/rental-page';
import { plainExcerpt } from '@/lib/seo/estate-metadata';
import { getRentalUnitPeriods } from '@/lib/site-api/rental-units';
import { requestOrigin } from '@/lib/tenancy/origin';
import { RentalDetailView } from '@/components/rental-units/rental-detail-view';

type Props = { params: Promise<{ locale: Locale; rentalUnitId: string }> };

function rentalPaths(id: number): Record<Locale, string> {
  return Object.fromEntries(
    routing.locales.map((locale) => [locale, getPathname({ href: { pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: id } }, locale })]),
  ) as Record<Locale, string>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rentalUnitId } = await params;
  const [{ unit, view }, t] = await Promise.all([loadRentalUnitPage(locale, rentalUnitId), getTranslations({ locale, namespace: 'HolidayDetail' })]);
  const paths = rentalPaths(unit.id);
  const photo = view.photos[0];
  const description =
    plainExcerpt(view.descriptionHtml) || t('metaDescription', { kind: view.kind, city: view.city, count: unit.general.maxOccupation ?? 0 });
  return {
    title: view.title,
    description,
    alternates: { canonical: paths[locale], languages: { ...paths, 'x-default': paths[routing.defaultLocale] } },
    openGraph: { title: view.title, description, type: 'website', url: paths[locale], ...(photo ? { images: [{ url: photo.file }] } : {}) },
  };
}

export default async function RentalUnitPage({ params }: Props) {
  const { locale, rentalUnitId } = await params;
  setRequestLocale(locale);
  const { site, unit, view } = await loadRentalUnitPage(locale, rentalUnitId);
  const [periods, origin] = await Promise.all([getRentalUnitPeriods({ siteId: site.id, locale }, unit.id), requestOrigin()]);
  const url = new URL(rentalPaths(unit.id)[locale], origin).toString();
  return <RentalDetailView unit={unit} view={view} periods={periods} today={todayInBelgium()} locale={locale} url={url} />;
}
