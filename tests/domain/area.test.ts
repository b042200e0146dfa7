// The drawn area's geometry: what lies in a circle or a polygon, and which areas are refused.
import { describe, expect, it } from 'vitest';
import { boundingBox, checkArea, distanceMetres, inArea, inPolygon, selfIntersects, type LatLng } from '@/lib/rules/area';

const antwerp: LatLng = [51.2194, 4.4025];
const ghent: LatLng = [51.0543, 3.7174];
const square: LatLng[] = [
  [51.0, 4.0],
  [51.0, 5.0],
  [52.0, 5.0],
  [52.0, 4.0],
];

describe('distance and circles', () => {
  it('measures great-circle distances in metres', () => {
    // Antwerp to Ghent is about 51 km as the crow flies.
    expect(distanceMetres(antwerp, ghent)).toBeGreaterThan(50_000);
    expect(distanceMetres(antwerp, ghent)).toBeLessThan(52_000);
    expect(distanceMetres(antwerp, antwerp)).toBe(0);
    // Antipodes: half the earth's circumference, no NaN from rounding above 1.
    expect(distanceMetres([0, 0], [0, 180])).toBeCloseTo(Math.PI * 6_371_008.8, -2);
  });

  it('keeps points within the radius, the edge included', () => {
    const circle = { kind: 'circle', center: antwerp, radius: 5_000 } as const;
    expect(inArea([51.2194, 4.45], circle)).toBe(true);
    expect(inArea(ghent, circle)).toBe(false);
    const exact = distanceMetres(antwerp, [51.25, 4.4025]);
    expect(inArea([51.25, 4.4025], { ...circle, radius: exact })).toBe(true);
  });

  it('refuses radii that are too small, too large or not numbers', () => {
    expect(checkArea({ kind: 'circle', center: antwerp, radius: 99 })).toEqual({ ok: false, problem: 'radius' });
    expect(checkArea({ kind: 'circle', center: antwerp, radius: 200_001 })).toEqual({ ok: false, problem: 'radius' });
    expect(checkArea({ kind: 'circle', center: antwerp, radius: Number.NaN })).toEqual({ ok: false, problem: 'radius' });
    expect(checkArea({ kind: 'circle', center: [91, 4], radius: 1000 })).toEqual({ ok: false, problem: 'outOfRange' });
    expect(checkArea({ kind: 'circle', center: antwerp, radius: 200_000 }).ok).toBe(true);
  });

  it('boxes a huge circle without leaving the globe', () => {
    const box = boundingBox({ kind: 'circle', center: [89.9, 0], radius: 200_000 });
    expect(box.north).toBe(90);
    expect(box.west).toBe(-180);
    expect(box.east).toBe(180);
    const belgium = boundingBox({ kind: 'circle', center: antwerp, radius: 10_000 });
    expect(belgium.north - belgium.south).toBeCloseTo(0.18, 2);
  });
});

describe('polygons', () => {
  it('keeps points inside, on an edge or a corner, and nothing outside', () => {
    expect(inPolygon([51.5, 4.5], square)).toBe(true);
    expect(inPolygon([51.0, 4.5], square)).toBe(true);
    expect(inPolygon([52.0, 5.0], square)).toBe(true);
    expect(inPolygon([52.01, 4.5], square)).toBe(false);
    expect(inPolygon([51.5, 3.99], square)).toBe(false);
  });

  it('reads a concave polygon right (an L shape)', () => {
    const l: LatLng[] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(inPolygon([0.5, 1.5], l)).toBe(true);
    expect(inPolygon([1.5, 0.5], l)).toBe(true);
    expect(inPolygon([1.5, 1.5], l)).toBe(false);
  });

  it('drops a closing corner and doubled clicks, and refuses what encloses nothing', () => {
    const checked = checkArea({ kind: 'polygon', points: [...square, square[0]!, square[0]!] });
    expect(checked).toEqual({ ok: true, area: { kind: 'polygon', points: square } });
    expect(checkArea({ kind: 'polygon', points: [antwerp, ghent] })).toEqual({ ok: false, problem: 'tooFewPoints' });
    expect(checkArea({ kind: 'polygon', points: [antwerp, antwerp, ghent, ghent] })).toEqual({ ok: false, problem: 'tooFewPoints' });
    // Three corners on one line.
    expect(checkArea({ kind: 'polygon', points: [[0, 0], [1, 1], [2, 2]] })).toEqual({ ok: false, problem: 'tooFewPoints' });
  });

  it('refuses a polygon whose edges cross, or touch away from their shared corner', () => {
    const bowTie: LatLng[] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ];
    expect(selfIntersects(bowTie)).toBe(true);
    expect(checkArea({ kind: 'polygon', points: bowTie })).toEqual({ ok: false, problem: 'selfIntersecting' });
    // A corner that lies on another edge.
    const touching: LatLng[] = [
      [0, 0],
      [0, 2],
      [1, 1],
      [0, 1],
      [-1, 1],
    ];
    expect(selfIntersects(touching)).toBe(true);
    expect(selfIntersects(square)).toBe(false);
  });

  it('bounds the number of corners and the coordinates', () => {
    const many = Array.from({ length: 101 }, (_, i): LatLng => [Math.sin((i / 101) * 2 * Math.PI), Math.cos((i / 101) * 2 * Math.PI)]);
    expect(checkArea({ kind: 'polygon', points: many })).toEqual({ ok: false, problem: 'tooManyPoints' });
    expect(checkArea({ kind: 'polygon', points: many.slice(0, 100) }).ok).toBe(true);
    expect(checkArea({ kind: 'polygon', points: [[0, 0], [0, 181], [1, 1]] })).toEqual({ ok: false, problem: 'outOfRange' });
  });
});
