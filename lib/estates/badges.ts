// What the badges of a card and a detail page say beyond the status: new, and price lowered with the old price.
import { statusOfTransaction } from '@/lib/rules';
import type { EstateSummary, HistoryEntry } from '@/lib/site-api/schemas';
import { offeredPrice, type PricedEstate } from './price';

/** A listing counts as new for this many days after its publication. */
export const NEW_LISTING_DAYS = 14;
const DAY_MS = 86_400_000;

type BadgedEstate = PricedEstate & Pick<EstateSummary, 'history'>;

export type EstateBadges = {
  isNew: boolean;
  /** The price before the latest change, when that change lowered it; null otherwise. */
  previousPrice: number | null;
};

const isOpen = (estate: BadgedEstate) => {
  const status = statusOfTransaction(estate.general.transaction.id);
  return status === 'FOR_SALE' || status === 'TO_RENT' || status === 'TAKE_OVER';
};

/** The last two priced entries of the history, oldest first. */
function lastTwoPrices(history: readonly HistoryEntry[]): [number, number] | null {
  const priced = [...history]
    .filter((entry): entry is HistoryEntry & { price: number } => entry.price !== null)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const last = priced.at(-1);
  const before = priced.at(-2);
  return last && before ? [before.price, last.price] : null;
}

/** A sold listing invites the visitor who owns a property like it to ask what theirs is worth. */
export function invitesValuation(estate: Pick<EstateSummary, 'general'>): boolean {
  return statusOfTransaction(estate.general.transaction.id) === 'SOLD';
}

/**
 * New: published in the last 14 days. Price lowered: the history's latest price is below the one before it
 * and is the price shown now (a hidden price, VAT regime or on request, shows no old price either).
 */
export function estateBadges(estate: BadgedEstate, now: Date): EstateBadges {
  if (!isOpen(estate)) return { isNew: false, previousPrice: null };
  const age = now.getTime() - Date.parse(estate.general.publicationDate);
  const isNew = age >= 0 && age <= NEW_LISTING_DAYS * DAY_MS;
  const shown = offeredPrice(estate);
  const prices = estate.history ? lastTwoPrices(estate.history) : null;
  const previousPrice = prices && shown !== null && prices[1] === shown && prices[1] < prices[0] ? prices[0] : null;
  return { isNew, previousPrice };
}
