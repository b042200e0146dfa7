import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { pageMetadata } from './page-metadata';

/** The pages behind a secret link in a mail, by the message namespace that holds their title. */
type SecretLinkNamespace = 'Appointment.confirmed' | 'CancelAppointment' | 'Unsubscribe';

/**
 * The metadata of one visitor's page behind a secret link (an appointment, a subscription): its title,
 * never indexed, and its links lead nowhere for a crawler.
 */
export function secretLinkMetadata(namespace: SecretLinkNamespace) {
  return async ({ params }: { params: Promise<{ site: string; locale: Locale }> }): Promise<Metadata> => {
    const { siteId, locale } = await siteOf(params);
    const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace })]);
    return pageMetadata({ locale, site, title: t('title'), paths: null, noindex: 'nofollow' });
  };
}
