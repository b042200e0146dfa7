import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { siteNameArgs } from '@/lib/i18n/name-args';
import { localizedPaths } from './localized-paths';
import { pageMetadata } from './page-metadata';

type RouteParams = { params: Promise<{ site: string; locale: Locale }> };

/** The pages behind a secret link in a mail, by the message namespace that holds their title. */
type SecretLinkNamespace = 'Appointment.confirmed' | 'CancelAppointment' | 'Unsubscribe';

/**
 * The metadata of one visitor's page behind a secret link (an appointment, a subscription): its title,
 * never indexed, and its links lead nowhere for a crawler.
 */
export function secretLinkMetadata(namespace: SecretLinkNamespace) {
  return async ({ params }: RouteParams): Promise<Metadata> => {
    const { siteId, locale } = await siteOf(params);
    const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace })]);
    return pageMetadata({ locale, site, title: t('title'), paths: null, noindex: 'nofollow' });
  };
}

/** The visitor forms' pages, the same for everyone, by their namespace and their path. */
type FormPage = { namespace: 'Subscribe'; pathname: '/subscribe' } | { namespace: 'Valuation'; pathname: '/valuation' };

/** The metadata of a form's page: its title and description (naming the agency) in every language it has. */
export function formPageMetadata({ namespace, pathname }: FormPage) {
  return async ({ params }: RouteParams): Promise<Metadata> => {
    const { siteId, locale } = await siteOf(params);
    const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace })]);
    return pageMetadata({ locale, site, title: t('title'), description: t('description', siteNameArgs(site.name)), paths: localizedPaths(pathname) });
  };
}
