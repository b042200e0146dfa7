import { describe, expect, it } from 'vitest';
import { mergeQuery, optionalNumber, withoutFilters } from '@/lib/estates/filter-state';
import { emptyEstateQuery, type EstateQuery } from '@/lib/estates/search-query';
import { readEstateQuery } from '@/lib/estates/url-state';

const withQuery = (overrides: Partial<EstateQuery>): EstateQuery => ({ ...emptyEstateQuery(), ...overrides });

describe('the empty query', () => {
  it('has no filter, sort date DESC and the gallery', () => {
    expect(emptyEstateQuery()).toEqual({ status: [], city: [], type: [], epc: [], sort: 'date', order: 'DESC', view: 'gallery' });
  });
});

describe('initialising from request parameters', () => {
  it('reads the query the parameters describe, trans included', () => {
    expect(readEstateQuery(new URLSearchParams('trans=huren&city=3,1&type=2&price-min=100000&price-max=200000'))).toEqual({
      ...emptyEstateQuery(),
      status: ['TO_RENT'],
      city: [1, 3],
      type: [2],
      priceMin: 100000,
      priceMax: 200000,
    });
  });
});

describe('cities and types', () => {
  it('stores the chosen city and type ids', () => {
    expect(mergeQuery(mergeQuery(emptyEstateQuery(), { city: [11, 12] }), { type: [1] })).toMatchObject({ city: [11, 12], type: [1] });
  });

  it('removes the key with an empty list (no city filter at all)', () => {
    expect(mergeQuery(withQuery({ city: [11] }), { city: [] }).city).toEqual([]);
    expect(mergeQuery(withQuery({ type: [1] }), { type: [] }).type).toEqual([]);
  });

  it('leaves the other keys alone', () => {
    expect(mergeQuery(withQuery({ type: [2], priceMax: 10 }), { city: [5] })).toMatchObject({ type: [2], priceMax: 10 });
  });
});

describe('the price range', () => {
  it('stores min and max unchanged', () => {
    expect(mergeQuery(emptyEstateQuery(), { priceMin: 150000, priceMax: 250000 })).toMatchObject({ priceMin: 150000, priceMax: 250000 });
  });

  it.each([[''], [null], [undefined], [Number.NaN]] as const)('turns the empty value %s into undefined', (empty) => {
    const query = mergeQuery(withQuery({ priceMin: 1, priceMax: 2 }), { priceMin: optionalNumber(empty), priceMax: 300000 });
    expect(query).not.toHaveProperty('priceMin');
    expect(query.priceMax).toBe(300000);
  });

  it('keeps zero, which is a bound and not an empty value', () => {
    expect(optionalNumber(0)).toBe(0);
  });
});

describe('bedrooms, EPC and status', () => {
  it('stores the minimum bedrooms, and clears it with an empty value', () => {
    const query = mergeQuery(emptyEstateQuery(), { bedMin: 3 });
    expect(query.bedMin).toBe(3);
    expect(mergeQuery(query, { bedMin: optionalNumber('') })).not.toHaveProperty('bedMin');
  });

  it('stores EPC labels and statuses', () => {
    expect(mergeQuery(mergeQuery(emptyEstateQuery(), { epc: ['A', 'B'] }), { status: ['TO_RENT'] })).toMatchObject({ epc: ['A', 'B'], status: ['TO_RENT'] });
  });
});

describe('sort', () => {
  it('orders ASC when no order is given, whatever the previous order', () => {
    expect(mergeQuery(emptyEstateQuery(), { sort: 'price' })).toMatchObject({ sort: 'price', order: 'ASC' });
    expect(mergeQuery(emptyEstateQuery(), { sort: 'type' })).toMatchObject({ sort: 'type', order: 'ASC' });
  });

  it('keeps an explicit order', () => {
    expect(mergeQuery(emptyEstateQuery(), { sort: 'price', order: 'DESC' })).toMatchObject({ sort: 'price', order: 'DESC' });
    expect(mergeQuery(emptyEstateQuery(), { order: 'ASC' })).toMatchObject({ sort: 'date', order: 'ASC' });
  });

  it('merges into the query, keeping the filters', () => {
    expect(mergeQuery(withQuery({ city: [11] }), { sort: 'city' }).city).toEqual([11]);
  });
});

describe('general updates', () => {
  it('merge a partial query', () => {
    expect(mergeQuery(withQuery({ city: [11], priceMin: 5 }), { type: [2], group: 'city', view: 'map' })).toEqual({
      ...emptyEstateQuery(),
      city: [11],
      priceMin: 5,
      type: [2],
      group: 'city',
      view: 'map',
    });
  });

  it('clear an optional key given as undefined, but never a required one', () => {
    expect(mergeQuery(withQuery({ priceMin: 5, group: 'type' }), { priceMin: undefined, group: undefined, city: undefined, sort: undefined })).toEqual(
      emptyEstateQuery(),
    );
  });

  it('do not change the query they merge into', () => {
    const query = emptyEstateQuery();
    mergeQuery(query, { city: [1] });
    expect(query.city).toEqual([]);
  });
});

describe('reset', () => {
  it('clears every filter but keeps sort, order, grouping and view', () => {
    const query = withQuery({
      city: [1], type: [2], status: ['SOLD'], epc: ['A'], priceMin: 1, priceMax: 2, bedMin: 3, collection: 4, openHouse: true,
      near: { city: 7, km: 5 }, sort: 'price', order: 'DESC', group: 'city', view: 'map',
    });
    expect(withoutFilters(query)).toEqual({ ...emptyEstateQuery(), sort: 'price', order: 'DESC', group: 'city', view: 'map' });
  });
});

describe('optionalNumber', () => {
  it('passes numbers through unchanged, negative ones included (the URL rules apply later)', () => {
    expect(optionalNumber(-5)).toBe(-5);
  });
});
