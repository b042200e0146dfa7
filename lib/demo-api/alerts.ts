// "Keep me informed" alerts of the demo API: which new listings match a subscription, and the one mail
// a subscriber gets about them, in the subscriber's language with the unsubscribe link.
import type { Locale } from '@/lib/spec';
import { statusOfTransaction } from '@/lib/spec';
import { formatCurrency } from '@/lib/spec/format';
import type { SubscriptionCriteria } from '@/lib/site-api/schemas/leads';

/** What matching needs of a listing: the search columns of the estates table. */
export type AlertListing = {
  id: number;
  transactionId: number;
  headTypeId: number;
  cityId: number;
  price: number | null;
  bedrooms: number | null;
  title: Partial<Record<Locale, string | null>>;
};

/** A subscription's criteria as the search would read them: an empty list means any, null no bound. */
export function matchesCriteria(listing: AlertListing, criteria: SubscriptionCriteria): boolean {
  const status = statusOfTransaction(listing.transactionId);
  if (criteria.statuses.length > 0 && (!status || !criteria.statuses.includes(status))) return false;
  if (criteria.types.length > 0 && !criteria.types.includes(listing.headTypeId)) return false;
  if (criteria.cities.length > 0 && !criteria.cities.includes(listing.cityId)) return false;
  if (criteria.priceMin !== null && (listing.price === null || listing.price < criteria.priceMin)) return false;
  if (criteria.priceMax !== null && (listing.price === null || listing.price > criteria.priceMax)) return false;
  if (criteria.bedroomsMin !== null && (listing.bedrooms ?? 0) < criteria.bedroomsMin) return false;
  return true;
}

const texts: Record<Locale, { subject: string; intro: string; onRequest: string; unsubscribe: string }> = {
  nl: {
    subject: 'Nieuw aanbod bij {site}',
    intro: 'Dit nieuwe aanbod past bij uw zoekopdracht:',
    onRequest: 'prijs op aanvraag',
    unsubscribe: 'Geen berichten meer ontvangen? Uitschrijven: {link}',
  },
  fr: {
    subject: 'Nouveaux biens chez {site}',
    intro: 'Ces nouveaux biens correspondent à votre recherche\u00a0:',
    onRequest: 'prix sur demande',
    unsubscribe: 'Ne plus recevoir ces messages\u00a0? Désinscription\u00a0: {link}',
  },
  en: {
    subject: 'New listings at {site}',
    intro: 'These new listings match your search:',
    onRequest: 'price on request',
    unsubscribe: 'No more messages? Unsubscribe: {link}',
  },
  de: {
    subject: 'Neue Angebote bei {site}',
    intro: 'Diese neuen Angebote passen zu Ihrer Suche:',
    onRequest: 'Preis auf Anfrage',
    unsubscribe: 'Keine Nachrichten mehr? Abbestellen: {link}',
  },
};

/** The alert mail about `listings` for one subscriber. */
export function alertMail(input: {
  locale: Locale;
  siteName: string;
  listings: AlertListing[];
  linkOf: (listing: AlertListing) => string;
  unsubscribeLink: string;
}): { subject: string; body: string } {
  const t = texts[input.locale];
  const lines = input.listings.map((listing) => {
    const title = listing.title[input.locale] || listing.title.nl || `#${listing.id}`;
    const price = listing.price !== null ? formatCurrency(listing.price) : t.onRequest;
    return `- ${title} (${price})\n  ${input.linkOf(listing)}`;
  });
  return {
    subject: t.subject.replace('{site}', input.siteName),
    body: [t.intro, '', ...lines, '', t.unsubscribe.replace('{link}', input.unsubscribeLink)].join('\n'),
  };
}
