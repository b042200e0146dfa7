import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { EstateCardView } from '@/components/estates/estate-card-view';
import { PopularSearches } from '@/components/estates/landing-links';
import { CompareTray } from '@/components/compare/compare-selection';
import { cardPhotoPriority } from '@/lib/media/card-photo-priority';
import { JsonLd } from '@/components/seo/json-ld';
import { SocialFeedBlock } from '@/components/social-feed/social-feed-block';
import { getCardMapper } from '@/lib/estates/card-mapper';
import { Link } from '@/lib/i18n/server-link';
import { agencyJsonLd } from '@/lib/seo/agency';
import { listingImage } from '@/lib/seo/estate-metadata';
import { localizedPaths } from '@/lib/seo/localized-paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { newestSearchBody } from '@/lib/estates/search-query';
import { searchEstates } from '@/lib/site-api/estates';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { siteNameArgs } from '@/lib/i18n/name-args';

type Props = { params: Promise<{ site: string; locale: Locale }> };

const NEWEST_COUNT = 9;

/** The newest listings on offer (the plain list's first ones), asked once per request by the page and its metadata alike. */
const newestListings = cache((siteId: number, locale: Locale) =>
  searchEstates({ siteId, locale }, newestSearchBody(NEWEST_COUNT)),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const site = await siteById(siteId);
  const [t, tMeta, newest] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    newestListings(site.id, locale),
  ]);
  // A shared link to the agency shows its newest listing with a photo.
  const shown = newest.results.find((estate) => estate.pictures.length > 0);
  return pageMetadata({
    locale,
    site,
    title: `${site.name} | ${t('newest')}`,
    absoluteTitle: true,
    description: pickLocalized(site.slogan, locale) || tMeta('homeDescription', siteNameArgs(site.name)),
    paths: localizedPaths('/'),
    image: shown ? listingImage(shown, locale) : null,
  });
}

export default async function HomePage({ params }: Props) {
  const { siteId, locale, origin } = await siteOf(params);
  const site = await siteById(siteId);
  const [t, tError, toCard, newest] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Error' }),
    getCardMapper(locale),
    newestListings(site.id, locale),
  ]);

  return (
    <>
      <JsonLd data={agencyJsonLd(site, locale, origin)} />
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{t('title', { site: site.name })}</h1>
          <p className="hero__intro">{pickLocalized(site.slogan, locale) || t('intro')}</p>
          <p className="hero__actions">
            <Link href="/estates" className="button button--primary">
              {t('viewAll')}
            </Link>
            <Link href="/holiday" className="button">
              {t('viewHoliday')}
            </Link>
          </p>
        </div>
      </section>
      <section className="container section" aria-labelledby="newest-heading">
        <h2 id="newest-heading">{t('newest')}</h2>
        {newest.error ? (
          // The spec turns a failed search into an empty result carrying the error: say so, not "no listings".
          <p className="empty-state" role="alert">
            {tError('description')}
          </p>
        ) : newest.results.length === 0 ? (
          <p className="empty-state">{t('empty')}</p>
        ) : (
          <ul className="card-grid">
            {newest.results.map((estate, index) => (
              <li key={estate.general.id}>
                <EstateCardView card={toCard(estate)} priority={cardPhotoPriority(index)} />
              </li>
            ))}
          </ul>
        )}
        <CompareTray />
      </section>
      <section className="container section" aria-labelledby="valuation-heading">
        <h2 id="valuation-heading">{t('valuationTitle')}</h2>
        <p>{t('valuationText')}</p>
        <p>
          <Link href="/valuation" className="button button--primary">
            {t('valuationAction')}
          </Link>
        </p>
      </section>
      <PopularSearches siteId={site.id} locale={locale} query={null} className="container section" />
      <SocialFeedBlock locale={locale} siteId={site.id} className="container section" />
    </>
  );
}
