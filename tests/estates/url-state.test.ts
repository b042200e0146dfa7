import { describe, expect, it } from 'vitest';
import { emptyEstateQuery, type EstateQuery } from '@/lib/estates/search-query';
import { estateQueryString, readEstateQuery } from '@/lib/estates/url-state';

const parse = (search: string) => readEstateQuery(new URLSearchParams(search));
const query = (overrides: Partial<EstateQuery> = {}): EstateQuery => ({ ...emptyEstateQuery(), ...overrides });

describe('readEstateQuery: defaults', () => {
  it('reads an empty URL as no filter, date DESC and the gallery', () => {
    expect(parse('')).toEqual({ status: [], city: [], type: [], epc: [], sort: 'date', order: 'DESC', view: 'gallery' });
  });

  it('accepts the record Next passes as searchParams, with single and repeated values', () => {
    expect(readEstateQuery({ city: ['3', '1'], type: '2', 'price-max': '500000', missing: undefined })).toEqual(
      query({ city: [1, 3], type: [2], priceMax: 500000 }),
    );
  });
});

describe('readEstateQuery: lists', () => {
  it('reads repeated and comma-separated values alike', () => {
    expect(parse('city=1&city=2').city).toEqual([1, 2]);
    expect(parse('city=1,2').city).toEqual([1, 2]);
    expect(parse('city=1,2&city=3').city).toEqual([1, 2, 3]);
    expect(parse('city=1, 2').city).toEqual([1, 2]);
  });

  it('dedupes and sorts list values so equal searches are equal queries', () => {
    expect(parse('city=3&city=1,3').city).toEqual([1, 3]);
    expect(parse('status=TO_RENT&status=FOR_SALE&status=TO_RENT').status).toEqual(['FOR_SALE', 'TO_RENT']);
    expect(parse('epc=C&epc=A%2B%2B&epc=b').epc).toEqual(['A++', 'B', 'C']);
  });

  it('reads status codes and EPC labels case-insensitively', () => {
    expect(parse('status=for_sale').status).toEqual(['FOR_SALE']);
    expect(parse('epc=a%2B').epc).toEqual(['A+']);
  });

  it('reads an EPC "+" typed raw into the address (form-decoded to a space) as "+"', () => {
    expect(parse('epc=A++').epc).toEqual(['A++']);
    expect(parse('epc=A+').epc).toEqual(['A+']);
  });
});

describe('readEstateQuery: trans', () => {
  it('maps trans=kopen to FOR_SALE and trans=huren to TO_RENT', () => {
    expect(parse('trans=kopen').status).toEqual(['FOR_SALE']);
    expect(parse('trans=huren').status).toEqual(['TO_RENT']);
  });

  it('merges trans with status', () => {
    expect(parse('trans=huren&status=SOLD').status).toEqual(['TO_RENT', 'SOLD']);
    expect(parse('trans=kopen&status=FOR_SALE').status).toEqual(['FOR_SALE']);
  });

  it('ignores unknown trans words, including object keys', () => {
    expect(parse('trans=verkopen').status).toEqual([]);
    expect(parse('trans=constructor').status).toEqual([]);
  });
});

describe('readEstateQuery: sort', () => {
  it('defaults to date DESC when no sort is given', () => {
    expect(parse('')).toMatchObject({ sort: 'date', order: 'DESC' });
  });

  it('orders ASC when a sort type is given without an order', () => {
    expect(parse('sort=price')).toMatchObject({ sort: 'price', order: 'ASC' });
    expect(parse('sort=date')).toMatchObject({ sort: 'date', order: 'ASC' });
  });

  it('keeps an explicit order, read case-insensitively', () => {
    expect(parse('sort=price&order=desc')).toMatchObject({ sort: 'price', order: 'DESC' });
    expect(parse('sort=city&order=DeSc')).toMatchObject({ sort: 'city', order: 'DESC' });
    expect(parse('order=asc')).toMatchObject({ sort: 'date', order: 'ASC' });
  });

  it('falls back to the default sort for an unknown sort, and ignores an unknown order', () => {
    expect(parse('sort=<script>')).toMatchObject({ sort: 'date', order: 'DESC' });
    expect(parse('sort=%3Cscript%3E')).toMatchObject({ sort: 'date', order: 'DESC' });
    expect(parse('sort=price&order=sideways')).toMatchObject({ sort: 'price', order: 'ASC' });
  });
});

describe('readEstateQuery: group and view', () => {
  it('maps the URL group "subtype" to the grouping subType, and reads the others as named', () => {
    expect(parse('group=subtype').group).toBe('subType');
    expect(parse('group=type').group).toBe('type');
    expect(parse('group=status').group).toBe('status');
    expect(parse('group=city').group).toBe('city');
  });

  it('falls back to no grouping for an unknown group', () => {
    expect(parse('group=bogus')).not.toHaveProperty('group');
  });

  it('reads the map view, and the gallery for anything else', () => {
    expect(parse('view=map').view).toBe('map');
    expect(parse('view=list').view).toBe('gallery');
  });
});

describe('readEstateQuery: invalid values are ignored, never an error', () => {
  it.each([
    ['price-min=abc', 'priceMin'],
    ['price-min=-5', 'priceMin'],
    ['price-min=', 'priceMin'],
    ['price-max=1e9', 'priceMax'],
    ['price-max=Infinity', 'priceMax'],
    ['bed-min=2.5', 'bedMin'],
    ['bed-min=-1', 'bedMin'],
    ['collection=0', 'collection'],
    ['collection=x', 'collection'],
  ] as const)('%s leaves %s out', (search, key) => {
    expect(parse(search)).not.toHaveProperty(key);
  });

  it('drops ids that are not positive integers', () => {
    expect(parse('city=-3&city=0&city=1.5&city=abc&city=7').city).toEqual([7]);
    expect(parse('type=x,2').type).toEqual([2]);
  });

  it('drops unknown status codes and EPC labels', () => {
    expect(parse('status=HACKED&status=SOLD').status).toEqual(['SOLD']);
    expect(parse('epc=Z&epc=A%2B%2B%2B&epc=G').epc).toEqual(['G']);
  });

  it('takes the first valid value of a single-valued key', () => {
    expect(parse('price-min=abc&price-min=100').priceMin).toBe(100);
  });
});

describe('readEstateQuery: numbers', () => {
  it('reads price bounds, decimals included, and bed-min as an integer', () => {
    expect(parse('price-min=150000&price-max=299999.5&bed-min=3')).toMatchObject({ priceMin: 150000, priceMax: 299999.5, bedMin: 3 });
  });

  it('keeps zero as a bound', () => {
    expect(parse('price-min=0&bed-min=0')).toMatchObject({ priceMin: 0, bedMin: 0 });
  });

  it('swaps a reversed price range', () => {
    expect(parse('price-min=400000&price-max=200000')).toMatchObject({ priceMin: 200000, priceMax: 400000 });
  });

  it('reads a collection id', () => {
    expect(parse('collection=9').collection).toBe(9);
  });
});

describe('estateQueryString', () => {
  it('writes nothing for the default query', () => {
    expect(estateQueryString(emptyEstateQuery())).toBe('');
  });

  it('writes keys in a fixed order, lists as repeated keys, whatever order the query was built in', () => {
    const built: EstateQuery = {
      view: 'map',
      group: 'subType',
      order: 'DESC',
      sort: 'price',
      collection: 9,
      epc: ['B', 'A+'],
      bedMin: 2,
      priceMax: 400000,
      priceMin: 100000,
      type: [2, 1],
      city: [20, 10],
      status: ['TO_RENT', 'FOR_SALE'],
    };
    expect(estateQueryString(built)).toBe(
      'status=FOR_SALE&status=TO_RENT&city=10&city=20&type=1&type=2&price-min=100000&price-max=400000&bed-min=2' +
        '&epc=A%2B&epc=B&collection=9&sort=price&order=desc&group=subtype&view=map',
    );
  });

  it('writes the status a trans word stood for, never trans itself', () => {
    const params = new URLSearchParams(estateQueryString(parse('trans=kopen')));
    expect(params.has('trans')).toBe(false);
    expect(params.getAll('status')).toEqual(['FOR_SALE']);
  });

  it('writes a sort without its order when the order is the ASC a given sort implies', () => {
    expect(estateQueryString(query({ sort: 'price', order: 'ASC' }))).toBe('sort=price');
    expect(estateQueryString(query({ sort: 'date', order: 'ASC' }))).toBe('sort=date');
  });

  it('drops invalid values a query built in code may hold', () => {
    expect(estateQueryString(query({ city: [-1, 0], priceMin: Number.NaN, bedMin: 1.5, epc: ['Z'] }))).toBe('');
  });

  it('writes equal queries identically', () => {
    expect(estateQueryString(parse('city=2,1&status=SOLD&trans=kopen'))).toBe(
      estateQueryString(parse('trans=kopen&city=1&status=SOLD&city=2&city=1')),
    );
  });
});

describe('round trip', () => {
  const queries: [string, EstateQuery][] = [
    ['the default query', emptyEstateQuery()],
    ['date ASC', query({ sort: 'date', order: 'ASC' })],
    ['price DESC', query({ sort: 'price', order: 'DESC' })],
    ['type ASC', query({ sort: 'type', order: 'ASC' })],
    [
      'every key set',
      query({
        status: ['FOR_SALE', 'SOLD'],
        city: [1, 2],
        type: [3],
        epc: ['A++', 'G'],
        priceMin: 0,
        priceMax: 250000.5,
        bedMin: 6,
        collection: 4,
        sort: 'city',
        order: 'DESC',
        group: 'subType',
        view: 'map',
      }),
    ],
  ];

  it.each(queries)('parse(serialize(q)) = q for %s', (_, q) => {
    expect(readEstateQuery(new URLSearchParams(estateQueryString(q)))).toEqual(q);
  });

  it('survives a trip through a URL string', () => {
    const q = queries[4]![1];
    const url = new URL(`https://example.test/nl/aanbod?${estateQueryString(q)}`);
    expect(readEstateQuery(url.searchParams)).toEqual(q);
  });
});

