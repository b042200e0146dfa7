import { describe, expect, it } from 'vitest';
import { cityLabels, CITY_LABEL_MIN_ZOOM, MINOR_CITY_ZOOM, type BaseMapData } from '@/lib/map/base-map';
import belgium from '@/lib/map/belgium-base-map.json';

const data = belgium as BaseMapData;
/** Belgium's extent, with a little room: every town named on the map lies inside it. */
const inBelgium = (lat: number, lng: number) => lat > 49.45 && lat < 51.55 && lng > 2.5 && lng < 6.45;

describe('the offline base map of Belgium', () => {
  it('has the country outline, the region borders, land around it, motorways and towns', () => {
    expect(data.border.length).toBeGreaterThan(0);
    expect(data.regions.length).toBeGreaterThan(0);
    expect(data.land.length).toBeGreaterThan(0);
    expect(data.belgium.length).toBeGreaterThanOrEqual(11);
    expect(data.roads.map((road) => road.ref)).toEqual(expect.arrayContaining(['E40', 'E19', 'E17', 'E411', 'E42']));
    for (const city of data.cities) expect(inBelgium(city.lat, city.lng), city.names.en).toBe(true);
  });

  it('keeps its outline inside Belgium and its land inside the map box', () => {
    for (const line of [...data.border, ...data.regions]) for (const [lat, lng] of line) expect(inBelgium(lat, lng)).toBe(true);
    for (const polygon of data.land) for (const ring of polygon) for (const [lat, lng] of ring) expect(lat >= 48.9 && lat <= 52.3 && lng >= 1.6 && lng <= 7.4).toBe(true);
  });

  it('stays small: it travels in the map chunk', () => {
    expect(JSON.stringify(data).length).toBeLessThan(60_000);
  });
});

describe('cityLabels', () => {
  it('names the main towns in the visitor language at the country view', () => {
    const fr = cityLabels(data, 8, 'fr').map((city) => city.name);
    expect(fr).toEqual(expect.arrayContaining(['Bruxelles', 'Anvers', 'Gand', 'Liège']));
    expect(fr).not.toContain('Malines');
    expect(cityLabels(data, 8, 'nl').map((city) => city.name)).toEqual(expect.arrayContaining(['Brussel', 'Antwerpen', 'Gent', 'Luik']));
    expect(cityLabels(data, 8, 'de').map((city) => city.name)).toContain('Brüssel');
  });

  it('adds the smaller towns from the region view, and names none on a view wider than the Benelux', () => {
    expect(cityLabels(data, MINOR_CITY_ZOOM, 'fr').map((city) => city.name)).toContain('Malines');
    expect(cityLabels(data, CITY_LABEL_MIN_ZOOM - 1, 'en')).toEqual([]);
  });
});
