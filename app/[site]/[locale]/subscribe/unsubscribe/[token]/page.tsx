import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { ClientMessages } from '@/components/providers/client-messages';
import { UnsubscribeConfirm } from '@/components/subscriptions/unsubscribe-confirm';
import { UnsubscribedAlready } from '@/components/subscriptions/unsubscribed-already';
import { PageHeading } from '@/components/ui/page-heading';
import { getPathname } from '@/lib/i18n/pathname';
import { secretLinkMetadata } from '@/lib/seo/route-metadata';
import { findSubscription } from '@/lib/subscriptions/find-subscription';
import { siteById } from '@/lib/tenancy/site-of';
import { perRequestParams, withRequestStatus } from '@/lib/http/per-request-page';

type Props = { params: Promise<{ site: string; locale: Locale; token: string }> };

/** One visitor's page (a token link, their favourites): rendered for each request, never cached, and noindex. */
export const dynamic = 'force-dynamic';

export const generateMetadata = secretLinkMetadata('Unsubscribe');

/**
 * Unsubscribing through the link in the mail (document 000, sections 2 and 6). Showing this page
 * changes nothing: only its button (a POST) cancels. Once cancelled, the link says so when opened again.
 */
async function UnsubscribePage({ params }: Props) {
  const { token, siteId, locale } = await perRequestParams(params);
  const [found, site, t] = await Promise.all([
    findSubscription(siteId, token, locale),
    siteById(siteId),
    getTranslations({ locale, namespace: 'Unsubscribe' }),
  ]);
  // An unknown or malformed token is the plain 404: it reveals nothing about other subscriptions.
  if (!found) notFound();
  return (
    <>
      <PageHeading title={t('title')} />
      <div className="container">
        {found.state === 'cancelled' ? (
          <UnsubscribedAlready text={t('already', { site: site.name })} homeLabel={t('backHome')} homeHref={getPathname({ locale, href: '/' })} />
        ) : (
          <ClientMessages locale={locale} namespaces={['Unsubscribe']}>
            <UnsubscribeConfirm
              token={found.subscription.token}
              email={found.subscription.email}
              site={site.name}
              searchToChange={!found.subscription.estateIds}
            />
          </ClientMessages>
        )}
      </div>
    </>
  );
}

/** A 404 or an error is this page's own, in its server HTML and with its status (lib/http/per-request-page.tsx). */
export default withRequestStatus(UnsubscribePage);
