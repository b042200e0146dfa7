import '@/components/estate-detail/detail-page-styles';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { ensureCanonicalSlug, loadEstate, loadProjectUnitRows } from '@/lib/estates/estate-page';
import { EstateDetailView } from '@/components/estate-detail/estate-detail-view';
import { EstateBreadcrumbs } from '@/components/estate-detail/estate-breadcrumbs';
import { estateHref } from '@/lib/estates/estate-href';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { estateMetadata, estatePaths } from '@/lib/seo/estate-metadata';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { renderedOnDemand } from '@/lib/cache/on-demand';
import { withNotFoundMetadata, withNotFoundView } from '@/lib/cache/not-found-page';

type Props = { params: Promise<{ site: string; locale: Locale; estateId: string; slug: string }> };

/** Rendered per site, language and path on the first view, then served from the cache (lib/cache/on-demand.ts). */
export const generateStaticParams = renderedOnDemand;

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { estateId } = await params;
  const { siteId, locale } = await siteOf(params);
  const [estate, site] = await Promise.all([loadEstate(siteId, locale, estateId), siteById(siteId)]);
  return estateMetadata(estate, locale, await estatePaths(estate), site);
}

async function EstateDetailPage({ params }: Props) {
  const { estateId, slug } = await params;
  const { siteId, locale, origin } = await siteOf(params);
  const estate = await loadEstate(siteId, locale, estateId);
  await ensureCanonicalSlug(locale, estate, slug);
  const [paths, units, label] = await Promise.all([estatePaths(estate), loadProjectUnitRows(siteId, locale, estate), getEnumLabel(locale)]);
  const title = pickLocalized(estate.general.title, locale);
  return (
    <>
      <EstateBreadcrumbs siteId={siteId} locale={locale} origin={origin} estate={estate} items={[{ name: title, href: estateHref(estate, locale, label) }]} />
      <EstateDetailView estate={estate} locale={locale} siteId={siteId} url={new URL(paths[locale], origin).toString()} units={units} />
    </>
  );
}

export const generateMetadata = withNotFoundMetadata(metadataOf);
/** An unknown id or path is the 404, in the server HTML (lib/cache/not-found-page.tsx). */
export default withNotFoundView(EstateDetailPage);
