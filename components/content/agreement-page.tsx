import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { formatDate } from '@/lib/rules/format';
import { localizedPaths } from '@/lib/seo/localized-paths';
import { pageMetadata, type PageMetadataInput } from '@/lib/seo/page-metadata';
import { getAgreements } from '@/lib/site-api/content';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeading } from '@/components/ui/page-heading';
import { RichText } from '@/components/ui/rich-text';
import { siteNameArgs } from '@/lib/i18n/name-args';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type AgreementType = 'privacy' | 'terms';
const namespaces = { privacy: 'Privacy', terms: 'Terms' } as const;
const pathnames = { privacy: '/privacy', terms: '/terms' } as const;

/**
 * Privacy statement and terms of use come from the agreements call: the spec's privacy-statement
 * operation always rejects (document 000, section 7).
 */
async function loadAgreement(type: AgreementType, siteId: number, locale: Locale) {
  const agreements = await getAgreements({ siteId, locale });
  return agreements.find((a) => a.type === type) ?? null;
}

export async function agreementMetadata(type: AgreementType, site: PageMetadataInput['site'], locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: namespaces[type] });
  return pageMetadata({ locale, site, title: t('title'), description: t('description', siteNameArgs(site.name)), paths: localizedPaths(pathnames[type]) });
}

type AgreementPageProps = { type: AgreementType; siteId: number; locale: Locale; origin: URL };

async function AgreementPage({ type, siteId, locale, origin }: AgreementPageProps) {
  setRequestLocale(locale);
  const [t, agreement] = await Promise.all([
    getTranslations({ locale, namespace: namespaces[type] }),
    loadAgreement(type, siteId, locale),
  ]);
  return (
    <article>
      <Breadcrumbs locale={locale} origin={origin} items={[{ name: t('title'), href: pathnames[type] }]} />
      <PageHeading title={t('title')} lead={agreement ? `${agreement.title} · ${agreement.version} · ${formatDate(agreement.updatedAt)}` : undefined} />
      <div className="container">{agreement ? <RichText html={agreement.body} /> : null}</div>
    </article>
  );
}

type RouteProps = { params: Promise<{ site: string; locale: Locale }> };

/** The privacy or terms route: its metadata and its page, for the site and language the request names. */
export function agreementRoute(type: AgreementType) {
  return {
    generateMetadata: async ({ params }: RouteProps): Promise<Metadata> => {
      const { siteId, locale } = await siteOf(params);
      return agreementMetadata(type, await siteById(siteId), locale);
    },
    Page: async ({ params }: RouteProps) => {
      const { siteId, locale, origin } = await siteOf(params);
      return <AgreementPage type={type} siteId={siteId} locale={locale} origin={origin} />;
    },
  };
}
