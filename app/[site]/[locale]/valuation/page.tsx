import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { ValuationForm } from '@/components/forms/valuation-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { recaptchaConfig } from '@/lib/env';
import { formPageMetadata } from '@/lib/seo/route-metadata';
import { siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export const generateMetadata = formPageMetadata({ namespace: 'Valuation', pathname: '/valuation' });

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
