// "Within N km of a town" in the list's URL: the town by its city id and the distance in km, read and
// written so that a link round-trips, and old links with a drawn circle keep working.
import { describe, expect, it } from 'vitest';
import { withNear } from '@/lib/estates/filter-state';
import { emptyEstateQuery } from '@/lib/estates/search-query';
import { areaProblemOf, estateQueryString, readEstateQuery } from '@/lib/estates/url-state';
import { townMessageValues } from '@/lib/estates/town-distance';

const parse = (search: string) => readEstateQuery(new URLSearchParams(search));
const roundTrip = (search: string) => estateQueryString(parse(search));

describe('the distance from a town in the URL', () => {
  it('reads the town and the distance, and writes them back as they came', () => {
    expect(parse('near=12&km=20').near).toEqual({ city: 12, km: 20 });
    expect(roundTrip('status=FOR_SALE&near=12&km=20&view=map')).toBe('status=FOR_SALE&near=12&km=20&view=map');
    expect(estateQueryString({ ...emptyEstateQuery(), near: { city: 7, km: 5 } })).toBe('near=7&km=5');
  });

  it('reads a town without a distance, or with one that is not a whole number of km up to 200, as 10 km', () => {
    expect(roundTrip('near=12')).toBe('near=12&km=10');
    for (const km of ['0', 'abc', '2.5', '201', '-5']) expect(parse(`near=12&km=${km}`).near).toEqual({ city: 12, km: 10 });
  });

  it('ignores a distance without a town, and a town that is no city id', () => {
    expect(roundTrip('km=10')).toBe('');
    expect(roundTrip('near=antwerpen&km=10')).toBe('');
  });

  it('keeps old links with a circle drawn or chosen on the map: they still search it', () => {
    expect(parse('area=c51.2194_4.4025_10000').area).toEqual({ kind: 'circle', center: [51.2194, 4.4025], radius: 10000 });
    expect(roundTrip('area=c51.2194_4.4025_10000')).toBe('area=c51.2194_4.4025_10000');
  });

  it('lets a town sent by the form win over a drawn area travelling along as a hidden field, which is then no problem', () => {
    const params = 'near=12&km=5&area=c51.2194_4.4025_10000';
    expect(parse(params).area).toBeUndefined();
    expect(roundTrip(params)).toBe('near=12&km=5');
    expect(areaProblemOf(new URLSearchParams('near=12&area=garbage'))).toBeNull();
  });

  it('writes the town, not its circle, once the server has placed it', () => {
    const placed = { ...parse('near=12&km=5'), area: { kind: 'circle', center: [51.2, 4.4], radius: 5000 } as const };
    expect(estateQueryString(placed)).toBe('near=12&km=5');
  });
});

describe('the filter state', () => {
  it('choosing a town replaces a drawn area, and removing it leaves none', () => {
    const drawn = parse('area=c51.2194_4.4025_10000');
    const near = withNear(drawn, { city: 12, km: 10 });
    expect(estateQueryString(near)).toBe('near=12&km=10');
    expect(estateQueryString(withNear(near, undefined))).toBe('');
  });
});

describe('townMessageValues', () => {
  it('says which names French elides before ("d’Anvers", but "de Gand" and "de Hasselt")', () => {
    expect(townMessageValues({ name: 'Anvers', km: 10 })).toEqual({ distance: 10, town: 'Anvers', vowel: 'yes' });
    expect(townMessageValues({ name: 'Ypres', km: 5 }).vowel).toBe('yes');
    expect(townMessageValues({ name: 'Gand', km: 5 }).vowel).toBe('no');
    expect(townMessageValues({ name: 'Hasselt', km: 5 }).vowel).toBe('no');
  });
});
