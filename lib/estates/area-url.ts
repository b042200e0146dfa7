// The drawn area in the list's URL (`?area=…`): short, shareable, and only characters a query string
// carries as they are (letters, digits, `-`, `_`, `.`), so a link does not grow with percent escapes.
//   circle:  `c{lat}_{lng}_{radius in m}`   c51.2194_4.4025_2500
//   polygon: `p{encoded polyline}`          Google's polyline algorithm at 4 decimals (about 11 m), its
//            6-bit groups written in the base64url alphabet instead of as ASCII 63–126.
import { checkArea, type Area, type AreaProblem, type LatLng } from '@/lib/rules/area';

/** Four decimals is about 11 m: finer than a hand on a map, coarse enough for short links. */
const PRECISION = 1e4;
/** A full polygon (100 corners at up to 10 characters each) fits; anything longer is not ours. */
export const MAX_AREA_PARAM_LENGTH = 1100;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT = new Map([...ALPHABET].map((char, index) => [char, index]));

const round = (value: number) => Math.round(value * PRECISION) / PRECISION;

/** The area as it will read back from its URL: coordinates at 4 decimals, the radius in whole metres. */
export function roundArea(area: Area): Area {
  if (area.kind === 'circle') return { kind: 'circle', center: [round(area.center[0]), round(area.center[1])], radius: Math.round(area.radius) };
  return { kind: 'polygon', points: area.points.map(([lat, lng]): LatLng => [round(lat), round(lng)]) };
}

function encodeSigned(value: number): string {
  let rest = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (rest >= 0x20) {
    out += ALPHABET[0x20 | (rest & 0x1f)];
    rest >>>= 5;
  }
  return out + ALPHABET[rest];
}

function encodePolyline(points: readonly LatLng[]): string {
  let lastLat = 0;
  let lastLng = 0;
  let out = '';
  for (const [lat, lng] of points) {
    const y = Math.round(lat * PRECISION);
    const x = Math.round(lng * PRECISION);
    out += encodeSigned(y - lastLat) + encodeSigned(x - lastLng);
    lastLat = y;
    lastLng = x;
  }
  return out;
}

/** The corners, or null for text that is not a whole number of coordinate pairs. */
function decodePolyline(text: string): LatLng[] | null {
  const values: number[] = [];
  let shift = 0;
  let result = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) return null;
    result |= (digit & 0x1f) << shift;
    shift += 5;
    // Seven groups (35 bits) is beyond any coordinate at this precision: garbage.
    if (shift > 30) return null;
    if (digit < 0x20) {
      values.push(result & 1 ? ~(result >> 1) : result >> 1);
      shift = 0;
      result = 0;
    }
  }
  if (shift !== 0 || values.length % 2 !== 0) return null;
  const points: LatLng[] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i]!;
    lng += values[i + 1]!;
    points.push([lat / PRECISION, lng / PRECISION]);
  }
  return points;
}

/** The URL value of an area (rounded as `roundArea`). */
export function encodeArea(area: Area): string {
  const rounded = roundArea(area);
  if (rounded.kind === 'circle') return `c${rounded.center[0]}_${rounded.center[1]}_${rounded.radius}`;
  return `p${encodePolyline(rounded.points)}`;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,7})?$/;

/** The area of a URL value, or why it cannot be one. */
export function decodeArea(value: string): { ok: true; area: Area } | { ok: false; problem: AreaProblem } {
  const text = value.trim();
  if (text.length < 2 || text.length > MAX_AREA_PARAM_LENGTH) return { ok: false, problem: text.length > MAX_AREA_PARAM_LENGTH ? 'tooManyPoints' : 'unreadable' };
  const body = text.slice(1);
  if (text[0] === 'c') {
    const parts = body.split('_');
    if (parts.length !== 3 || !NUMBER.test(parts[0]!) || !NUMBER.test(parts[1]!) || !/^\d{1,7}$/.test(parts[2]!)) return { ok: false, problem: 'unreadable' };
    return checkArea(roundArea({ kind: 'circle', center: [Number(parts[0]), Number(parts[1])], radius: Number(parts[2]) }));
  }
  if (text[0] === 'p') {
    const points = decodePolyline(body);
    if (!points) return { ok: false, problem: 'unreadable' };
    return checkArea({ kind: 'polygon', points });
  }
  return { ok: false, problem: 'unreadable' };
}
