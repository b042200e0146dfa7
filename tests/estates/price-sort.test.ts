// A price sort on a list of sales and rents: one side at a time, every sale before any rent, on every page.
import { describe, expect, it, vi } from 'vitest';
import { priceSortSides, searchSalesThenRents } from '@/lib/estates/price-sort';
import { emptyEstateQuery, toSearchBody, type EstateQuery } from '@/lib/estates/search-query';
import { readEstateQuery } from '@/lib/estates/url-state';
import type { EstateSearchOutcome } from '@/lib/site-api/estates';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { PAGE_SIZE, transactions, type Status } from '@/lib/rules';
import * as fx from '../site-api/fixtures';

const parse = (search: string) => readEstateQuery(new URLSearchParams(search));
const statusesOf = (query: EstateQuery) => toSearchBody(query, { offset: 0, limit: PAGE_SIZE }).filter.query?.terms?.status;

describe('priceSortSides', () => {
  it('asks for the sales and the rents of the default list (what is on offer) separately', () => {
    const sides = priceSortSides(parse('sort=price'));
    expect(sides?.map(statusesOf)).toEqual([['FOR_SALE', 'TAKE_OVER'], ['TO_RENT']]);
    expect(sides?.map((side) => toSearchBody(side, { offset: 0, limit: PAGE_SIZE }).sort)).toEqual([
      { type: 'price', order: 'ASC' },
      { type: 'price', order: 'ASC' },
    ]);
  });

  it('splits the chosen statuses, a rented estate on the rent side', () => {
    expect(priceSortSides(parse('sort=price&order=desc&status=SOLD&status=RENTED'))?.map(statusesOf)).toEqual([['SOLD'], ['RENTED']]);
  });

  it('keeps the other filters on both sides', () => {
    const sides = priceSortSides(parse('sort=price&city=11&price-max=500000'));
    expect(sides?.map((side) => [side.city, side.priceMax])).toEqual([
      [[11], 500000],
      [[11], 500000],
    ]);
  });

  it('asks once for another sort, one side only, or a grouping by status', () => {
    expect(priceSortSides(emptyEstateQuery())).toBeNull();
    expect(priceSortSides(parse('sort=price&status=FOR_SALE&status=TAKE_OVER'))).toBeNull();
    expect(priceSortSides(parse('sort=price&trans=huren'))).toBeNull();
    expect(priceSortSides(parse('sort=price&group=status'))).toBeNull();
  });
});

const rentIds = new Set(Object.entries(transactions).flatMap(([id, status]) => (status === 'TO_RENT' || status === 'RENTED' ? [Number(id)] : [])));

function listing(id: number, price: number, transactionId: number): EstateSummary {
  const estate = fx.estateSummary(id);
  return { ...estate, general: { ...estate.general, price: { ...estate.general.price, value: price }, transaction: { id: transactionId, name: 'x' } } };
}

// 20 sales from € 100,000 and 7 rents from € 60 a month: mixed, the rents would all come first.
const sales = Array.from({ length: 20 }, (_, i) => listing(i + 1, 100_000 + i * 10_000, i % 2 === 0 ? 1 : 3));
const rents = Array.from({ length: 7 }, (_, i) => listing(100 + i, 60 + i * 100, 2));

/** A site API that filters by status and sorts by price (ASC), as the contract says; headType counts as groups. */
function fakeApi(failOn?: 'sale' | 'rent') {
  return vi.fn(async (query: EstateQuery, offset: number): Promise<EstateSearchOutcome> => {
    const wanted = new Set<Status>(query.status);
    const side = [...sales, ...rents].filter((e) => wanted.has(transactions[e.general.transaction.id as keyof typeof transactions]));
    const isRent = side.every((e) => rentIds.has(e.general.transaction.id));
    if (failOn === (isRent ? 'rent' : 'sale')) return { total: { value: 0 }, results: [], error: { kind: 'http', message: 'down', status: 503 } };
    const sorted = side.sort((a, b) => (a.general.price.value ?? 0) - (b.general.price.value ?? 0) || a.general.id - b.general.id);
    return { total: { value: sorted.length }, results: sorted.slice(offset, offset + PAGE_SIZE), groups: [{ key: 1, count: sorted.length }] };
  });
}

const sides = priceSortSides(parse('sort=price'))!;

describe('searchSalesThenRents', () => {
  it('pages every sale, then every rent, without overlap or gap, with the total of both', async () => {
    const api = fakeApi();
    const pages = [];
    for (let offset = 0; offset < 27; offset += PAGE_SIZE) pages.push(await searchSalesThenRents(sides, offset, PAGE_SIZE, api));

    expect(pages.map((page) => page.total.value)).toEqual([27, 27]);
    expect(pages.flatMap((page) => page.results.map((e) => e.general.id))).toEqual([...sales, ...rents].map((e) => e.general.id));
    expect(pages.map((page) => page.results.length)).toEqual([15, 12]);
  });

  it('reads a page past the last sale from the rent side at the right offset', async () => {
    const api = fakeApi();
    const page = await searchSalesThenRents(sides, 22, PAGE_SIZE, api);
    expect(page.results.map((e) => e.general.id)).toEqual([102, 103, 104, 105, 106]);
    expect(api).toHaveBeenLastCalledWith(sides[1], 2);
  });

  it('asks the rent side for its first page while the sales fill the page, so every such page shares one answer', async () => {
    const api = fakeApi();
    await searchSalesThenRents(sides, 0, PAGE_SIZE, api);
    expect(api.mock.calls.map(([query, offset]) => [statusesOf(query), offset])).toEqual([
      [['FOR_SALE', 'TAKE_OVER'], 0],
      [['TO_RENT'], 0],
    ]);
  });

  it('adds the group counts of both sides', async () => {
    expect((await searchSalesThenRents(sides, 0, PAGE_SIZE, fakeApi())).groups).toEqual([{ key: 1, count: 27 }]);
  });

  it('answers the error of a side that fails, not half a list', async () => {
    for (const failOn of ['sale', 'rent'] as const) {
      const page = await searchSalesThenRents(sides, 15, PAGE_SIZE, fakeApi(failOn));
      expect(page.error?.status).toBe(503);
      expect(page.results).toEqual([]);
    }
  });
});
