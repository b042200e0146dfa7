import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { FavouritesList, type ServerFavourites } from '@/components/favourites/favourites-list';
import { getFavouriteOutcomes } from '@/lib/favourites/favourite-answers';
import { FAVOURITES_COOKIE, parseFavouritesCookie } from '@/lib/favourites/favourites-store';
import { CompareTray } from '@/components/compare/compare-selection';
import { PriceWatchOffer } from '@/components/favourites/price-watch-offer';
import { ClientMessages } from '@/components/providers/client-messages';
import { getPathname } from '@/lib/i18n/pathname';
import { QueryProvider } from '@/components/providers/query-provider';
import { recaptchaConfig } from '@/lib/env';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale }> };

/** One visitor's page (a token link, their favourites): rendered for each request, never cached, and noindex. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t, tFavourites] = await Promise.all([
    siteById(siteId),
    getTranslations({ locale, namespace: 'Favorites' }),
    getTranslations({ locale, namespace: 'Favourites' }),
  ]);
  // Every visitor's list is their own and empty to a crawler: nothing here to index.
  return pageMetadata({ locale, site, title: t('title'), description: tFavourites('intro'), paths: null, noindex: 'follow' });
}

/**
 * The list as the visitor's mirror cookie names it, with its first cards read from the site API's cached
 * estate calls; null without the cookie (a first visit, cookies blocked), when the browser fills the list.
 */
async function serverFavourites(siteId: number, locale: Locale): Promise<ServerFavourites | null> {
  const ids = parseFavouritesCookie((await cookies()).get(FAVOURITES_COOKIE)?.value);
  if (ids === null) return null;
  return { ids, outcomes: await getFavouriteOutcomes({ siteId, locale }, ids), readAt: Date.now() };
}

/** The heading renders on the server, and so do the visitor's first cards when their cookie names them; storage stays the truth. */
export default async function FavoritesPage({ params }: Props) {
  const { siteId, locale } = await siteOf(params);
  const [t, tFavourites, tNoScript, server] = await Promise.all([
    getTranslations({ locale, namespace: 'Favorites' }),
    getTranslations({ locale, namespace: 'Favourites' }),
    getTranslations({ locale, namespace: 'NoScript' }),
    serverFavourites(siteId, locale),
  ]);
  return (
    <>
      <PageHeading title={t('title')} lead={tFavourites('intro')} />
      <div className="container">
        {/* The list lives in the browser: without a script (and without the cookie that mirrors it) it cannot show. */}
        {server === null ? (
          <noscript>
            <p className="notice">
              {tNoScript('favourites')} <a href={getPathname({ href: '/estates', locale })}>{tFavourites('browseEstates')}</a>
            </p>
          </noscript>
        ) : null}
        <ClientMessages locale={locale} namespaces={['Favourites']}>
          <QueryProvider>
            <FavouritesList estatesHref={getPathname({ href: '/estates', locale })} server={server} />
          </QueryProvider>
        </ClientMessages>
        <ClientMessages locale={locale} namespaces={['PriceWatch']}>
          <PriceWatchOffer recaptchaSiteKey={recaptchaConfig()?.siteKey ?? null} />
        </ClientMessages>
        <CompareTray />
      </div>
    </>
  );
}
