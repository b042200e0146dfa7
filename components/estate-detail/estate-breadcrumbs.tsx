import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { loadEstateLandingCrumbs } from '@/lib/estates/landing-data';
import type { EstateOnOffer } from '@/lib/estates/landing-phrase';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/seo/breadcrumbs';

type Props = { siteId: number; locale: Locale; origin: URL; estate: EstateOnOffer; items: readonly BreadcrumbItem[] };

/** An estate's trail: the offer, the landing pages its listing falls under, then `items` (the estate, or its project and the unit). */
export async function EstateBreadcrumbs({ siteId, locale, origin, estate, items }: Props) {
  const [t, landingCrumbs] = await Promise.all([getTranslations({ locale, namespace: 'EstateList' }), loadEstateLandingCrumbs(siteId, locale, estate)]);
  return <Breadcrumbs locale={locale} origin={origin} items={[{ name: t('title'), href: '/estates' }, ...landingCrumbs, ...items]} />;
}
