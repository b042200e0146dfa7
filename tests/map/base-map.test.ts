import { describe, expect, it } from 'vitest';
import {
  DETAIL_ZOOM,
  detailZoom,
  nearestTowns,
  project,
  TOWN_LABEL_MIN_ZOOM,
  townLabels,
  type BaseMapData,
  type Focus,
  type Town,
} from '@/lib/map/base-map';
import belgium from '@/lib/map/belgium-base-map.json';

const data = belgium as BaseMapData;
/** Belgium's extent, with a little room. */
const inBelgium = (lat: number, lng: number) => lat > 49.45 && lat < 51.55 && lng > 2.5 && lng < 6.45;
const names = (labels: { name: string }[]) => labels.map((label) => label.name);
const town = (name: string) => data.towns.find(([other]) => other === name)!;

/** A phone's detail map box (390 px wide, 20rem high). */
const PHONE = { width: 388, height: 318 };
const gent: Focus = { lat: 51.054, lng: 3.72, town: 'Gand', otherNames: ['Gent'] };

describe('the offline base map of Belgium', () => {
  it('has the country outline, the region borders, land around it and motorways', () => {
    expect(data.border.length).toBeGreaterThan(0);
    expect(data.regions.length).toBeGreaterThan(0);
    expect(data.land.length).toBeGreaterThan(0);
    expect(data.belgium.length).toBeGreaterThanOrEqual(11);
    expect(data.roads.map((road) => road.ref)).toEqual(expect.arrayContaining(['E40', 'E19', 'E17', 'E411', 'E42']));
  });

  it('keeps its outline inside Belgium and its land inside the map box', () => {
    for (const line of [...data.border, ...data.regions]) for (const [lat, lng] of line) expect(inBelgium(lat, lng)).toBe(true);
    for (const polygon of data.land) for (const ring of polygon) for (const [lat, lng] of ring) expect(lat >= 48.9 && lat <= 52.3 && lng >= 1.6 && lng <= 7.4).toBe(true);
  });

  it("takes its towns from the data set, every Belgian place of some size and the neighbours' cities, Belgian ones first", () => {
    expect(data.towns.length).toBeGreaterThan(400);
    for (const name of ['Antwerpen', 'Gent', 'Liège', 'Arlon', 'Knokke-Heist', 'Eupen', 'Lille', 'Maastricht', 'Aachen']) expect(town(name), name).toBeDefined();
    const order = (name: string) => data.towns.indexOf(town(name));
    expect(order('Antwerpen')).toBeLessThan(order('Gent'));
    expect(order('Liège')).toBeLessThan(order('Aachen'));
    expect(order('Knokke-Heist')).toBeLessThan(order('Köln'));
  });

  it('stays small: it travels in the map chunk', () => {
    expect(JSON.stringify(data).length).toBeLessThan(70_000);
  });
});

describe('townLabels on the list map', () => {
  it('names no town on a view wider than the Benelux, and only the cities at the country view', () => {
    expect(townLabels(data.towns, TOWN_LABEL_MIN_ZOOM - 0.5)).toEqual([]);
    const country = names(townLabels(data.towns, 7));
    expect(country).toEqual(expect.arrayContaining(['Antwerpen', 'Gent', 'Charleroi', 'Liège']));
    expect(country).not.toContain('Knokke-Heist');
  });

  it('names smaller towns as the view comes closer', () => {
    expect(names(townLabels(data.towns, 11))).toContain('Knokke-Heist');
    expect(townLabels(data.towns, 10).length).toBeGreaterThan(townLabels(data.towns, 8).length);
  });

  it('leaves out a name that would overlap a larger town already named', () => {
    const towns: Town[] = [
      ['Grootstad', 50.5, 4.5, 200_000],
      ['Buurgemeente', 50.503, 4.52, 150_000],
      ['Verderop', 50.9, 4.5, 120_000],
    ];
    expect(names(townLabels(towns, 8))).toEqual(['Grootstad', 'Verderop']);
    // Closer in, the two are far enough apart on screen to be both named.
    expect(names(townLabels(towns, 13))).toEqual(['Grootstad', 'Buurgemeente', 'Verderop']);
  });
});

describe('townLabels on a detail map', () => {
  it("names the listing's town in the visitor's language, beside the pin, instead of the data's name for it", () => {
    const labels = townLabels(data.towns, 11, gent);
    expect(labels[0]).toMatchObject({ name: 'Gand', lat: gent.lat, lng: gent.lng, kind: 'focus' });
    expect(names(labels)).not.toContain('Gent');
  });

  it('names its nearest neighbours at the zoom it opens at, even those too small for that zoom elsewhere', () => {
    const neighbours = nearestTowns(data.towns, gent);
    expect(neighbours).toHaveLength(3);
    const zoom = detailZoom(data.towns, gent, PHONE);
    const labels = names(townLabels(data.towns, zoom, gent));
    for (const [name] of neighbours) expect(labels).toContain(name);
    const small: Town = ['Klein', 50.6, 4.5, 6_000];
    expect(names(townLabels([small], 9))).toEqual([]);
    expect(names(townLabels([small], 9, { lat: 50.5, lng: 4.5, town: 'Hier' }))).toEqual(['Hier', 'Klein']);
  });

  it('names no town whose dot lies under the pin', () => {
    const towns: Town[] = [['Onderdepin', 50.5001, 4.5, 50_000]];
    const focus: Focus = { lat: 50.5, lng: 4.5, town: 'Hier' };
    expect(names(townLabels(towns, 12, focus))).toEqual(['Hier']);
  });
});

describe('nearestTowns', () => {
  it("orders by distance and skips the listing's own town, its parts and hamlets", () => {
    const towns: Town[] = [
      ['Ver', 50.7, 4.5, 30_000],
      ['Eigen', 50.5, 4.5, 40_000],
      ['Deelgemeente', 50.51, 4.51, 9_000],
      ['Gehucht', 50.53, 4.5, 1_200],
      ['Dichtbij', 50.55, 4.5, 6_000],
    ];
    expect(nearestTowns(towns, { lat: 50.5, lng: 4.5, town: 'Propre', otherNames: ['Eigen'] }, 2).map(([name]) => name)).toEqual(['Dichtbij', 'Ver']);
  });
});

describe('detailZoom', () => {
  /** Whether every neighbour's dot lies inside the box centred on the focus at this zoom. */
  const neighboursInBox = (focus: Focus, zoom: number, size: { width: number; height: number }) => {
    const at = project(focus.lat, focus.lng, zoom);
    return nearestTowns(data.towns, focus).every(([, lat, lng]) => {
      const { x, y } = project(lat, lng, zoom);
      return Math.abs(x - at.x) < size.width / 2 && Math.abs(y - at.y) < size.height / 2;
    });
  };

  it('opens at the closest zoom at which the neighbouring towns and their names fit in the box', () => {
    const here: Focus = { lat: 50.5, lng: 4.5, town: 'Hier' };
    // 100 px east of the pin at zoom 11, 200 px at 12: its name fits in a 388 px box at 11 only.
    const east: Town = ['Oost', 50.5, 4.5 + 100 / ((256 * 2 ** 11) / 360), 10_000];
    expect(detailZoom([east], here, PHONE)).toBe(11);
    expect(detailZoom([east], here, { width: 600, height: 318 })).toBe(12);
  });

  it('shows a real listing among its neighbours, not at the street level of a tile map', () => {
    const zoom = detailZoom(data.towns, gent, PHONE);
    expect(zoom).toBeGreaterThan(DETAIL_ZOOM.min);
    expect(zoom).toBeLessThan(DETAIL_ZOOM.max);
    expect(neighboursInBox(gent, zoom, PHONE)).toBe(true);
  });

  it('stays within a town-and-surroundings view when the neighbours are very far or very close', () => {
    const lonely: Focus = { lat: 50.0, lng: 5.7, town: 'Ergens' };
    expect(detailZoom([['Ver', 51.5, 2.6, 10_000]], lonely, PHONE)).toBe(DETAIL_ZOOM.min);
    const crowded: Town[] = [0, 1, 2].map((i): Town => [`D${i}`, 50.0001 * (1 + i * 1e-6), 5.7001, 10_000]);
    expect(detailZoom(crowded, lonely, PHONE)).toBe(DETAIL_ZOOM.max);
  });
});

describe('the name of the listing’s town', () => {
  it('goes to the left of the pin when a neighbour takes the right', () => {
    const focus: Focus = { lat: 50.5, lng: 4.5, town: 'Hier' };
    // 40 px east and 9 px north of the pin at zoom 10 (4 km away: a neighbour, not a part of the town).
    const right: Town = ['Rechts', 50.5079, 4.5 + 40 / ((256 * 2 ** 10) / 360), 10_000];
    const labels = townLabels([right], 10, focus);
    expect(labels[0]?.side).toBe('left');
    expect(names(labels)).toEqual(['Hier', 'Rechts']);
    expect(townLabels([], 10, focus)[0]?.side).toBe('right');
  });
});
