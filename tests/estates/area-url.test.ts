// The drawn area in the list's URL: short, only query-safe characters, and garbage refused.
import { describe, expect, it } from 'vitest';
import type { Area, LatLng } from '@/lib/rules/area';
import { decodeArea, encodeArea } from '@/lib/estates/area-url';
import { toSearchBody } from '@/lib/estates/search-query';
import { areaProblemOf, estateQueryString, readEstateQuery } from '@/lib/estates/url-state';

const polygon: Area = {
  kind: 'polygon',
  points: [
    [51.2301, 4.3912],
    [51.2305, 4.4201],
    [51.2102, 4.4255],
    [51.2055, 4.3951],
  ],
};

describe('encoding an area', () => {
  it('writes a circle as centre and radius, rounded to 4 decimals and whole metres', () => {
    const value = encodeArea({ kind: 'circle', center: [51.219449, 4.402512], radius: 2500.4 });
    expect(value).toBe('c51.2194_4.4025_2500');
    expect(decodeArea(value)).toEqual({ ok: true, area: { kind: 'circle', center: [51.2194, 4.4025], radius: 2500 } });
  });

  it("writes a polygon as Google's polyline at 4 decimals, in the base64url alphabet", () => {
    const value = encodeArea(polygon);
    expect(value).toMatch(/^p[A-Za-z0-9_-]+$/);
    expect(value.length).toBeLessThan(40);
    expect(new URLSearchParams({ area: value }).toString()).toBe(`area=${value}`);
    expect(decodeArea(value)).toEqual({ ok: true, area: polygon });
  });

  it('round-trips negative coordinates and long jumps', () => {
    const far: Area = { kind: 'polygon', points: [[-33.8688, 151.2093], [51.5, -0.1276], [40.7128, -74.006]] };
    expect(decodeArea(encodeArea(far))).toEqual({ ok: true, area: far });
  });

  it('fits the largest polygon allowed in the URL bound', () => {
    const points = Array.from({ length: 100 }, (_, i): LatLng => [50.5 + Math.sin((i / 100) * 2 * Math.PI), 4.5 + Math.cos((i / 100) * 2 * Math.PI)]);
    const value = encodeArea({ kind: 'polygon', points });
    expect(value.length).toBeLessThan(1100);
    expect(decodeArea(value).ok).toBe(true);
  });
});

describe('reading an area', () => {
  it.each([
    ['', 'unreadable'],
    ['x', 'unreadable'],
    ['c51.2_4.4', 'unreadable'],
    ['c51.2_4.4_abc', 'unreadable'],
    ['c1e3_4.4_2000', 'unreadable'],
    ['c51.2_4.4_50', 'radius'],
    ['c51.2_4.4_9999999', 'radius'],
    ['c95_4.4_2000', 'outOfRange'],
    ['p!!', 'unreadable'],
    ['p%41', 'unreadable'],
    // A group with its continuation bit and nothing after it.
    ['pg', 'unreadable'],
    ['p' + 'A'.repeat(1200), 'tooManyPoints'],
  ])('refuses %j as %s', (value, problem) => {
    expect(decodeArea(value)).toEqual({ ok: false, problem });
  });

  it('refuses a bow tie and a polygon of two points', () => {
    const bowTie = encodeArea({ kind: 'polygon', points: [[51, 4], [51.1, 4.1], [51.1, 4], [51, 4.1]] });
    expect(decodeArea(bowTie)).toEqual({ ok: false, problem: 'selfIntersecting' });
    const line = encodeArea({ kind: 'polygon', points: [[51, 4], [51.1, 4.1], [51, 4]] });
    expect(decodeArea(line)).toEqual({ ok: false, problem: 'tooFewPoints' });
  });
});

describe('the area in the list query', () => {
  it('parses, serialises and searches with the area', () => {
    const query = readEstateQuery(new URLSearchParams('view=map&area=c51.2194_4.4025_2500'));
    expect(query.area).toEqual({ kind: 'circle', center: [51.2194, 4.4025], radius: 2500 });
    expect(estateQueryString(query)).toBe('area=c51.2194_4.4025_2500&view=map');
    expect(toSearchBody(query, { offset: 0, limit: 15 }).filter.geo).toEqual({ circle: { latitude: 51.2194, longitude: 4.4025, radius: 2500 } });
  });

  it('leaves out an unreadable area and says why', () => {
    const raw = new URLSearchParams('area=c51.2_4.4_5');
    expect(readEstateQuery(raw).area).toBeUndefined();
    expect(toSearchBody(readEstateQuery(raw), { offset: 0, limit: 15 }).filter.geo).toBeUndefined();
    expect(areaProblemOf(raw)).toBe('radius');
    expect(areaProblemOf(new URLSearchParams('area=c51.2_4.4_500'))).toBeNull();
    expect(areaProblemOf(new URLSearchParams('city=1'))).toBeNull();
  });
});
