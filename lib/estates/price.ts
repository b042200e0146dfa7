import { formatCurrency } from '@/lib/domain/format';
import { rentTransactionIds, soldTransactionIds } from '@/lib/domain/enums';
import type { EstateSummary } from '@/lib/site-api/schemas';

export type PriceDisplay =
  | { kind: 'onRequest' }
  | { kind: 'amount' | 'from' | 'perMonth'; amount: string };

/**
 * What a card or detail page shows as price. A property has a price when its price value is set
 * (document 001, section 4); a project shows its lowest unit price; rentals are monthly.
 */
export function estatePrice(general: Pick<EstateSummary['general'], 'price' | 'project' | 'transaction'>): PriceDisplay {
  const { price, project, transaction } = general;
  if (project) {
    const from = price.priceFrom ?? price.value;
    return from != null ? { kind: 'from', amount: formatCurrency(from) } : { kind: 'onRequest' };
  }
  if (price.value == null) return { kind: 'onRequest' };
  const isRent = rentTransactionIds.includes(transaction.id) && !soldTransactionIds.includes(transaction.id);
  return { kind: isRent ? 'perMonth' : 'amount', amount: formatCurrency(price.value) };
}
