import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { CompareView } from '@/components/compare/compare-view';
import { loadComparison } from '@/lib/estates/compare/load-comparison';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type Props = {
  params: Promise<{ site: string; locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One visitor's choice, read from the URL: rendered for each request (on cached data), never cached itself, and noindex. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'Compare' })]);
  // Every link names other listings: nothing here a search engine should keep.
  return pageMetadata({ locale, site, title: t('title'), description: t('description'), paths: null, noindex: 'follow' });
}

/** Server-rendered from `?ids=`: a shared link shows the same comparison, with or without JavaScript. */
export default async function ComparePage({ params, searchParams }: Props) {
  const { siteId, locale } = await siteOf(params);
  const raw = await searchParams;
  const comparison = await loadComparison(siteId, locale, raw);
  return <CompareView locale={locale} comparison={comparison} />;
}
