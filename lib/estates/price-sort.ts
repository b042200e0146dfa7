// A price sort never mixes monthly rents with sale prices (docs/decisions/0002-price-sort.md): on a list
// that holds both, the site API is asked for one side at a time, and the list shows every sale before
// any rent. Both sides keep the API's own stable order, so the combined order holds across pages.
import { availableStatuses, rentTransactionIds, statusOfTransaction, type Status } from '@/lib/rules';
import type { EstateSearchOutcome } from '@/lib/site-api/estates';
import type { EstateGroupCount } from '@/lib/site-api/schemas';
import type { EstateQuery } from './search-query';

/** Statuses whose price is a monthly rent, from the spec's rent transactions; every other status has a sale price (a take-over is one too). */
const rentStatuses: readonly Status[] = [...new Set(rentTransactionIds.map(statusOfTransaction).filter((status) => status !== undefined))];

/**
 * The sale side and the rent side of a price-sorted query, or null when one request is right: another
 * sort, a list of one side only, or a grouping by status (each group is one transaction already).
 */
export function priceSortSides(query: EstateQuery): readonly [sale: EstateQuery, rent: EstateQuery] | null {
  if (query.sort !== 'price' || query.group === 'status') return null;
  const asked = query.status.length > 0 ? query.status : availableStatuses;
  const sale = asked.filter((status) => !rentStatuses.includes(status));
  const rent = asked.filter((status) => rentStatuses.includes(status));
  if (sale.length === 0 || rent.length === 0) return null;
  return [
    { ...query, status: sale },
    { ...query, status: rent },
  ];
}

function sumGroups(a: readonly EstateGroupCount[] | undefined, b: readonly EstateGroupCount[] | undefined): EstateGroupCount[] | undefined {
  if (!a || !b) return undefined;
  const counts = new Map<number | null, number>();
  for (const { key, count } of [...a, ...b]) counts.set(key, (counts.get(key) ?? 0) + count);
  return [...counts].map(([key, count]) => ({ key, count }));
}

/**
 * The page at `offset` of "every sale, then every rent": the sale side from `offset`, topped up with the
 * rent side from where the sales end. `searchSide` asks for `limit` results of one side from an offset.
 * The rent side is asked even when the sales fill the page, for the total; every such page asks for its
 * first page, one cached answer. Past the first page the rent offset depends on the sales' total, so
 * the two calls follow each other.
 */
export async function searchSalesThenRents(
  sides: readonly [EstateQuery, EstateQuery],
  offset: number,
  limit: number,
  searchSide: (query: EstateQuery, offset: number) => Promise<EstateSearchOutcome>,
): Promise<EstateSearchOutcome> {
  const [saleQuery, rentQuery] = sides;
  let sale: EstateSearchOutcome;
  let rent: EstateSearchOutcome;
  if (offset === 0) {
    [sale, rent] = await Promise.all([searchSide(saleQuery, 0), searchSide(rentQuery, 0)]);
  } else {
    sale = await searchSide(saleQuery, offset);
    if (sale.error) return sale;
    rent = await searchSide(rentQuery, Math.max(0, offset - sale.total.value));
  }
  if (sale.error) return sale;
  if (rent.error) return rent;

  const groups = sumGroups(sale.groups, rent.groups);
  return {
    total: { value: sale.total.value + rent.total.value },
    results: [...sale.results, ...rent.results].slice(0, limit),
    ...(groups && { groups }),
    ...(sale.applied?.geo && rent.applied?.geo && { applied: { geo: true } }),
  };
}
