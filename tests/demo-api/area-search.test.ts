// The search's optional drawn area: the demo API keeps estates whose shown location lies in a
// circle or polygon, in SQL on PGlite and PostgreSQL alike, counts its facets within it, and says so.
import { beforeAll, describe, expect, it } from 'vitest';
import { isInArea } from '@/lib/estates/area-search';
import { inArea, type Area } from '@/lib/rules/area';
import { estateFiltersSchema, estateSearchResultSchema, type EstateSearchBody } from '@/lib/site-api/schemas';
import { callJson, openTestDb } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

const search = async (body: EstateSearchBody) => estateSearchResultSchema.parse(await callJson('POST', '/sites/1/estates', { body, locale: 'nl' }));

const antwerpCircle: Area = { kind: 'circle', center: [51.2194, 4.4025], radius: 5000 };
const antwerpBox: Area = {
  kind: 'polygon',
  points: [
    [51.16, 4.33],
    [51.16, 4.47],
    [51.26, 4.47],
    [51.26, 4.33],
  ],
};
const geoOf = (area: Area): NonNullable<EstateSearchBody['filter']['geo']> =>
  area.kind === 'circle'
    ? { circle: { latitude: area.center[0], longitude: area.center[1], radius: area.radius } }
    : { polygon: area.points.map(([latitude, longitude]) => ({ latitude, longitude })) };

describe('the drawn area', () => {
  it.each([
    ['a circle', antwerpCircle],
    ['a polygon', antwerpBox],
  ])('keeps exactly the estates in %s, and says it applied it', async (_name, area) => {
    const everything = await search({ filter: {}, limit: null });
    const inside = await search({ filter: { geo: geoOf(area) }, limit: null });
    const expected = everything.results.filter((estate) => isInArea(estate, area)).map((estate) => estate.general.id);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(everything.total.value);
    expect(inside.applied).toEqual({ geo: true });
    expect(inside.total.value).toBe(expected.length);
    expect(inside.results.map((estate) => estate.general.id).sort()).toEqual([...expected].sort());
  });

  it('pages and groups within the area', async () => {
    const body: EstateSearchBody = { filter: { geo: geoOf(antwerpCircle) }, grouping: 'type', limit: 2, offset: 1 };
    const page = await search(body);
    const all = await search({ ...body, limit: null, offset: 0 });
    expect(page.results.map((e) => e.general.id)).toEqual(all.results.slice(1, 3).map((e) => e.general.id));
    expect(page.groups?.reduce((sum, group) => sum + group.count, 0)).toBe(all.total.value);
  });

  it('searches a hidden address at its rounded spot, where the map shows it', async () => {
    const everything = await search({ filter: {}, limit: null });
    const hidden = everything.results.find((estate) => !estate.address.visible && estate.address.location);
    expect(hidden).toBeDefined();
    const { latitude, longitude } = hidden!.address.location!;
    const rounded: [number, number] = [Math.round(latitude * 100) / 100, Math.round(longitude * 100) / 100];
    // A small circle around the rounded spot finds it; one around the exact spot away from it does not.
    const aroundRounded = await search({ filter: { geo: { circle: { latitude: rounded[0], longitude: rounded[1], radius: 100 } } }, limit: null });
    expect(aroundRounded.results.map((e) => e.general.id)).toContain(hidden!.general.id);
    if (!inArea([latitude, longitude], { kind: 'circle', center: rounded, radius: 100 })) {
      const aroundExact = await search({ filter: { geo: { circle: { latitude, longitude, radius: 100 } } }, limit: null });
      expect(aroundExact.results.map((e) => e.general.id)).not.toContain(hidden!.general.id);
    }
  });

  it('counts the filter options within the area', async () => {
    const filters = estateFiltersSchema.parse(await callJson('POST', '/sites/1/estate-filters', { body: { filter: { geo: geoOf(antwerpCircle) } }, locale: 'nl' }));
    const inside = await search({ filter: { geo: geoOf(antwerpCircle) }, limit: null });
    expect(filters.applied).toEqual({ geo: true });
    expect(filters.headTypes.reduce((sum, type) => sum + type.count, 0)).toBe(inside.total.value);
  });

  it.each([
    ['a bow tie', { polygon: [{ latitude: 51, longitude: 4 }, { latitude: 51.1, longitude: 4.1 }, { latitude: 51.1, longitude: 4 }, { latitude: 51, longitude: 4.1 }] }],
    ['a radius of a metre', { circle: { latitude: 51, longitude: 4, radius: 1 } }],
    ['two corners', { polygon: [{ latitude: 51, longitude: 4 }, { latitude: 51.1, longitude: 4.1 }] }],
    ['a shape of its own', { rectangle: [51, 4, 52, 5] }],
  ])('refuses %s with a 400', async (_name, geo) => {
    const answer = (await callJson('POST', '/sites/1/estates', { body: { filter: { geo } }, status: 400 })) as { error: string };
    expect(answer.error).toBe('INVALID_BODY');
  });
});
