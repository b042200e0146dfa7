import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { ClientMessages } from '@/components/providers/client-messages';
import { UnsubscribeConfirm } from '@/components/subscriptions/unsubscribe-confirm';
import { UnsubscribedAlready } from '@/components/subscriptions/unsubscribed-already';
import { PageHeading } from '@/components/ui/page-heading';
import { getPathname } from '@/lib/i18n/pathname';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { findSubscription } from '@/lib/subscriptions/find-subscription';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { withRequestStatus } from '@/lib/http/per-request-page';

type Props = { params: Promise<{ site: string; locale: Locale; token: string }> };

/** One visitor's page (a token link, their favourites): rendered for each request, never cached, and noindex. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'Unsubscribe' })]);
  // One subscriber's page behind a secret link: never indexed, and its links lead nowhere for a crawler.
  return pageMetadata({ locale, site, title: t('title'), paths: null, noindex: 'nofollow' });
}

/**
 * Unsubscribing through the link in the mail (document 000, sections 2 and 6). Showing this page
 * changes nothing: only its button (a POST) cancels. Once cancelled, the link says so when opened again.
 */
async function UnsubscribePage({ params }: Props) {
  // Rendered for each request, never cached: it carries the nonce of its Content-Security-Policy (lib/http/page-policy.ts).
  await connection();
  const { token } = await params;
  const { siteId, locale } = await siteOf(params);
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
