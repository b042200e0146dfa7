import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { PageHeading } from '@/components/ui/page-heading';
import { RichText } from '@/components/ui/rich-text';
import { getPageByUrl } from '@/lib/site-api/content';
import { currentSiteId } from '@/lib/tenancy/current-site';

type Props = { params: Promise<{ locale: Locale; rest: string[] }> };

const URL_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Any other path under a locale is a CMS page of the site, or the localised 404. */
const loadPage = cache(async (locale: Locale, rest: string[]) => {
  const url = rest.map((segment) => decodeURIComponent(segment)).join('/');
  if (!URL_PATTERN.test(url)) notFound();
  const page = await getPageByUrl({ siteId: await currentSiteId(), locale }, url);
  if (!page) notFound();
  return page;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rest } = await params;
  const page = await loadPage(locale, rest);
  return { title: page.title, description: page.description ?? undefined };
}

export default async function CmsPage({ params }: Props) {
  const { locale, rest } = await params;
  setRequestLocale(locale);
  const page = await loadPage(locale, rest);
  return (
    <article>
      <PageHeading title={page.title} lead={page.description ?? undefined} />
      <div className="container">
        <RichText html={page.body} />
      </div>
    </article>
  );
}
