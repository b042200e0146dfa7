// The spec's rules that both the website and the demo site API need, in one place: identifiers
// and codes of the enumerations (document 001, section 3; document 000, section 4), their orders, the EPC
// labels, the localised route words and the agencies' time zone. Labels live in messages/{locale}.json
// under "Enums"; this module only holds what is not text. It imports nothing: lib/demo-api may import it
// and nothing else of the website (eslint.config.mjs).

export const locales = ['nl', 'fr', 'en', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

export const statuses = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const;
export type Status = (typeof statuses)[number];

/**
 * What is still on offer: the estate list shows these when the visitor picks no status; sold, rented
 * and taken-over estates are there only when asked for (docs/decisions/0017-what-a-list-shows.md).
 */
export const availableStatuses: readonly Status[] = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'];

/**
 * Results per list request, estate and holiday lists alike, and the site API's page when a search names
 * no limit (document 000, section 9).
 */
export const PAGE_SIZE = 15;

export const types = ['APARTMENT', 'GARAGE', 'PLOT', 'COMMERCIAL', 'HOUSE', 'PROJECT'] as const;
export type EstateType = (typeof types)[number];

/**
 * Transaction ids as the site API sends them, with the status each one shows as.
 * The spec fixes: 5 and 6 mean sold, 2, 4, 6 and 8 mean for rent (6, rented, counts as both), and the
 * status grouping order 1, 3, 2, 4, 10, 5, 6. The remaining meanings are our decision (docs/decisions/0014-enumerations-and-formats.md).
 */
export const transactions = {
  1: 'FOR_SALE',
  2: 'TO_RENT',
  3: 'TAKE_OVER',
  4: 'TO_RENT', // under option, rent
  5: 'SOLD',
  6: 'RENTED',
  7: 'TAKEN_OVER',
  8: 'TO_RENT', // rent under suspensive conditions
  10: 'FOR_SALE', // under option, sale
} as const satisfies Record<number, Status>;
export type TransactionId = keyof typeof transactions;

export const soldTransactionIds: readonly number[] = [5, 6];
export const rentTransactionIds: readonly number[] = [2, 4, 6, 8];

/** Head types as the site API sends them, with the spec's Type each belongs to. */
export const headTypes = {
  1: 'HOUSE',
  2: 'APARTMENT',
  3: 'PLOT',
  4: 'COMMERCIAL',
  5: 'GARAGE',
  6: 'COMMERCIAL', // office
  7: 'COMMERCIAL', // industry
  9: 'HOUSE', // other residential
  10: 'PROJECT',
} as const satisfies Record<number, EstateType>;
export type HeadTypeId = keyof typeof headTypes;

/** Subtypes per head type (document 001: "Subtypes per type"). Ids are stable API ids. */
export const subTypes = {
  1: { headType: 1, code: 'house' },
  2: { headType: 1, code: 'villa' },
  3: { headType: 1, code: 'bungalow' },
  4: { headType: 1, code: 'farm' },
  5: { headType: 1, code: 'castle' },
  6: { headType: 1, code: 'townhouse' },
  7: { headType: 9, code: 'other_residential' },
  10: { headType: 2, code: 'apartment' },
  11: { headType: 2, code: 'duplex' },
  12: { headType: 2, code: 'loft' },
  13: { headType: 2, code: 'penthouse' },
  14: { headType: 2, code: 'studio' },
  15: { headType: 2, code: 'serviceflat' },
  20: { headType: 3, code: 'building_plot' },
  21: { headType: 3, code: 'meadow' },
  30: { headType: 4, code: 'retail' },
  31: { headType: 4, code: 'hotel' },
  32: { headType: 4, code: 'restaurant' },
  33: { headType: 4, code: 'storage' },
  34: { headType: 6, code: 'office' },
  35: { headType: 7, code: 'warehouse' },
  40: { headType: 5, code: 'box' },
  41: { headType: 5, code: 'cellar' },
  42: { headType: 5, code: 'carport' },
  43: { headType: 5, code: 'parking' },
  50: { headType: 10, code: 'new_build_project' },
} as const satisfies Record<number, { headType: HeadTypeId; code: string }>;
export type SubTypeId = keyof typeof subTypes;

/** Room type ids used for counting key facts (document 001, section 3). */
export const roomTypes = {
  bedroom: 1,
  bathroom: 5,
  garage: 6,
  terrace: 10,
  parking: 14,
  toilet: 16,
} as const;

export const regions = ['FLANDERS', 'WALLONIA', 'BRUSSELS'] as const;

/** Head type ids in the spec's group order (document 000, section 4). */
export const TYPE_GROUP_ORDER: readonly number[] = [1, 3, 7, 2, 4, 6, 10, 5, 9];
/** Transaction ids in the spec's group order (document 000, section 4). */
export const STATUS_GROUP_ORDER: readonly number[] = [1, 3, 2, 4, 10, 5, 6];

/** The agencies' time zone: every moment is shown as it is on the office's clock. */
export const BELGIAN_TIME_ZONE = 'Europe/Brussels';

/** EPC labels from best to worst: the order of filters, facets and ranges. */
export const epcLabels = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcLabel = (typeof epcLabels)[number];
export type Region = (typeof regions)[number];

export function statusOfTransaction(transactionId: number): Status | undefined {
  return (transactions as Record<number, Status>)[transactionId];
}

export function typeOfHeadType(headTypeId: number): EstateType | undefined {
  return (headTypes as Record<number, EstateType>)[headTypeId];
}

/** The favourites page's path per language; apart, so the browser's favourites store can name it without the whole table. */
export const favouritesPathnames = { nl: '/favorieten', fr: '/favoris', en: '/favorites', de: '/favoriten' } as const;

/**
 * Every route of the spec's route tables, with its path per language (document 000, section 2): the
 * website's routing (lib/i18n/routing.ts) and the links in the demo API's mails both read it.
 * The estate list lives at the estate detail base and the rental list at the holiday base.
 */
export const routePathnames = {
  '/': '/',
  '/estates': { nl: '/aanbod', fr: '/offre', en: '/offer', de: '/angebot' },
  '/estates/[estateId]': {
    nl: '/aanbod/[estateId]',
    fr: '/offre/[estateId]',
    en: '/offer/[estateId]',
    de: '/angebot/[estateId]',
  },
  '/estates/[estateId]/[slug]': {
    nl: '/aanbod/[estateId]/[slug]',
    fr: '/offre/[estateId]/[slug]',
    en: '/offer/[estateId]/[slug]',
    de: '/angebot/[estateId]/[slug]',
  },
  '/estates/[estateId]/[slug]/[entityId]': {
    nl: '/aanbod/[estateId]/[slug]/[entityId]',
    fr: '/offre/[estateId]/[slug]/[entityId]',
    en: '/offer/[estateId]/[slug]/[entityId]',
    de: '/angebot/[estateId]/[slug]/[entityId]',
  },
  '/holiday': { nl: '/vakantie', fr: '/vacances', en: '/holiday', de: '/feiertage' },
  '/holiday/[rentalUnitId]': {
    nl: '/vakantie/[rentalUnitId]',
    fr: '/vacances/[rentalUnitId]',
    en: '/holiday/[rentalUnitId]',
    de: '/feiertage/[rentalUnitId]',
  },
  '/privacy': {
    nl: '/privacy-verklaring',
    fr: '/declaration-de-confidentialite',
    en: '/privacy-statement',
    de: '/datenschutzerklarung',
  },
  '/terms': { nl: '/gebruiksvoorwaarden', fr: '/conditions-d-utilisation', en: '/terms-of-use', de: '/agb' },
  // The accessibility statement the European Accessibility Act asks of a service's website since 28 June 2025.
  '/accessibility': { nl: '/toegankelijkheid', fr: '/accessibilite', en: '/accessibility', de: '/barrierefreiheit' },
  '/favorites': favouritesPathnames,
  // The valuation request: an owner's lead, the agency's way to win new listings.
  '/valuation': { nl: '/gratis-schatting', fr: '/estimation-gratuite', en: '/free-valuation', de: '/kostenlose-bewertung' },
  // Up to four listings side by side, chosen in the URL: `?ids=12,34`.
  '/compare': { nl: '/vergelijken', fr: '/comparer', en: '/compare', de: '/vergleichen' },
  '/subscribe': {
    nl: '/hou-me-op-de-hoogte',
    fr: '/tenez-moi-au-courant',
    en: '/keep-me-informed',
    de: '/halte-mich-auf-dem-laufenden',
  },
  '/subscribe/success': {
    nl: '/hou-me-op-de-hoogte/succes',
    fr: '/tenez-moi-au-courant/reussi',
    en: '/keep-me-informed/success',
    de: '/halte-mich-auf-dem-laufenden/gelungen',
  },
  '/subscribe/[token]': {
    nl: '/hou-me-op-de-hoogte/[token]',
    fr: '/tenez-moi-au-courant/[token]',
    en: '/keep-me-informed/[token]',
    de: '/halte-mich-auf-dem-laufenden/[token]',
  },
  '/subscribe/unsubscribe/[token]': {
    nl: '/hou-me-op-de-hoogte/uitschrijven/[token]',
    fr: '/tenez-moi-au-courant/desinscrire/[token]',
    en: '/keep-me-informed/unsubscribe/[token]',
    de: '/halte-mich-auf-dem-laufenden/abbestellen/[token]',
  },
  '/cancel-appointment/[appointmentId]': {
    nl: '/afspraak-annuleren/[appointmentId]',
    fr: '/annuler-rendez-vous/[appointmentId]',
    en: '/cancel-appointment/[appointmentId]',
    de: '/termin-absagen/[appointmentId]',
  },
  '/appointment/[agendaId]': {
    nl: '/afspraak-maken/[agendaId]',
    fr: '/prendre-rendez-vous/[agendaId]',
    en: '/book-appointment/[agendaId]',
    de: '/termin-vereinbaren/[agendaId]',
  },
  '/appointment/confirmed/[appointmentId]': {
    nl: '/afspraak-maken/bevestigd/[appointmentId]',
    fr: '/prendre-rendez-vous/confirme/[appointmentId]',
    en: '/book-appointment/confirmed/[appointmentId]',
    de: '/termin-vereinbaren/bestaetigt/[appointmentId]',
  },
  // A form posted without JavaScript, shown again with its errors, and its thank-you.
  '/form/[form]': { nl: '/formulier/[form]', fr: '/formulaire/[form]', en: '/form/[form]', de: '/formular/[form]' },
  '/form/[form]/sent': {
    nl: '/formulier/[form]/verzonden',
    fr: '/formulaire/[form]/envoye',
    en: '/form/[form]/sent',
    de: '/formular/[form]/gesendet',
  },
  // CMS pages: any other path is looked up with pages/by-url; unknown ones are a localised 404.
  '/[...rest]': '/[...rest]',
} as const satisfies Record<string, string | Record<Locale, string>>;
