import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { ensureCanonicalSlug, loadEstate } from '@/lib/estates/estate-page';
import { EstateDetailView } from '@/components/estate-detail/estate-detail-view';
import { estateMetadata, estatePaths } from '@/lib/seo/estate-metadata';
import { getEstateGroup } from '@/lib/site-api/estates';
import { currentSiteId } from '@/lib/tenancy/current-site';
import { requestOrigin } from '@/lib/tenancy/origin';

type Props = { params: Promise<{ locale: Locale; estateId: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, estateId } = await params;
  const estate = await loadEstate(locale, estateId);
  return estateMetadata(estate, locale, await estatePaths(estate));
}

export default async function EstateDetailPage({ params }: Props) {
  const { locale, estateId, slug } = await params;
  setRequestLocale(locale);
  const estate = await loadEstate(locale, estateId);
  await ensureCanonicalSlug(locale, estate, slug);
  const siteId = await currentSiteId();
  const [paths, origin, group] = await Promise.all([
    estatePaths(estate),
    requestOrigin(),
    estate.general.project ? getEstateGroup({ siteId, locale }, estate.general.id) : null,
  ]);
  return <EstateDetailView estate={estate} locale={locale} siteId={siteId} url={new URL(paths[locale], origin).toString()} group={group} />;
}
