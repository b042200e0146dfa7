// The route words of the landing pages: /nl/aanbod/te-koop/appartement/gent. Like the route
// table in ./index.ts they are part of the addresses, so they never change with a translation of the
// labels. Every word holds a letter: an estate id is digits only, so a landing path can never be taken for
// a detail path (/nl/aanbod/123/…) or the other way round.
import type { EstateType, Locale, Status } from './index';

/** The transactions that have landing pages: what is on offer to buy or to rent. */
export const landingTransactions = ['FOR_SALE', 'TO_RENT'] as const satisfies readonly Status[];
export type LandingTransaction = (typeof landingTransactions)[number];

export const landingTransactionWords = {
  FOR_SALE: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  TO_RENT: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
} as const satisfies Record<LandingTransaction, Record<Locale, string>>;

export const landingTypeWords = {
  APARTMENT: { nl: 'appartement', fr: 'appartement', en: 'apartment', de: 'wohnung' },
  HOUSE: { nl: 'huis', fr: 'maison', en: 'house', de: 'haus' },
  PLOT: { nl: 'grond', fr: 'terrain', en: 'plot', de: 'grundstueck' },
  COMMERCIAL: { nl: 'handelspand', fr: 'commerce', en: 'commercial', de: 'gewerbe' },
  GARAGE: { nl: 'garage', fr: 'garage', en: 'garage', de: 'garage' },
  PROJECT: { nl: 'nieuwbouwproject', fr: 'projet-neuf', en: 'new-build', de: 'neubauprojekt' },
} as const satisfies Record<EstateType, Record<Locale, string>>;
