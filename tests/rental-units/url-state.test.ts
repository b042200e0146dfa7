import { describe, expect, it } from 'vitest';
import { emptyRentalQuery, toRentalSearchBody, type RentalQuery } from '@/lib/rental-units/search-query';
import { hasRentalFilters, readRentalQuery, rentalQueryString } from '@/lib/rental-units/url-state';
import { rentalUnitSearchBodySchema } from '@/lib/site-api/schemas/rental-units';
import { PAGE_SIZE } from '@/lib/rules';

const parse = (search: string) => readRentalQuery(new URLSearchParams(search));
const query = (overrides: Partial<RentalQuery> = {}): RentalQuery => ({ ...emptyRentalQuery(), ...overrides });
const serialize = (q: RentalQuery) => rentalQueryString(q);

const fullQuery = query({
  location: [1, 2],
  kind: [3],
  city: [8300, 8400],
  guests: 4,
  periodType: 'LONG_WEEKEND',
  arrival: '2026-07-04',
  stay: { start: '2026-07-04', end: '2026-07-11' },
});

describe('readRentalQuery: defaults', () => {
  it('reads an empty URL as no filter', () => {
    expect(parse('')).toStrictEqual({ location: [], kind: [], city: [] });
  });

  it('accepts the record Next passes as searchParams, with single and repeated values', () => {
    expect(readRentalQuery({ city: ['8400', '8300'], kind: '3', guests: '4', missing: undefined })).toStrictEqual(
      query({ city: [8300, 8400], kind: [3], guests: 4 }),
    );
  });
});

describe('readRentalQuery: id lists', () => {
  it('reads repeated and comma-separated values alike', () => {
    expect(parse('location=1&location=2').location).toEqual([1, 2]);
    expect(parse('kind=1,2').kind).toEqual([1, 2]);
    expect(parse('city=1,2&city=3').city).toEqual([1, 2, 3]);
    expect(parse('city=1, 2').city).toEqual([1, 2]);
  });

  it('dedupes and sorts ids so equal searches are equal queries', () => {
    expect(parse('city=8400&city=8300,8400').city).toEqual([8300, 8400]);
    expect(parse('location=10&location=9').location).toEqual([9, 10]);
    expect(parse('kind=3,1,3,2').kind).toEqual([1, 2, 3]);
  });

  it.each(['0', '-1', 'abc', '1e3', '2.5', '0x10', ''])('ignores the id "%s" and keeps the valid ones', (bad) => {
    expect(parse(`location=${bad}&location=5`).location).toEqual([5]);
    expect(parse(`kind=${bad}`).kind).toEqual([]);
    expect(parse(`city=${bad},7`).city).toEqual([7]);
  });
});

describe('readRentalQuery: single values', () => {
  it('reads guests from 1 to 50', () => {
    expect(parse('guests=1').guests).toBe(1);
    expect(parse('guests=50').guests).toBe(50);
  });

  it.each(['0', '51', 'x', '-2', '2.5', '1e1', ''])('ignores guests=%s', (bad) => {
    expect(parse(`guests=${bad}`)).not.toHaveProperty('guests');
  });

  it('takes the first valid value of a repeated single-valued key', () => {
    expect(parse('guests=x&guests=4&guests=6').guests).toBe(4);
    expect(parse('arrival=2026-02-30&arrival=2026-07-04').arrival).toBe('2026-07-04');
  });

  it('reads a real calendar day as arrival', () => {
    expect(parse('arrival=2026-07-04').arrival).toBe('2026-07-04');
    expect(parse('arrival=2028-02-29').arrival).toBe('2028-02-29');
  });

  it.each(['2026-02-30', '2026-7-4', '2027-02-29', '2026-13-01', '04/07/2026', '2026-07-04T10:00', 'today'])(
    'ignores arrival=%s',
    (bad) => {
      expect(parse(`arrival=${encodeURIComponent(bad)}`)).not.toHaveProperty('arrival');
    },
  );

  it('reads a stay with "_" or "/" between arrival and departure', () => {
    expect(parse('stay=2026-07-04_2026-07-11').stay).toEqual({ start: '2026-07-04', end: '2026-07-11' });
    expect(parse('stay=2026-07-04/2026-07-11').stay).toEqual({ start: '2026-07-04', end: '2026-07-11' });
  });

  it.each([
    ['the departure before the arrival', '2026-07-11_2026-07-04'],
    ['the departure on the arrival day', '2026-07-04_2026-07-04'],
    ['three parts', '2026-07-04_2026-07-11_2026-07-18'],
    ['one part', '2026-07-04'],
    ['a missing departure', '2026-07-04_'],
    ['a day that does not exist', '2026-02-30_2026-03-02'],
    ['a badly written day', '2026-7-4_2026-07-11'],
  ])('ignores a stay with %s', (_, bad) => {
    expect(parse(`stay=${encodeURIComponent(bad)}`)).not.toHaveProperty('stay');
  });

  it('reads a period type in the URL spelling as the API code', () => {
    expect(parse('period=week').periodType).toBe('WEEK');
    expect(parse('period=long-weekend').periodType).toBe('LONG_WEEKEND');
    expect(parse('period=MIDWEEK').periodType).toBe('MIDWEEK');
  });

  it.each(['week!', 'we ek', '<script>', '1week', 'wéek', 'week;drop', 'a'.repeat(31)])('ignores period=%s', (bad) => {
    expect(parse(`period=${encodeURIComponent(bad)}`)).not.toHaveProperty('periodType');
  });

  it('reads a URL with only invalid values as the empty query', () => {
    expect(parse('location=0&kind=abc&city=-1&guests=0&period=%3F&arrival=2026-02-30&stay=x')).toStrictEqual(emptyRentalQuery());
  });
});

describe('rentalQueryString', () => {
  it('writes the empty query as no parameters', () => {
    expect(serialize(emptyRentalQuery())).toBe('');
  });

  it('writes keys in the fixed order location, kind, city, guests, period, arrival, stay', () => {
    const shuffled: RentalQuery = {
      stay: { start: '2026-07-04', end: '2026-07-11' },
      arrival: '2026-07-04',
      periodType: 'WEEK',
      guests: 4,
      city: [8400],
      kind: [3],
      location: [1],
    };
    expect(serialize(shuffled)).toBe('location=1&kind=3&city=8400&guests=4&period=week&arrival=2026-07-04&stay=2026-07-04_2026-07-11');
  });

  it('writes lists as repeated keys, deduplicated and sorted', () => {
    expect(serialize(query({ city: [8400, 8300, 8400], location: [2, 1] }))).toBe('location=1&location=2&city=8300&city=8400');
  });

  it('leaves out values a query built in code got wrong', () => {
    expect(serialize(query({ city: [0, -3, 8400], guests: 0, arrival: '2026-02-30', stay: { start: '2026-07-11', end: '2026-07-04' } }))).toBe(
      'city=8400',
    );
  });

  it('writes LONG_WEEKEND as long-weekend, which reads back as LONG_WEEKEND', () => {
    expect(serialize(query({ periodType: 'LONG_WEEKEND' }))).toBe('period=long-weekend');
    expect(parse(serialize(query({ periodType: 'LONG_WEEKEND' }))).periodType).toBe('LONG_WEEKEND');
  });

  it('writes a stay read with "/" in the canonical "_" form, with the arrival it starts on', () => {
    expect(serialize(parse('stay=2026-07-04/2026-07-11'))).toBe('arrival=2026-07-04&stay=2026-07-04_2026-07-11');
  });

  it('drops a stay that does not start on the arrival day (the arrival changed without JavaScript)', () => {
    const q = parse('arrival=2026-07-11&stay=2026-07-04_2026-07-11');
    expect(q.arrival).toBe('2026-07-11');
    expect(q.stay).toBeUndefined();
    expect(toRentalSearchBody(q).filter).toEqual({ periodStartDate: '2026-07-11' });
  });

  it('reads back what it writes for a full query', () => {
    expect(parse(serialize(fullQuery))).toStrictEqual(fullQuery);
  });

  it('gives one URL for one search, however the URL was written', () => {
    const a = parse('stay=2026-07-04/2026-07-11&city=8400,8300&period=LONG_WEEKEND&location=2&location=1&kind=3&guests=4&arrival=2026-07-04');
    const b = parse('location=1,2&kind=3&city=8300&city=8400&guests=4&period=long-weekend&arrival=2026-07-04&stay=2026-07-04_2026-07-11');
    expect(serialize(a)).toBe(serialize(b));
  });
});

describe('toRentalSearchBody', () => {
  it('maps every filter to its API key', () => {
    expect(toRentalSearchBody(fullQuery)).toStrictEqual({
      filter: {
        location: [1, 2],
        subKind: [3],
        city: [8300, 8400],
        maxOccupation: 4,
        periodType: 'LONG_WEEKEND',
        periodStartDate: '2026-07-04',
        periodDate: '2026-07-04/2026-07-11',
      },
    });
  });

  it('sends a body the site API schema accepts', () => {
    expect(() => rentalUnitSearchBodySchema.parse(toRentalSearchBody(fullQuery, { offset: 0, limit: PAGE_SIZE }))).not.toThrow();
  });

  it('leaves empty filters out rather than sending empty lists or undefined', () => {
    expect(toRentalSearchBody(emptyRentalQuery())).toStrictEqual({ filter: {} });
    const body = toRentalSearchBody(query({ kind: [3] }));
    expect(Object.keys(body.filter ?? {})).toEqual(['subKind']);
  });

  it('drops invalid values before sending', () => {
    expect(toRentalSearchBody(query({ city: [8400, 8400, 0], guests: 51 }))).toStrictEqual({ filter: { city: [8400] } });
  });

  it('adds limit and offset only when a page is given', () => {
    expect(toRentalSearchBody(query({ city: [8400] }))).not.toHaveProperty('limit');
    expect(toRentalSearchBody(query({ city: [8400] }))).not.toHaveProperty('offset');
    expect(toRentalSearchBody(query({ city: [8400] }), { offset: 30, limit: PAGE_SIZE })).toStrictEqual({
      filter: { city: [8400] },
      limit: 15,
      offset: 30,
    });
  });
});

describe('hasRentalFilters', () => {
  it('is false for the empty query', () => {
    expect(hasRentalFilters(emptyRentalQuery())).toBe(false);
  });

  it.each<[string, Partial<RentalQuery>]>([
    ['location', { location: [1] }],
    ['kind', { kind: [3] }],
    ['city', { city: [8400] }],
    ['guests', { guests: 2 }],
    ['periodType', { periodType: 'WEEK' }],
    ['arrival', { arrival: '2026-07-04' }],
    ['stay', { stay: { start: '2026-07-04', end: '2026-07-11' } }],
  ])('is true with only %s', (_, overrides) => {
    expect(hasRentalFilters(query(overrides))).toBe(true);
  });

  it('is false when every value is invalid', () => {
    expect(hasRentalFilters(query({ city: [0], guests: 0, arrival: '2026-02-30' }))).toBe(false);
  });
});
