import { describe, expect, it } from 'vitest';
import { filterReducer, initialFilterState, mergeQuery, optionalNumber, type FilterState } from '@/lib/estates/filter-state';
import { emptyEstateQuery, type EstateQuery } from '@/lib/estates/search-query';
import { estateFiltersSchema, type EstateFilters } from '@/lib/site-api/schemas';
import type { SiteApiErrorInfo } from '@/lib/site-api/errors';

const options: EstateFilters = estateFiltersSchema.parse({
  headTypes: [{ id: 1, name: 'Huis', count: 4 }],
  locations: [{ id: 11, name: 'Mechelen', zip: '2800', alias: { fr: 'Malines' }, count: 4 }],
  prices: { min: 100000, max: 900000 },
  transactions: [{ id: 1, name: 'Te koop', count: 4 }],
  epcLabels: [{ label: 'B', count: 4 }],
});
const failure: SiteApiErrorInfo = { kind: 'http', message: '503 Service Unavailable', status: 503 };

const withQuery = (overrides: Partial<EstateQuery>): FilterState => ({
  ...initialFilterState,
  filterQuery: { ...emptyEstateQuery(), ...overrides },
});

describe('initialFilterState', () => {
  it('starts with no filter, sort date DESC, no options, not loading and no error', () => {
    expect(initialFilterState).toEqual({
      filterQuery: { status: [], city: [], type: [], epc: [], sort: 'date', order: 'DESC', view: 'gallery' },
      options: null,
      isLoading: false,
      error: null,
    });
  });
});

describe('initFromParams', () => {
  it('replaces the query with the one the request parameters describe, trans included', () => {
    const state = filterReducer(withQuery({ city: [99], priceMin: 5 }), {
      type: 'initFromParams',
      params: new URLSearchParams('trans=huren&city=3,1&type=2&price-min=100000&price-max=200000'),
    });
    expect(state.filterQuery).toEqual({ ...emptyEstateQuery(), status: ['TO_RENT'], city: [1, 3], type: [2], priceMin: 100000, priceMax: 200000 });
  });

  it('keeps the fetched options', () => {
    const state = filterReducer({ ...initialFilterState, options }, { type: 'initFromParams', params: {} });
    expect(state.options).toBe(options);
  });
});

describe('setCities and setTypes', () => {
  it('stores the chosen city and type ids', () => {
    let state = filterReducer(initialFilterState, { type: 'setCities', ids: [11, 12] });
    state = filterReducer(state, { type: 'setTypes', ids: [1] });
    expect(state.filterQuery).toMatchObject({ city: [11, 12], type: [1] });
  });

  it('removes the key with an empty list (no city filter at all)', () => {
    expect(filterReducer(withQuery({ city: [11] }), { type: 'setCities', ids: [] }).filterQuery.city).toEqual([]);
    expect(filterReducer(withQuery({ type: [1] }), { type: 'setTypes', ids: [] }).filterQuery.type).toEqual([]);
  });

  it('leaves the other keys alone', () => {
    const state = filterReducer(withQuery({ type: [2], priceMax: 10 }), { type: 'setCities', ids: [5] });
    expect(state.filterQuery).toMatchObject({ type: [2], priceMax: 10 });
  });
});

describe('setPriceRange', () => {
  it('stores min and max unchanged', () => {
    const state = filterReducer(initialFilterState, { type: 'setPriceRange', min: 150000, max: 250000 });
    expect(state.filterQuery).toMatchObject({ priceMin: 150000, priceMax: 250000 });
  });

  it.each([[''], [null], [undefined], [Number.NaN]] as const)('turns the empty value %s into undefined', (empty) => {
    const state = filterReducer(withQuery({ priceMin: 1, priceMax: 2 }), { type: 'setPriceRange', min: empty, max: 300000 });
    expect(state.filterQuery).not.toHaveProperty('priceMin');
    expect(state.filterQuery.priceMax).toBe(300000);
  });

  it('keeps zero, which is a bound and not an empty value', () => {
    expect(filterReducer(initialFilterState, { type: 'setPriceRange', min: 0, max: null }).filterQuery.priceMin).toBe(0);
  });
});

describe('setBedMin, setEpc and setStatus', () => {
  it('stores the minimum bedrooms, and clears it with an empty value', () => {
    const state = filterReducer(initialFilterState, { type: 'setBedMin', value: 3 });
    expect(state.filterQuery.bedMin).toBe(3);
    expect(filterReducer(state, { type: 'setBedMin', value: '' }).filterQuery).not.toHaveProperty('bedMin');
  });

  it('stores EPC labels and statuses', () => {
    let state = filterReducer(initialFilterState, { type: 'setEpc', labels: ['A', 'B'] });
    state = filterReducer(state, { type: 'setStatus', statuses: ['TO_RENT'] });
    expect(state.filterQuery).toMatchObject({ epc: ['A', 'B'], status: ['TO_RENT'] });
  });
});

describe('setSort', () => {
  it('orders ASC when no order is given, whatever the previous order', () => {
    const state = filterReducer(initialFilterState, { type: 'setSort', sort: 'price' });
    expect(state.filterQuery).toMatchObject({ sort: 'price', order: 'ASC' });
  });

  it('keeps an explicit order', () => {
    const state = filterReducer(initialFilterState, { type: 'setSort', sort: 'price', order: 'DESC' });
    expect(state.filterQuery).toMatchObject({ sort: 'price', order: 'DESC' });
  });

  it('merges into the query, keeping the filters', () => {
    const state = filterReducer(withQuery({ city: [11] }), { type: 'setSort', sort: 'city' });
    expect(state.filterQuery.city).toEqual([11]);
  });
});

describe('update', () => {
  it('merges a partial query into filterQuery', () => {
    const state = filterReducer(withQuery({ city: [11], priceMin: 5 }), { type: 'update', patch: { type: [2], group: 'city', view: 'map' } });
    expect(state.filterQuery).toEqual({ ...emptyEstateQuery(), city: [11], priceMin: 5, type: [2], group: 'city', view: 'map' });
  });

  it('clears an optional key given as undefined, but never a required one', () => {
    const state = filterReducer(withQuery({ priceMin: 5, group: 'type' }), {
      type: 'update',
      patch: { priceMin: undefined, group: undefined, city: undefined, sort: undefined },
    });
    expect(state.filterQuery).toEqual(emptyEstateQuery());
  });

  it('follows the ASC rule for a sort given without an order, as setSort does', () => {
    expect(filterReducer(initialFilterState, { type: 'update', patch: { sort: 'type' } }).filterQuery).toMatchObject({ sort: 'type', order: 'ASC' });
    expect(filterReducer(initialFilterState, { type: 'update', patch: { order: 'ASC' } }).filterQuery).toMatchObject({ sort: 'date', order: 'ASC' });
  });
});

describe('reset', () => {
  it('clears every filter but keeps sort, order, grouping and view', () => {
    const state = filterReducer(
      withQuery({ city: [1], type: [2], status: ['SOLD'], epc: ['A'], priceMin: 1, priceMax: 2, bedMin: 3, collection: 4, sort: 'price', order: 'DESC', group: 'city', view: 'map' }),
      { type: 'reset' },
    );
    expect(state.filterQuery).toEqual({ ...emptyEstateQuery(), sort: 'price', order: 'DESC', group: 'city', view: 'map' });
  });

  it('keeps the options', () => {
    expect(filterReducer({ ...initialFilterState, options }, { type: 'reset' }).options).toBe(options);
  });
});

describe('fetching the filter options', () => {
  it('fetchOptions sets loading', () => {
    expect(filterReducer(initialFilterState, { type: 'fetchOptions' }).isLoading).toBe(true);
  });

  it('fetchOptionsSuccess stores the options, clears the error and stops loading', () => {
    const loading: FilterState = { ...initialFilterState, isLoading: true, error: failure };
    expect(filterReducer(loading, { type: 'fetchOptionsSuccess', options })).toEqual({ ...initialFilterState, options, isLoading: false, error: null });
  });

  it('fetchOptionsFailure stores the error as given and stops loading, keeping earlier options', () => {
    const loading: FilterState = { ...initialFilterState, options, isLoading: true };
    const state = filterReducer(loading, { type: 'fetchOptionsFailure', error: failure });
    expect(state).toEqual({ ...loading, isLoading: false, error: failure });
  });

  it('leaves the query alone', () => {
    const state = withQuery({ city: [1] });
    expect(filterReducer(state, { type: 'fetchOptions' }).filterQuery).toBe(state.filterQuery);
  });
});

describe('optionalNumber and mergeQuery', () => {
  it('passes numbers through unchanged, negative ones included (the URL rules apply later)', () => {
    expect(optionalNumber(-5)).toBe(-5);
  });

  it('does not change the query it merges into', () => {
    const query = emptyEstateQuery();
    mergeQuery(query, { city: [1] });
    expect(query.city).toEqual([]);
  });
});
