// The estate search: filters, sorts, paging, and the facts of the seeded data behind them.
import { beforeAll, describe, expect, it } from 'vitest';
import { headTypes, statuses, subTypes, transactions, statusOfTransaction } from '@/lib/rules';
import { estateFiltersSchema, estateSearchBodySchema, estateSearchResultSchema, type EstateSearchBody, type EstateSummary } from '@/lib/site-api/schemas';
import { count, sql, type SQL } from 'drizzle-orm';
import { estates } from '@/lib/demo-api/db/schema';
import { compileSearch } from '@/lib/demo-api/handlers/estate-search';
import { CLOCK, callJson, openTestDb, rows } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

async function search(body: EstateSearchBody, site = 1, locale = 'nl') {
  return estateSearchResultSchema.parse(await callJson('POST', `/sites/${site}/estates`, { body, locale }));
}

const all = (query: NonNullable<EstateSearchBody['filter']['query']>, extra: Partial<EstateSearchBody> = {}) =>
  search({ filter: { query }, limit: null, ...extra });

describe('filters', () => {
  it('filters by status codes through the transactions of enums.ts', async () => {
    const forSale = await all({ terms: { status: ['FOR_SALE'] } });
    expect(forSale.total.value).toBeGreaterThan(100);
    expect(forSale.results.every((e) => statusOfTransaction(e.general.transaction.id) === 'FOR_SALE')).toBe(true);
    expect(new Set(forSale.results.map((e) => e.general.transaction.id))).toEqual(new Set([1, 10]));
    const toRent = await all({ terms: { status: ['TO_RENT'] } });
    expect(toRent.results.every((e) => [2, 4, 8].includes(e.general.transaction.id))).toBe(true);
    expect((await all({ terms: { status: ['NOPE'] } })).total.value).toBe(0);
  });

  it('filters by head type ids or type codes, and by city ids', async () => {
    const houses = await all({ terms: { type: [1] } });
    expect(houses.results.every((e) => e.general.headType.id === 1)).toBe(true);
    const houseType = await all({ terms: { type: ['HOUSE'] } });
    expect(new Set(houseType.results.map((e) => e.general.headType.id))).toEqual(new Set([1, 9]));
    const ghent = await all({ terms: { city: [44021, '31005'] } });
    expect(ghent.total.value).toBeGreaterThan(3);
    expect(ghent.results.every((e) => [44021, 31005].includes(e.address.city.id))).toBe(true);
  });

  it('filters by price and bedroom ranges, EPC labels and subtypes', async () => {
    const priced = await all({ range: { price: { gte: 200_000, lte: 400_000 } } });
    expect(priced.total.value).toBeGreaterThan(20);
    expect(priced.results.every((e) => {
      const price = e.general.price.value ?? e.general.price.priceFrom;
      return price !== null && price >= 200_000 && price <= 400_000;
    })).toBe(true);
    const large = await all({ range: { bedrooms: { gte: 6 } } });
    expect(large.total.value).toBeGreaterThan(0);
    expect(large.results.every((e) => (e.general.bedroomCount ?? 0) >= 6)).toBe(true);
    const efficient = await all({ terms: { epc: ['A', 'b'] } });
    expect(efficient.results.every((e) => e.epcLabel === 'A' || e.epcLabel === 'B')).toBe(true);
    const villas = await all({ match: { subType: 2 } });
    expect(villas.results.every((e) => e.general.subType.id === 2)).toBe(true);
  });

  it('matches a collection directly or through a project unit', async () => {
    const [newBuild] = await rows<{ id: number }>(`select id from estate_collections where site_id = 1 and name->>'en' = 'New build'`);
    const byFilter = await search({ filter: { collections: [newBuild?.id ?? 0] }, limit: null });
    const byTerm = await all({ terms: { collection: [newBuild?.id ?? 0] } });
    expect(byFilter.total.value).toBe(byTerm.total.value);
    // projects carry no collection themselves: they match through their units
    expect(byFilter.results.some((e) => e.general.project && !e.collections.includes(newBuild?.id ?? 0))).toBe(true);
  });

  it('lists only top-level estates unless parentId is named', async () => {
    const top = await all({});
    expect(top.results.every((e) => e.general.parentId === null)).toBe(true);
    const project = top.results.find((e) => e.general.project);
    const units = await all({ terms: { parentId: [project?.general.id ?? 0] } });
    expect(units.total.value).toBeGreaterThanOrEqual(4);
    expect(units.results.every((e) => e.general.parentId === project?.general.id)).toBe(true);
  });

  it('answers filter options counted under the other filters', async () => {
    const options = estateFiltersSchema.parse(
      await callJson('POST', '/sites/1/estate-filters', { body: { filter: { query: { terms: { status: ['TO_RENT'], type: [2] } } } }, locale: 'en' }),
    );
    const rentals = await all({ terms: { status: ['TO_RENT'] } });
    // the type facet ignores the type filter itself: it counts all rentals
    expect(options.headTypes.reduce((sum, t) => sum + t.count, 0)).toBe(rentals.total.value);
    expect(options.headTypes.find((t) => t.id === 2)?.name).toBe('Apartment');
    const apartmentsForRent = await all({ terms: { status: ['TO_RENT'], type: [2] } });
    expect(options.locations.reduce((sum, l) => sum + l.count, 0)).toBe(apartmentsForRent.total.value);
    expect(options.prices.min).not.toBeNull();
    expect(options.transactions.map((t) => t.id)).toEqual(expect.arrayContaining([1, 2]));
  });
});

describe('sorting and paging', () => {
  const sortedBy = <T>(list: T[], key: (x: T) => number | string | null, order: 'ASC' | 'DESC') =>
    list.every((x, i) => {
      if (i === 0) return true;
      const a = key(list[i - 1] as T);
      const b = key(x);
      if (a === null || b === null) return b === null;
      return order === 'ASC' ? a <= b : a >= b;
    });

  it('sorts by publication date, newest first, by default', async () => {
    const result = await all({});
    expect(sortedBy(result.results, (e) => e.general.publicationDate, 'DESC')).toBe(true);
  });

  it('sorts by price and city both ways', async () => {
    const price = (e: EstateSummary) => e.general.price.value ?? e.general.price.priceFrom;
    for (const order of ['ASC', 'DESC'] as const) {
      expect(sortedBy((await all({}, { sort: { type: 'price', order } })).results, price, order)).toBe(true);
      const byCity = await all({}, { sort: { type: 'city', order } });
      expect(sortedBy(byCity.results, (e) => e.address.city.alias?.nl ?? e.address.city.name, order)).toBe(true);
      const byType = await all({}, { sort: { type: 'type', order } });
      expect(sortedBy(byType.results, (e) => e.general.subType.id, order)).toBe(true);
    }
  });

  it('orders by the spec group order when grouping by type', async () => {
    const grouped = await all({}, { grouping: 'type' });
    const order = [1, 3, 7, 2, 4, 6, 10, 5, 9];
    expect(sortedBy(grouped.results, (e) => order.indexOf(e.general.headType.id), 'ASC')).toBe(true);
  });

  it('counts every group of a grouping over all pages, not only the page asked for', async () => {
    const keyOf = {
      type: (e: EstateSummary) => e.general.headType.id,
      status: (e: EstateSummary) => e.general.transaction.id,
      subType: (e: EstateSummary) => (e.general.project ? null : e.general.subType.id),
      city: (e: EstateSummary) => e.address.city.id,
    } as const;
    for (const grouping of ['type', 'status', 'subType', 'city'] as const) {
      const query = { terms: { status: ['FOR_SALE', 'TO_RENT'] } };
      const everything = await all(query, { grouping });
      const firstPage = await search({ filter: { query }, grouping, limit: 15, offset: 0 });
      const expected = new Map<number | null, number>();
      for (const estate of everything.results) expected.set(keyOf[grouping](estate), (expected.get(keyOf[grouping](estate)) ?? 0) + 1);
      expect(new Map(firstPage.groups?.map((group) => [group.key, group.count]))).toEqual(expected);
      expect(firstPage.groups?.reduce((sum, group) => sum + group.count, 0)).toBe(firstPage.total.value);
    }
  });

  it('answers no group counts without a grouping', async () => {
    expect((await search({ filter: {}, limit: 15 })).groups).toBeUndefined();
  });

  it('pages through everything with 15 per page: every top-level estate exactly once', async () => {
    for (const sort of [undefined, { type: 'price', order: 'ASC' } as const, { type: 'city', order: 'DESC' } as const]) {
      const seen: number[] = [];
      let total = 0;
      for (let offset = 0; ; offset += 15) {
        const page = await search({ filter: {}, sort, limit: 15, offset });
        total = page.total.value;
        seen.push(...page.results.map((e) => e.general.id));
        if (page.results.length < 15) break;
      }
      const [expected] = await rows<{ n: number }>('select count(*)::int as n from estates where site_id = 1 and parent_id is null');
      expect(total).toBe(expected?.n);
      expect(seen).toHaveLength(expected?.n ?? -1);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('answers the total past the last page', async () => {
    const beyond = await search({ filter: {}, limit: 15, offset: 5000 });
    expect(beyond.results).toHaveLength(0);
    expect(beyond.total.value).toBeGreaterThan(250);
  });
});

describe('seeded data', () => {
  it('has at least 250 estates per site over many municipalities in all three regions', async () => {
    for (const site of [1, 2]) {
      const result = await search({ filter: {}, limit: null }, site);
      expect(result.total.value).toBeGreaterThanOrEqual(250);
      const [counts] = await rows<{ n: number; cities: number; regions: number }>(
        `select count(*)::int as n, count(distinct city_id)::int as cities, count(distinct c.region)::int as regions
         from estates e join cities c on c.id = e.city_id where e.site_id = $1`,
        [site],
      );
      expect(counts?.n).toBeGreaterThanOrEqual(250);
      expect(counts?.cities).toBeGreaterThanOrEqual(25);
      expect(counts?.regions).toBe(3);
    }
  });

  it('has every transaction, status, head type and subtype of enums.ts on each site', async () => {
    for (const site of [1, 2]) {
      const found = await rows<{ t: number; h: number; s: number }>('select distinct transaction_id as t, head_type_id as h, sub_type_id as s from estates where site_id = $1', [site]);
      expect(new Set(found.map((r) => r.t))).toEqual(new Set(Object.keys(transactions).map(Number)));
      expect(new Set(found.map((r) => statusOfTransaction(r.t)))).toEqual(new Set(statuses));
      expect(new Set(found.map((r) => r.h))).toEqual(new Set(Object.keys(headTypes).map(Number)));
      expect(new Set(found.map((r) => r.s))).toEqual(new Set(Object.keys(subTypes).map(Number)));
    }
  });

  it('has at least 15 projects per site with 4 to 30 units over several floors', async () => {
    const projects = await rows<{ site_id: number; units: number; floors: number }>(
      `select p.site_id, count(c.id)::int as units, count(distinct c.floor)::int as floors
       from estates p join estates c on c.parent_id = p.id where p.project group by p.id, p.site_id`,
    );
    for (const site of [1, 2]) expect(projects.filter((p) => p.site_id === site).length).toBeGreaterThanOrEqual(15);
    for (const p of projects) {
      expect(p.units).toBeGreaterThanOrEqual(4);
      expect(p.units).toBeLessThanOrEqual(30);
      expect(p.floors).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least 40 rental units and free agenda slots in the future', async () => {
    const [units] = await rows<{ n: number }>('select count(*)::int as n from rental_units');
    expect(units?.n).toBeGreaterThanOrEqual(40);
    const [free] = await rows<{ n: number }>(
      `select count(*)::int as n from agenda_slots s where s.start > $1
       and not exists (select 1 from appointments a where a.slot_id = s.id and not a.cancelled)`,
      [CLOCK.toISOString()],
    );
    expect(free?.n).toBeGreaterThan(100);
  });
});

describe('at scale', () => {
  /** The plan PostgreSQL picks for a query when it may not read the whole table (the test data is small). */
  async function planOf(query: SQL): Promise<string> {
    const { db } = await openTestDb();
    return db.transaction(async (tx) => {
      for (const scan of ['seqscan', 'bitmapscan']) await tx.execute(sql.raw(`set local enable_${scan} = off`));
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((r) => Object.values(r).join('')).join('\n');
    });
  }

  it('sorts a list and counts its groups from estates_search_idx alone, never from the rows with their documents', async () => {
    const { db } = await openTestDb();
    // as after a bulk load (seedBulkEstates): statistics, and the visibility map that index-only scans need
    await rows('vacuum analyze estates');
    const body = estateSearchBodySchema.parse({
      filter: { query: { terms: { status: ['FOR_SALE'], type: [1, 2] }, range: { price: { gte: 150_000, lte: 600_000 } } } },
      sort: { type: 'price', order: 'ASC' },
      grouping: 'type',
    });
    const search = compileSearch(body, 1, 'nl');
    const page = db.select({ id: estates.id }).from(estates).where(search.where()).orderBy(...search.orderBy).limit(15).offset(30);
    const groups = db.select({ n: count() }).from(estates).where(search.where()).groupBy(estates.headTypeId);
    for (const query of [page, groups]) {
      expect(await planOf(sql`${query}`)).toMatch(/Index Only Scan using estates_search_idx/);
    }
  });
});
