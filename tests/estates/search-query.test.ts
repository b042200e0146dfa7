// The site-API search bodies an estate list query becomes (lib/estates/search-query.ts); reading and
// writing the query in the URL is tests/estates/url-state.test.ts's.
import { describe, expect, it } from 'vitest';
import { estateSearchBodySchema } from '@/lib/site-api/schemas';
import { emptyEstateQuery, newestSearchBody, normalizeEstateQuery, toMapSearchBody, toSearchBody, type EstateQuery } from '@/lib/estates/search-query';
import { readEstateQuery } from '@/lib/estates/url-state';
import { PAGE_SIZE } from '@/lib/rules';

const parse = (search: string) => readEstateQuery(new URLSearchParams(search));
const query = (overrides: Partial<EstateQuery> = {}): EstateQuery => ({ ...emptyEstateQuery(), ...overrides });

describe('normalizeEstateQuery', () => {
  it('leaves no undefined optional keys, so equal queries are deeply equal', () => {
    expect(Object.keys(normalizeEstateQuery({ ...emptyEstateQuery(), priceMin: undefined }))).not.toContain('priceMin');
  });
});

describe('newestSearchBody', () => {
  it("is the plain list's first page, so the home page's newest block offers every status on offer (for take-over too)", () => {
    expect(newestSearchBody(9)).toEqual(toSearchBody(emptyEstateQuery(), { offset: 0, limit: 9 }));
    expect(newestSearchBody(9).filter.query?.terms?.status).toEqual(['FOR_SALE', 'TO_RENT', 'TAKE_OVER']);
    expect(newestSearchBody(9).sort).toEqual({ type: 'date', order: 'DESC' });
  });
});

describe('toSearchBody', () => {
  const page = { offset: 30, limit: PAGE_SIZE };

  it('asks for what is on offer (for sale, to rent, for take-over) when no status is chosen, with the default sort and the page', () => {
    expect(toSearchBody(emptyEstateQuery(), { offset: 0, limit: PAGE_SIZE })).toEqual({
      filter: { query: { terms: { status: ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'] } } },
      sort: { type: 'date', order: 'DESC' },
      limit: 15,
      offset: 0,
    });
  });

  it('maps lists to terms, prices and bedrooms to ranges, the collection and grouping', () => {
    const body = toSearchBody(
      parse('status=FOR_SALE&city=11&city=12&type=1&epc=B&price-min=100000&price-max=300000&bed-min=2&collection=9&sort=price&group=subtype'),
      page,
    );
    expect(body).toEqual({
      filter: {
        query: {
          terms: { status: ['FOR_SALE'], city: [11, 12], type: [1], epc: ['B'] },
          range: { price: { gte: 100000, lte: 300000 }, bedrooms: { gte: 2 } },
        },
        collections: [9],
      },
      sort: { type: 'price', order: 'ASC' },
      grouping: 'subType',
      limit: 15,
      offset: 30,
    });
    expect(estateSearchBodySchema.safeParse(body).success).toBe(true);
  });

  it('drops empty parameters: no empty terms list (it would match nothing) and no empty range', () => {
    const body = toSearchBody(query({ status: [], city: [], priceMax: 250000 }), page);
    expect(body.filter).toEqual({ query: { terms: { status: ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'] }, range: { price: { lte: 250000 } } } });
    expect(JSON.stringify(body)).not.toContain('[]');
    expect(JSON.stringify(body)).not.toContain('gte');
  });

  it('sends a one-sided price range with only its bound', () => {
    expect(toSearchBody(query({ priceMin: 5 }), page).filter.query?.range).toEqual({ price: { gte: 5 } });
  });

  it('applies the URL rules to a query built in code (reversed range, invalid ids)', () => {
    const body = toSearchBody(query({ priceMin: 9, priceMax: 1, city: [0, 4] }), page);
    expect(body.filter.query).toEqual({ terms: { status: ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'], city: [4] }, range: { price: { gte: 1, lte: 9 } } });
  });

  it('reaches sold, rented and taken-over estates only through the status filter', () => {
    expect(toSearchBody(parse('status=SOLD&status=RENTED&status=TAKEN_OVER'), page).filter.query?.terms?.status).toEqual(['SOLD', 'RENTED', 'TAKEN_OVER']);
    expect(toMapSearchBody(emptyEstateQuery()).filter.query?.terms?.status).toEqual(['FOR_SALE', 'TO_RENT', 'TAKE_OVER']);
  });

  it('sends no grouping when none is chosen', () => {
    expect(toSearchBody(emptyEstateQuery(), page)).not.toHaveProperty('grouping');
  });
});

describe('toMapSearchBody', () => {
  it('sends the same filter without sort, grouping or limit (list view type 1)', () => {
    const q = parse('city=11&price-min=1000&sort=price&order=desc&group=city&collection=3');
    const body = toMapSearchBody(q);
    expect(body).toEqual({ filter: toSearchBody(q, { offset: 0, limit: PAGE_SIZE }).filter, sort: null, grouping: null, limit: null });
    expect(body).not.toHaveProperty('offset');
    expect(estateSearchBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('bounds on URL values', () => {
  it('ignores ids beyond the 32-bit range the site API uses', () => {
    expect(readEstateQuery({ city: ['99999999999', '12'] }).city).toEqual([12]);
  });

  it('keeps at most 50 values of a list key', () => {
    const many = Array.from({ length: 80 }, (_, i) => String(i + 1));
    expect(readEstateQuery({ city: many }).city).toHaveLength(50);
  });
});
