import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { formatCurrency } from '@/lib/domain/format';
import { EstateCardView } from '@/components/estates/estate-card-view';
import { CompareTray } from '@/components/compare/compare-selection';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { landingWords, type Landing, type LandingIndex } from '@/lib/estates/landing';
import { landingHref, landingPath, loadLandingPage, type LandingPageData } from '@/lib/estates/landing-page';
import { PAGE_SIZE } from '@/lib/estates/search-query';
import { Link } from '@/lib/i18n/server-link';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { itemListJsonLd } from '@/lib/seo/item-list';
import { currentSite, enterSite } from '@/lib/tenancy/current-site';
import { requestOrigin } from '@/lib/tenancy/origin';
import { cardPhotoPriority } from '@/lib/media/card-photo-priority';
import './landing.css';

export type LandingProps = {
  params: Promise<{ site: string; locale: Locale; page: string; estateId: string; slug: string; entityId?: string }>;
};

type Texts = Awaited<ReturnType<typeof getTranslations<'Landing'>>>;

/** "12 apartments for sale in Ghent" (count given) or "Apartments for sale in Ghent" (a name for links). */
function phrase(t: Texts, landing: Landing, index: LandingIndex, locale: Locale, count?: number): string {
  const kind = landing.type ?? 'ANY';
  const what = count === undefined ? t(`names.${kind}`) : t(`counted.${kind}`, { count });
  return landing.cityId === null
    ? t('phrase', { what, transaction: landing.transaction })
    : t('phraseIn', { what, transaction: landing.transaction, city: index.places.name(landing.cityId, locale) });
}

async function load({ params }: LandingProps) {
  const { locale, page, estateId, slug, entityId } = await params;
  const { siteId } = await enterSite(params);
  const segments = entityId === undefined ? [estateId, slug] : [estateId, slug, entityId];
  const [data, site, t] = await Promise.all([
    loadLandingPage(siteId, locale, segments, page),
    currentSite(),
    getTranslations({ locale, namespace: 'Landing' }),
  ]);
  return { data, site, t, locale };
}

function introOf(t: Texts, data: LandingPageData, siteName: string, locale: Locale): string[] {
  const { min, max } = data.prices;
  return [
    t('intro', { site: siteName, phrase: phrase(t, data.landing, data.index, locale, data.results.total) }),
    ...(min !== null && max !== null && min < max ? [t('introPrices', { min: formatCurrency(min), max: formatCurrency(max) })] : []),
    t('introList'),
  ];
}

export async function landingMetadata(props: LandingProps): Promise<Metadata> {
  const { data, site, t, locale } = await load(props);
  const [first] = introOf(t, data, site.name, locale);
  return pageMetadata({ locale, site, title: phrase(t, data.landing, data.index, locale, data.results.total), description: first, paths: data.paths });
}

/** A landing page: live count in the heading, a generated introduction, the results of one page, links to the narrower pages. */
export async function LandingPage(props: LandingProps) {
  const { data, site, t, locale } = await load(props);
  const [tList, origin] = await Promise.all([getTranslations({ locale, namespace: 'EstateList' }), requestOrigin(site)]);
  const { landing, index, results, page } = data;
  const heading = phrase(t, landing, index, locale, results.total);
  const pages = Math.ceil(results.total / PAGE_SIZE);
  const hrefOf = (other: Landing) => {
    const words = landingWords(other, locale, index.places);
    return words ? landingHref(words) : null;
  };
  const broader: Landing = { ...landing, cityId: null };
  const crumbs: BreadcrumbItem[] = [{ name: tList('title'), href: '/estates' }];
  const broaderHref = landing.type && landing.cityId !== null && index.count(broader) > 0 ? hrefOf(broader) : null;
  if (broaderHref) crumbs.push({ name: phrase(t, broader, index, locale), href: broaderHref });
  const ownHref = hrefOf(landing);
  if (ownHref) crumbs.push({ name: phrase(t, landing, index, locale), href: ownHref });
  const narrower = index.narrower(landing);
  const ownPath = landingPath(landing, locale, index) ?? '';
  const pageLink = (n: number) => (n > 1 ? `${ownPath}?page=${n}` : ownPath);

  return (
    <>
      <Breadcrumbs locale={locale} items={crumbs} />
      <PageHeading title={heading}>
        <div className="landing__intro">
          {introOf(t, data, site.name, locale).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      </PageHeading>
      <section className="container landing" aria-label={heading}>
        <p className="estate-results__count">
          {results.offset > 0
            ? tList('countRange', { from: results.offset + 1, to: results.offset + results.cards.length, total: results.total })
            : tList('count', { shown: results.cards.length, total: results.total })}
        </p>
        <ul className="card-grid">
          {results.cards.map((card, at) => (
            <li key={card.id}>
              <EstateCardView card={card} priority={cardPhotoPriority(at)} headingLevel={2} />
            </li>
          ))}
        </ul>
        <CompareTray />
        {pages > 1 ? (
          <nav className="landing__pages" aria-label={t('pagination')}>
            {page > 1 ? (
              <a href={pageLink(page - 1)} rel="prev">
                {tList('previousPage')}
              </a>
            ) : null}
            <span>{t('pageOf', { page, pages })}</span>
            {page < pages ? (
              <a href={pageLink(page + 1)} rel="next">
                {tList('nextPage')}
              </a>
            ) : null}
          </nav>
        ) : null}
        {narrower.length > 0 ? (
          <nav className="landing__narrower" aria-label={landing.type ? t('byCity') : t('byType')}>
            <h2>{landing.type ? t('byCity') : t('byType')}</h2>
            <ul>
              {narrower.map(({ landing: other, count }) => {
                const href = hrefOf(other);
                return href ? (
                  <li key={`${other.type}-${other.cityId}`}>
                    <Link href={href}>{phrase(t, other, index, locale, count)}</Link>
                  </li>
                ) : null;
              })}
            </ul>
          </nav>
        ) : null}
        <JsonLd data={itemListJsonLd(heading, results.total, results.offset, results.cards, origin)} />
      </section>
    </>
  );
}
