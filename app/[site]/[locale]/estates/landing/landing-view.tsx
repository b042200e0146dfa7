import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGE_SIZE, type Locale } from '@/lib/rules';
import { formatCurrency } from '@/lib/rules/format';
import { EstateCardView } from '@/components/estates/estate-card-view';
import { EstateSearchShell } from '@/components/estates/estate-search-shell';
import { LandingLinkList } from '@/components/estates/landing-links';
import { CompareTray } from '@/components/compare/compare-selection';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { selectedCityChoices, toOptionsView } from '@/lib/estates/filter-options-view';
import { landingQuery } from '@/lib/estates/landing';
import { landingPath, loadLandingPage, type LandingPageData } from '@/lib/estates/landing-page';
import { landingCrumbs, landingLinks, landingPhrase, type LandingTexts } from '@/lib/estates/landing-phrase';
import { estateQueryString } from '@/lib/estates/url-state';
import { getPathname } from '@/lib/i18n/pathname';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { itemListJsonLd } from '@/lib/seo/item-list';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { cardPhotoPriority } from '@/lib/media/card-photo-priority';
import './landing.css';

export type LandingProps = {
  params: Promise<{ site: string; locale: Locale; page: string; estateId: string; slug: string; entityId?: string }>;
};

async function load({ params }: LandingProps) {
  const { page, estateId, slug, entityId } = await params;
  const { siteId, locale, origin } = await siteOf(params);
  const segments = entityId === undefined ? [estateId, slug] : [estateId, slug, entityId];
  const [data, site, t] = await Promise.all([
    loadLandingPage(siteId, locale, segments, page),
    siteById(siteId),
    getTranslations({ locale, namespace: 'Landing' }),
  ]);
  return { data, site, t, locale, origin };
}

function introOf(t: LandingTexts, data: LandingPageData, siteName: string, locale: Locale): string[] {
  const { min, max } = data.options.prices;
  return [
    t('intro', { site: siteName, phrase: landingPhrase(t, data.landing, data.index, locale, data.results.total) }),
    ...(min !== null && max !== null && min < max ? [t('introPrices', { min: formatCurrency(min), max: formatCurrency(max) })] : []),
    t('introList'),
  ];
}

export async function landingMetadata(props: LandingProps): Promise<Metadata> {
  const { data, site, t, locale } = await load(props);
  const [first] = introOf(t, data, site.name, locale);
  return pageMetadata({ locale, site, title: landingPhrase(t, data.landing, data.index, locale, data.results.total), description: first, paths: data.paths });
}

/** The list's address with the landing page's own search: where its filters lead, and its "see all". */
function listOf(data: LandingPageData, locale: Locale) {
  const query = landingQuery(data.landing);
  const queryString = estateQueryString(query);
  const listPath = getPathname({ href: '/estates', locale });
  return { query, queryString, listPath, allHref: `${listPath}?${queryString}` };
}

/**
 * A landing page: live count in the heading, a generated introduction, the list's filter form set to the
 * page's search (a change leads to the list), the results of one page, a link to the same search in the
 * list, links to the narrower pages.
 */
export async function LandingPage(props: LandingProps) {
  const { data, site, t, locale, origin } = await load(props);
  const { landing, index, results, page } = data;
  const { query, queryString, listPath, allHref } = listOf(data, locale);
  const [tList, optionsView, selectedCities] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateList' }),
    toOptionsView(data.options, query, locale),
    selectedCityChoices(site.id, locale, query, data.options),
  ]);
  const heading = landingPhrase(t, landing, index, locale, results.total);
  const pages = Math.ceil(results.total / PAGE_SIZE);
  const crumbs: BreadcrumbItem[] = [
    { name: tList('title'), href: '/estates' },
    ...landingCrumbs(t, landing, index, locale),
  ];
  const ownPath = landingPath(landing, locale, index) ?? '';
  const pageLink = (n: number) => (n > 1 ? `${ownPath}?page=${n}` : ownPath);

  return (
    <>
      <Breadcrumbs locale={locale} origin={origin} items={crumbs} />
      <PageHeading title={heading}>
        <div className="landing__intro">
          {introOf(t, data, site.name, locale).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      </PageHeading>
      <ClientMessages locale={locale} namespaces={['EstateList', 'MapArea']}>
        <QueryProvider>
          <EstateSearchShell
            query={query}
            queryString={queryString}
            options={optionsView}
            selectedCities={selectedCities}
            subscribeHref={getPathname({ href: '/subscribe', locale })}
            listPath={listPath}
          >
            <section className="landing" aria-label={heading}>
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
              <p className="landing__all">
                <a href={allHref}>{t('seeAll', { count: results.total })}</a>
              </p>
            </section>
          </EstateSearchShell>
        </QueryProvider>
        <CompareTray />
      </ClientMessages>
      <LandingLinkList
        title={landing.type ? t('byCity') : t('byType')}
        links={landingLinks(t, index.narrower(landing), index, locale)}
        className="container landing__narrower"
      />
      <JsonLd data={itemListJsonLd(heading, results.total, results.offset, results.cards, origin)} />
    </>
  );
}
