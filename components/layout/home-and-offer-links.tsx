import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { getPathname } from '@/lib/i18n/pathname';

/**
 * The two ways on from a page that ends a path (not found, subscribed): the home page and the offer. Plain
 * links: the not-found view belongs to every page's route, and next/link there would be script on all of them.
 */
export async function HomeAndOfferLinks({ homeLabel, offerLabel }: { homeLabel: string; offerLabel: string }) {
  const locale = (await getLocale()) as Locale;
  return (
    <p className="hero__actions">
      <a href={getPathname({ href: '/', locale })} className="button button--primary">
        {homeLabel}
      </a>
      <a href={getPathname({ href: '/estates', locale })} className="button">
        {offerLabel}
      </a>
    </p>
  );
}
