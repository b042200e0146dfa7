import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { ClientMessages } from '@/components/providers/client-messages';
import { SubscriptionEditForm } from '@/components/subscriptions/subscription-edit-form';
import { PageHeading } from '@/components/ui/page-heading';
import { redirect } from '@/lib/i18n/pathname';
import { Link } from '@/lib/i18n/server-link';
import { findSubscription } from '@/lib/subscriptions/find-subscription';
import { loadSubscriptionChoices } from '@/lib/subscriptions/load-choices';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { perRequestParams, withRequestStatus } from '@/lib/http/per-request-page';

type Props = { params: Promise<{ site: string; locale: Locale; token: string }> };

/** One visitor's page (a token link, their favourites): rendered for each request, never cached, and noindex. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'SubscriptionEdit' })]);
  // One subscriber's page behind a secret link: never indexed, and its links lead nowhere for a crawler.
  return pageMetadata({ locale, site, title: t('title'), description: t('intro'), paths: null, noindex: 'nofollow' });
}

/** Editing a subscription through the link in its mail (document 000, sections 2 and 6). */
async function SubscriptionEditPage({ params }: Props) {
  const { token, siteId, locale } = await perRequestParams(params);
  const found = await findSubscription(siteId, token, locale);
  // An unknown or malformed token is the plain 404: it reveals nothing about other subscriptions.
  if (!found) notFound();
  // A price watch (favourites) has no search to change: its one choice is to stop. A cancelled
  // subscription has none either: its unsubscribe page says it is cancelled already.
  if (found.state === 'cancelled' || found.subscription.estateIds) redirect({ locale, href: { pathname: '/subscribe/unsubscribe/[token]', params: { token } } });
  const { subscription } = found;
  const [t, choices] = await Promise.all([
    getTranslations({ locale, namespace: 'SubscriptionEdit' }),
    loadSubscriptionChoices(siteId, locale, subscription.criteria),
  ]);
  return (
    <>
      <PageHeading title={t('title')} lead={t('intro')} />
      <div className="container">
        <ClientMessages locale={locale} namespaces={['SubscriptionForm', 'EstateList']}>
          <SubscriptionEditForm
            token={subscription.token}
            email={subscription.email}
            stored={{ locale: subscription.locale, criteria: subscription.criteria }}
            choices={{ statuses: choices.statuses, types: choices.types }}
            cities={choices.cities}
          />
        </ClientMessages>
        <p>
          {t.rich('unsubscribe', {
            link: (text) => <Link href={{ pathname: '/subscribe/unsubscribe/[token]', params: { token: subscription.token } }}>{text}</Link>,
          })}
        </p>
      </div>
    </>
  );
}

/** A 404 or an error is this page's own, in its server HTML and with its status (lib/http/per-request-page.tsx). */
export default withRequestStatus(SubscriptionEditPage);
