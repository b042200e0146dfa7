import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/lib/rules';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeading } from '@/components/ui/page-heading';
import { RichText } from '@/components/ui/rich-text';
import { SocialFeedBlock } from '@/components/social-feed/social-feed-block';
import { cmsPagePath, cmsPageUrl, sameCmsUrl } from '@/lib/content/cms-url';
import { splitAtSocialFeedMarker } from '@/lib/social-feed/marker';
import { ContactPageActions } from '@/components/content/contact-page-actions';
import { isContactPage, withoutContactFormMarker } from '@/lib/content/contact-page';
import { plainExcerpt } from '@/lib/seo/estate-metadata';
import { cmsPagePaths } from '@/lib/seo/localized-paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getPageByUrl } from '@/lib/site-api/content';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { renderedOnDemand } from '@/lib/cache/on-demand';
import { withNotFoundMetadata, withNotFoundView } from '@/lib/cache/not-found-page';

type Props = { params: Promise<{ site: string; locale: Locale; rest: string[] }> };

/**
 * Any other path under a locale is a CMS page of the site, or the localised 404. The API also finds a page
 * by its URL in another language (the language switcher keeps the path it has): that moves, permanently,
 * to the page's own URL in this language.
 */
const loadPage = cache(async (siteId: number, locale: Locale, rest: string[]) => {
  const url = cmsPageUrl(rest);
  if (url === null) notFound();
  const page = await getPageByUrl({ siteId, locale }, url);
  if (!page) notFound();
  const own = page.urls[locale];
  if (own && !sameCmsUrl(own, url)) permanentRedirect(cmsPagePath(locale, own));
  return page;
});

/** Rendered per site, language and path on the first view, then served from the cache (lib/cache/on-demand.ts). */
export const generateStaticParams = renderedOnDemand;

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { rest } = await params;
  const { siteId, locale } = await siteOf(params);
  const [page, site] = await Promise.all([loadPage(siteId, locale, rest), siteById(siteId)]);
  return pageMetadata({
    locale,
    site,
    title: page.title,
    description: page.description || plainExcerpt(page.body),
    // The same paths as the sitemap's: a language the page has no URL in is left out of the set.
    paths: cmsPagePaths(page.urls),
    image: page.image ? { url: page.image, alt: page.title } : null,
  });
}

async function CmsPage({ params }: Props) {
  const { rest } = await params;
  const { siteId, locale, origin } = await siteOf(params);
  const [page, site] = await Promise.all([loadPage(siteId, locale, rest), siteById(siteId)]);
  // `<p>[social-feed]</p>` in the body places the social feed there.
  const body = splitAtSocialFeedMarker(withoutContactFormMarker(page.body));
  return (
    <article>
      <Breadcrumbs
        locale={locale}
        origin={origin}
        items={[{ name: page.title, href: { pathname: '/[...rest]', params: { rest: (page.urls[locale] || page.url).split('/') } } }]}
      />
      <PageHeading title={page.title} lead={page.description ?? undefined} />
      <div className="container">
        <RichText html={body.before} />
        {body.after === null ? null : (
          <>
            <SocialFeedBlock locale={locale} siteId={siteId} className="section" />
            <RichText html={body.after} />
          </>
        )}
        {isContactPage(page) ? <ContactPageActions agendaId={site.agendaId} locale={locale} /> : null}
      </div>
    </article>
  );
}

export const generateMetadata = withNotFoundMetadata(metadataOf);
/** An unknown id or path is the 404, in the server HTML (lib/cache/not-found-page.tsx). */
export default withNotFoundView(CmsPage);
