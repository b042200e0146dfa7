// The demo API answers the two sides of a price sort as the list pages them: every sale by price, then
// every rent by price, each match once (docs/decisions/0002-price-sort.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { priceSortSides, searchSalesThenRents } from '@/lib/estates/price-sort';
import { toSearchBody, type EstateQuery } from '@/lib/estates/search-query';
import { readEstateQuery } from '@/lib/estates/url-state';
import { PAGE_SIZE, rentTransactionIds } from '@/lib/rules';
import { estateSearchResultSchema, type EstateSummary } from '@/lib/site-api/schemas';
import { callJson, openTestDb } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

const searchSide = async (query: EstateQuery, offset: number) =>
  estateSearchResultSchema.parse(await callJson('POST', '/sites/1/estates', { body: toSearchBody(query, { offset, limit: PAGE_SIZE }), locale: 'nl' }));

const price = (e: EstateSummary) => e.general.price.value ?? e.general.price.priceFrom ?? Infinity;
const isRent = (e: EstateSummary) => rentTransactionIds.includes(e.general.transaction.id);
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

describe('price sort of a list with sales and rents', () => {
  it('pages every sale by price, then every rent by price, each listing once', async () => {
    const query = readEstateQuery({ sort: 'price' });
    const sides = priceSortSides(query)!;
    const loaded: EstateSummary[] = [];
    let total = Infinity;
    for (let offset = 0; offset < total; offset += PAGE_SIZE) {
      const page = await searchSalesThenRents(sides, offset, PAGE_SIZE, searchSide);
      total = page.total.value;
      loaded.push(...page.results);
    }

    const unsplit = estateSearchResultSchema.parse(await callJson('POST', '/sites/1/estates', { body: { ...toSearchBody(query, { offset: 0, limit: 1 }), limit: null }, locale: 'nl' }));
    expect(loaded.map((e) => e.general.id).sort((a, b) => a - b)).toEqual(unsplit.results.map((e) => e.general.id).sort((a, b) => a - b));
    const firstRent = loaded.findIndex(isRent);
    expect(firstRent).toBeGreaterThan(0);
    expect(loaded.slice(firstRent).every(isRent)).toBe(true);
    expect(ascending(loaded.slice(0, firstRent).map(price))).toBe(true);
    expect(ascending(loaded.slice(firstRent).map(price))).toBe(true);
  });
});
