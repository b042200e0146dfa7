// An area a visitor draws on the map: a circle or a polygon, its limits, and which places lie
// in it. One module for the site (its URL, its own filtering when a site API ignores the area) and the
// demo API (validation, alerts), so both read an area the same way.

/** A latitude and longitude in degrees. */
export type LatLng = readonly [lat: number, lng: number];

export type CircleArea = { kind: 'circle'; center: LatLng; /** metres */ radius: number };
export type PolygonArea = { kind: 'polygon'; points: LatLng[] };
export type Area = CircleArea | PolygonArea;

/** Why an area is refused; each is a message of `MapArea.errors` in the four languages. */
export type AreaProblem = 'unreadable' | 'tooFewPoints' | 'tooManyPoints' | 'selfIntersecting' | 'radius' | 'outOfRange';

/** A hand-drawn area needs no more; more would only make long URLs and slow searches. */
export const MAX_POLYGON_POINTS = 100;
/** Less than a street; more than half of Belgium's length. */
export const MIN_RADIUS_M = 100;
export const MAX_RADIUS_M = 200_000;

/** Two decimals is about 1 km: the part of town, not the street (three would still point at a few houses). */
const APPROXIMATE_PRECISION = 100;

/** Where a hidden address is shown on the map, so where it is searched. */
export function roundApproximate(value: number): number {
  return Math.round(value * APPROXIMATE_PRECISION) / APPROXIMATE_PRECISION;
}

/**
 * The position a listing is shown and searched at: its location, or, when the agency hides the address,
 * that location rounded to about 1 km, so drawing tiny areas cannot find the house.
 */
export function shownPosition(location: { latitude: number; longitude: number } | null, addressVisible: boolean): LatLng | null {
  if (!location) return null;
  if (addressVisible) return [location.latitude, location.longitude];
  return [roundApproximate(location.latitude), roundApproximate(location.longitude)];
}

/** The mean earth radius (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): exact enough at any size, from metres to antipodes. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b[0] - a[0]);
  const dLng = toRadians(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a[0])) * Math.cos(toRadians(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const validLatLng = ([lat, lng]: LatLng) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
const samePoint = (a: LatLng, b: LatLng) => a[0] === b[0] && a[1] === b[1];

/** The polygon's corners without repeats: a closing point equal to the first, or a double click. */
export function distinctCorners(points: readonly LatLng[]): LatLng[] {
  const corners: LatLng[] = [];
  for (const point of points) if (corners.length === 0 || !samePoint(corners[corners.length - 1]!, point)) corners.push(point);
  while (corners.length > 1 && samePoint(corners[0]!, corners[corners.length - 1]!)) corners.pop();
  return corners;
}

/** Twice the signed area in square degrees (shoelace); zero for corners on one line. */
function doubledArea(points: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [y1, x1] = points[i]!;
    const [y2, x2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const value = (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

function onSegment(a: LatLng, b: LatLng, p: LatLng): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1])
  );
}

function segmentsTouch(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(a, b, c)) || (o2 === 0 && onSegment(a, b, d)) || (o3 === 0 && onSegment(c, d, a)) || (o4 === 0 && onSegment(c, d, b));
}

/**
 * Whether two edges that are not neighbours cross or touch (a figure eight, a bow tie). Such a polygon
 * has no one "inside" (engines disagree: even-odd or winding), so it is refused rather than guessed.
 */
export function selfIntersects(points: readonly LatLng[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner; the first and the last edge too.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsTouch(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** The area as given, or why it is refused: the one rule the URL, the contract and the demo API apply. */
export function checkArea(area: Area): { ok: true; area: Area } | { ok: false; problem: AreaProblem } {
  if (area.kind === 'circle') {
    if (!validLatLng(area.center)) return { ok: false, problem: 'outOfRange' };
    if (!Number.isFinite(area.radius) || area.radius < MIN_RADIUS_M || area.radius > MAX_RADIUS_M) return { ok: false, problem: 'radius' };
    return { ok: true, area };
  }
  if (area.points.length > MAX_POLYGON_POINTS + 1) return { ok: false, problem: 'tooManyPoints' };
  if (!area.points.every(validLatLng)) return { ok: false, problem: 'outOfRange' };
  const corners = distinctCorners(area.points);
  if (corners.length > MAX_POLYGON_POINTS) return { ok: false, problem: 'tooManyPoints' };
  if (corners.length < 3) return { ok: false, problem: 'tooFewPoints' };
  if (selfIntersects(corners)) return { ok: false, problem: 'selfIntersecting' };
  // Corners on one line enclose nothing.
  if (doubledArea(corners) === 0) return { ok: false, problem: 'tooFewPoints' };
  return { ok: true, area: { kind: 'polygon', points: corners } };
}

/**
 * Whether a point lies in a simple polygon, edges included, with latitude and longitude as plane
 * coordinates (as PostgreSQL's `point <@ polygon` reads them): for a drawn neighbourhood the
 * difference with the map's projection is far below a house.
 */
export function inPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  const [y, x] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (orientation(a, b, point) === 0 && onSegment(a, b, point)) return true;
    const [yi, xi] = a;
    const [yj, xj] = b;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a place lies in the area (on its edge counts as in). */
export function inArea(point: LatLng, area: Area): boolean {
  if (area.kind === 'circle') return distanceMetres(area.center, point) <= area.radius;
  return inPolygon(point, area.points);
}

/** The smallest latitude/longitude box around the area, for a cheap first cut before the exact test. */
export function boundingBox(area: Area): { south: number; west: number; north: number; east: number } {
  if (area.kind === 'polygon') {
    const lats = area.points.map((p) => p[0]);
    const lngs = area.points.map((p) => p[1]);
    return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
  }
  const [lat, lng] = area.center;
  const dLat = (area.radius / EARTH_RADIUS_M) * (180 / Math.PI);
  const cos = Math.cos(toRadians(lat));
  // Near a pole a circle spans every longitude.
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return { south: Math.max(-90, lat - dLat), west: Math.max(-180, lng - dLng), north: Math.min(90, lat + dLat), east: Math.min(180, lng + dLng) };
}

/** The area as the search body's `filter.geo` carries it (docs/site-api.md); its zod schema is `geoFilterSchema`. */
export type GeoFilterShape =
  | { circle: { latitude: number; longitude: number; radius: number } }
  | { polygon: { latitude: number; longitude: number }[] };

export function areaOfGeoFilter(geo: GeoFilterShape): Area {
  if ('circle' in geo) return { kind: 'circle', center: [geo.circle.latitude, geo.circle.longitude], radius: geo.circle.radius };
  return { kind: 'polygon', points: geo.polygon.map((point): LatLng => [point.latitude, point.longitude]) };
}

export function geoFilterOfArea(area: Area): GeoFilterShape {
  if (area.kind === 'circle') return { circle: { latitude: area.center[0], longitude: area.center[1], radius: area.radius } };
  return { polygon: area.points.map(([latitude, longitude]) => ({ latitude, longitude })) };
}
