// "Keep me informed" alerts of the demo API: which new listings match a subscription, and the one mail
// a subscriber gets about them, in the subscriber's language with the unsubscribe link.
import type { Locale } from '@/lib/rules';
import { statusOfTransaction } from '@/lib/rules';
import { formatCurrency } from '@/lib/rules/format';
import type { SubscriptionCriteria } from '@/lib/site-api/schemas/leads';
import { areaOfGeoFilter, inArea, type LatLng } from '@/lib/rules/area';
import { renderMail, type MailBlock, type MailSite } from './mail-layout';

/** What matching needs of a listing: the search columns of the estates table. */
export type AlertListing = {
  id: number;
  transactionId: number;
  headTypeId: number;
  cityId: number;
  price: number | null;
  bedrooms: number | null;
  /** Where the map shows it (a hidden address rounded, lib/rules/area.ts `shownPosition`); null: no location. */
  position: LatLng | null;
  title: Partial<Record<Locale, string | null>>;
  /** The first photo's absolute URL. */
  photo: string | null;
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
  // A subscription with a drawn area hears only of listings placed in it.
  if (criteria.area && (!listing.position || !inArea(listing.position, areaOfGeoFilter(criteria.area)))) return false;
  return true;
}

const texts: Record<Locale, { subject: string; heading: string; intro: string; onRequest: string; edit: string; unsubscribe: string }> = {
  nl: {
    subject: 'Nieuw aanbod bij {site}',
    heading: 'Nieuw aanbod voor u',
    intro: 'Dit nieuwe aanbod past bij uw zoekopdracht:',
    onRequest: 'prijs op aanvraag',
    edit: 'Mijn zoekopdracht wijzigen',
    unsubscribe: 'Uitschrijven',
  },
  fr: {
    subject: 'Nouveaux biens chez {site}',
    heading: 'De nouveaux biens pour vous',
    intro: 'Ces nouveaux biens correspondent à votre recherche\u00a0:',
    onRequest: 'prix sur demande',
    edit: 'Modifier ma recherche',
    unsubscribe: 'Me désinscrire',
  },
  en: {
    subject: 'New listings at {site}',
    heading: 'New listings for you',
    intro: 'These new listings match your search:',
    onRequest: 'price on request',
    edit: 'Change my search',
    unsubscribe: 'Unsubscribe',
  },
  de: {
    subject: 'Neue Angebote bei {site}',
    heading: 'Neue Angebote für Sie',
    intro: 'Diese neuen Angebote passen zu Ihrer Suche:',
    onRequest: 'Preis auf Anfrage',
    edit: 'Meine Suche ändern',
    unsubscribe: 'Abbestellen',
  },
};

/** The alert mail about `listings` for one subscriber: each with its photo, then "change my search" and "unsubscribe". */
export function alertMail(input: {
  locale: Locale;
  site: MailSite;
  listings: AlertListing[];
  linkOf: (listing: AlertListing) => string;
  links: { edit: string; unsubscribe: string };
}): { subject: string; text: string; html: string } {
  const t = texts[input.locale];
  const blocks: MailBlock[] = [
    { kind: 'text', text: t.intro },
    ...input.listings.map(
      (listing): MailBlock => ({
        kind: 'listing',
        title: listing.title[input.locale] || listing.title.nl || `#${listing.id}`,
        price: listing.price !== null ? formatCurrency(listing.price) : t.onRequest,
        href: input.linkOf(listing),
        photo: listing.photo,
      }),
    ),
    { kind: 'links', links: [{ label: t.edit, href: input.links.edit }, { label: t.unsubscribe, href: input.links.unsubscribe }] },
  ];
  return { subject: t.subject.replace('{site}', input.site.name), ...renderMail(input.site, input.locale, t.heading, blocks) };
}

const dropTexts: Record<Locale, { subject: string; heading: string; intro: string; favourite: string; was: string; edit: string; unsubscribe: string }> = {
  nl: {
    subject: 'Prijs verlaagd bij {site}',
    heading: 'Een lagere prijs',
    intro: 'Dit aanbod dat bij uw zoekopdracht past, kost nu minder:',
    favourite: 'Dit pand uit uw favorieten kost nu minder:',
    was: 'voorheen',
    edit: 'Mijn zoekopdracht wijzigen',
    unsubscribe: 'Uitschrijven',
  },
  fr: {
    subject: 'Prix baissé chez {site}',
    heading: 'Un prix plus bas',
    intro: 'Ce bien qui correspond à votre recherche coûte désormais moins\u00a0:',
    favourite: 'Ce bien de vos favoris coûte désormais moins\u00a0:',
    was: 'auparavant',
    edit: 'Modifier ma recherche',
    unsubscribe: 'Me désinscrire',
  },
  en: {
    subject: 'Price lowered at {site}',
    heading: 'A lower price',
    intro: 'This listing that matches your search now costs less:',
    favourite: 'This listing from your favourites now costs less:',
    was: 'was',
    edit: 'Change my search',
    unsubscribe: 'Unsubscribe',
  },
  de: {
    subject: 'Preis gesenkt bei {site}',
    heading: 'Ein niedrigerer Preis',
    intro: 'Dieses Angebot, das zu Ihrer Suche passt, kostet jetzt weniger:',
    favourite: 'Dieses Angebot aus Ihren Favoriten kostet jetzt weniger:',
    was: 'vorher',
    edit: 'Meine Suche ändern',
    unsubscribe: 'Abbestellen',
  },
};

/**
 * The mail about one listing whose price dropped, for one subscriber: new price, the old one, and the links.
 * A search's subscriber reads why (their search) and can change it; a favourite's watcher can unsubscribe.
 */
export function priceDropMail(
  input: {
    locale: Locale;
    site: MailSite;
    listing: AlertListing & { price: number };
    previousPrice: number;
    link: string;
  } & ({ reason: 'search'; links: { edit: string; unsubscribe: string } } | { reason: 'favourite'; links: { unsubscribe: string } }),
): { subject: string; text: string; html: string } {
  const t = dropTexts[input.locale];
  const { listing } = input;
  const links = input.reason === 'search' ? [{ label: t.edit, href: input.links.edit }] : [];
  const blocks: MailBlock[] = [
    { kind: 'text', text: input.reason === 'search' ? t.intro : t.favourite },
    {
      kind: 'listing',
      title: listing.title[input.locale] || listing.title.nl || `#${listing.id}`,
      price: `${formatCurrency(listing.price)} (${t.was} ${formatCurrency(input.previousPrice)})`,
      href: input.link,
      photo: listing.photo,
    },
    { kind: 'links', links: [...links, { label: t.unsubscribe, href: input.links.unsubscribe }] },
  ];
  return { subject: t.subject.replace('{site}', input.site.name), ...renderMail(input.site, input.locale, t.heading, blocks) };
}
