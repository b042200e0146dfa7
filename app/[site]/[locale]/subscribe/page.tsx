import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { ClientMessages } from '@/components/providers/client-messages';
import { SubscribeForm } from '@/components/subscriptions/subscribe-form';
import { PageHeading } from '@/components/ui/page-heading';
import { recaptchaConfig } from '@/lib/env';
import { formPageMetadata } from '@/lib/seo/route-metadata';
import { loadSubscriptionChoices } from '@/lib/subscriptions/load-choices';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export const generateMetadata = formPageMetadata({ namespace: 'Subscribe', pathname: '/subscribe' });

/** "Keep me informed" (document 000, sections 1 and 2): the form, with the site's types to choose from. */
export default async function SubscribePage({ params }: Props) {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'Subscribe' })]);
  const { statuses, types } = await loadSubscriptionChoices(site.id, locale);
  return (
    <>
      <PageHeading title={t('title')} lead={t('intro')} />
      <div className="container">
        <ClientMessages locale={locale} namespaces={['SubscriptionForm', 'EstateList']}>
          <SubscribeForm choices={{ statuses, types }} recaptchaSiteKey={recaptchaConfig()?.siteKey ?? null} />
        </ClientMessages>
      </div>
    </>
  );
}
