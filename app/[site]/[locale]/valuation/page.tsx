import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { ValuationForm } from '@/components/forms/valuation-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { recaptchaConfig } from '@/lib/env';
import { siteNameArgs } from '@/lib/i18n/name-args';
import { localizedPaths } from '@/lib/seo/localized-paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'Valuation' })]);
  return pageMetadata({ locale, site, title: t('title'), description: t('description', siteNameArgs(site.name)), paths: localizedPaths('/valuation') });
}

/** The valuation request: an owner asks the agency what their property is worth. The same page for everyone. */
export default async function ValuationPage({ params }: Props) {
  const { locale } = await siteOf(params);
  const t = await getTranslations({ locale, namespace: 'Valuation' });
  return (
    <>
      <PageHeading title={t('title')} lead={t('intro')} />
      <div className="container">
        <ClientMessages locale={locale} namespaces={['ValuationForm']}>
          <ValuationForm recaptchaSiteKey={recaptchaConfig()?.siteKey ?? null} />
        </ClientMessages>
      </div>
    </>
  );
}
