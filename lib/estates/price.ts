import { formatCurrency } from '@/lib/rules/format';
import { rentTransactionIds, soldTransactionIds, statusOfTransaction } from '@/lib/rules';
import type { EstateDetail, EstateSummary, FieldValue } from '@/lib/site-api/schemas';

export type ConcludedStatus = 'SOLD' | 'RENTED' | 'TAKEN_OVER';

export type PriceDisplay =
  | { kind: 'onRequest' }
  /** Sold, rented or taken over without a price to show: nobody can ask for it any more, so the status stands in. */
  | { kind: 'concluded'; status: ConcludedStatus }
  /** Sold under the VAT regime: the price is hidden (document 001, section 5), "price on request (VAT regime)". */
  | { kind: 'vatRegime' }
  | { kind: 'amount' | 'from'; amount: string }
  /** A rent, with the monthly common charges when the API sends them: Belgian law wants both in every rental advertisement. */
  | { kind: 'perMonth'; amount: string; charges?: string };

/** What the price rules read of an estate: a search result or a detail, with its listing fields when sent. */
export type PricedEstate = Pick<EstateSummary, 'general'> & { fields?: EstateSummary['fields'] };

const mainValue = (value: FieldValue | undefined) => (value !== null && typeof value === 'object' ? value.value : value);

/**
 * Financial vat_regime true (document 001, section 5): the price is hidden, here and wherever a price
 * appears (card, detail headline, map popup, structured data), not only in the field rows.
 */
export function isUnderVatRegime(estate: Pick<PricedEstate, 'fields'>): boolean {
  return mainValue(estate.fields?.financial?.vat_regime) === true;
}

/**
 * The amount an estate is offered at, or null: a property has a price when its price value is set
 * (section 4), a project its lowest unit price, and an estate under the VAT regime none that is shown.
 */
export function offeredPrice(estate: PricedEstate): number | null {
  if (isUnderVatRegime(estate)) return null;
  const { price, project } = estate.general;
  return (project ? (price.priceFrom ?? price.value) : price.value) ?? null;
}

/**
 * Price per m² of living area, from the price the listing is offered at now (after a price change too);
 * null without a shown price (VAT regime, on request), a living area, or for a project.
 */
export function pricePerSquareMetre(estate: PricedEstate & Pick<EstateDetail, 'surfaces'>): number | null {
  if (estate.general.project) return null;
  const price = offeredPrice(estate);
  const living = estate.surfaces.livable;
  if (price === null || price <= 0 || living === null || living <= 0) return null;
  return Math.round((price / living) * 100) / 100;
}

const concludedStatuses: readonly string[] = ['SOLD', 'RENTED', 'TAKEN_OVER'] satisfies ConcludedStatus[];

function concludedStatus(transactionId: number): ConcludedStatus | null {
  const status = statusOfTransaction(transactionId);
  return status && concludedStatuses.includes(status) ? (status as ConcludedStatus) : null;
}

/** What a card, a detail page or a map popup shows as price; rentals are monthly. */
export function estatePrice(estate: PricedEstate): PriceDisplay {
  const amount = offeredPrice(estate);
  const concluded = concludedStatus(estate.general.transaction.id);
  if (concluded && amount === null) return { kind: 'concluded', status: concluded };
  if (isUnderVatRegime(estate)) return { kind: 'vatRegime' };
  if (amount === null) return { kind: 'onRequest' };
  if (estate.general.project) return { kind: 'from', amount: formatCurrency(amount) };
  const { transaction } = estate.general;
  const isRent = rentTransactionIds.includes(transaction.id) && !soldTransactionIds.includes(transaction.id);
  if (!isRent) return { kind: 'amount', amount: formatCurrency(amount) };
  const charges = mainValue(estate.fields?.financial?.monthly_costs);
  return typeof charges === 'number' && charges > 0
    ? { kind: 'perMonth', amount: formatCurrency(amount), charges: formatCurrency(charges) }
    : { kind: 'perMonth', amount: formatCurrency(amount) };
}
