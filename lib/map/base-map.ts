import { normalizeForSearch } from '@/lib/domain/text-match';

/** A [latitude, longitude] pair, as Leaflet takes it. */
export type LatLng = [number, number];

/** A populated place (GeoNames): its name in its own official language, position and population. */
export type Town = [name: string, lat: number, lng: number, population: number];

/** The shape of lib/map/belgium-base-map.json (made by scripts/build-base-map.mjs). */
export type BaseMapData = {
  source: string;
  /** Land around Belgium (the sea is the map's background), each polygon a list of rings. */
  land: LatLng[][][];
  /** Belgium's provinces, drawn as one light surface. */
  belgium: LatLng[][][];
  /** The country's outline, coast included. */
  border: LatLng[][];
  /** The borders between Flanders, Wallonia and Brussels. */
  regions: LatLng[][];
  roads: { ref: string; line: LatLng[] }[];
  /** In the order they are named when two would overlap: Belgian towns first, then by population. */
  towns: Town[];
};

/** What the data covers, [[south, west], [north, east]]: the plain map never shows past it. */
export const BASE_MAP_BOUNDS: [LatLng, LatLng] = [
  [48.9, 1.6],
  [52.3, 7.4],
];

/** The place a detail map is about: its position and its town, named in the visitor's language. */
export type Focus = {
  lat: number;
  lng: number;
  /** The town's name in the visitor's language, shown beside the pin. */
  town: string;
  /** Every other name of the town (its official one), to leave out the data's label for the same town. */
  otherNames?: readonly string[];
};

/** `side`: where a focus's name is written, beside the pin's head (left when its neighbours take the right). */
export type TownLabel = { name: string; lat: number; lng: number; kind: 'focus' | 'town'; side?: 'right' | 'left' };
export type Size = { width: number; height: number };

/** Below this zoom (a view wider than the Benelux) no town is named at all. */
export const TOWN_LABEL_MIN_ZOOM = 7;
/** The towns' smallest population named at a zoom: the country view names cities, closer views villages. */
const POPULATION_FROM_ZOOM: [zoom: number, population: number][] = [
  [11, 0],
  [10, 5_000],
  [9, 20_000],
  [8, 50_000],
  [TOWN_LABEL_MIN_ZOOM, 100_000],
];
/** A detail map names the listing's town and at least this many towns around it. */
export const NEIGHBOURS = 3;
/** Neighbours are towns, not hamlets: a dense suburb would otherwise pull the view in to a few streets. */
const NEIGHBOUR_POPULATION = 5_000;
/** Nor parts of the listing's own town (Ledeberg in Gent): a neighbour lies at least this far, in km. */
const NEIGHBOUR_MIN_KM = 3;
const KM_PER_DEGREE = 111.2;
/** The detail map's zoom without tiles: no closer than a town and its surroundings, no wider than a province. */
export const DETAIL_ZOOM = { min: 9, max: 13 } as const;

// Label boxes in screen pixels, relative to the town's dot (CSS: components/map/base-map.css).
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;
const MARGIN = 4;
/** The pin (28×38, anchored at its tip) and the space a hidden address's circle takes at these zooms. */
const PIN_BOX: Box = { left: -16, top: -40, right: 16, bottom: 4 };
/** The listing's town is written beside the pin's head, never under it. */
export const FOCUS_LABEL_OFFSET = { x: 18, y: -30 } as const;

type Box = { left: number; top: number; right: number; bottom: number };

/** Web Mercator at a zoom, in pixels of 256-pixel tiles (Leaflet's default CRS). */
export function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

function labelWidth(name: string): number {
  return name.length * CHAR_WIDTH + 8;
}

/** A town's dot and the name written to its right. */
function townBox(x: number, y: number, name: string): Box {
  return { left: x - 4, top: y - LABEL_HEIGHT / 2 - 2, right: x + 6 + labelWidth(name), bottom: y + LABEL_HEIGHT / 2 };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN;
}

/** Whether a town of the data is the focus's own town (named in any of its languages). */
function isFocusTown(town: Town, focus: Focus): boolean {
  const name = normalizeForSearch(town[0]);
  return [focus.town, ...(focus.otherNames ?? [])].some((other) => normalizeForSearch(other) === name);
}

/** Squared distance in degrees of longitude, corrected for latitude: enough to order places in Belgium. */
function distance2(lat: number, lng: number, town: Town): number {
  const dx = (town[2] - lng) * Math.cos((lat * Math.PI) / 180);
  const dy = town[1] - lat;
  return dx * dx + dy * dy;
}

/** The towns nearest the focus, nearest first, its own town (and its parts) and hamlets left out. */
export function nearestTowns(towns: readonly Town[], focus: Focus, count = NEIGHBOURS): Town[] {
  const closest = (NEIGHBOUR_MIN_KM / KM_PER_DEGREE) ** 2;
  return towns
    .filter((town) => town[3] >= NEIGHBOUR_POPULATION && !isFocusTown(town, focus))
    .map((town) => ({ town, d: distance2(focus.lat, focus.lng, town) }))
    .filter(({ d }) => d >= closest)
    .sort((a, b) => a.d - b.d)
    .slice(0, count)
    .map(({ town }) => town);
}

function populationFrom(zoom: number): number {
  return POPULATION_FROM_ZOOM.find(([from]) => zoom >= from)?.[1] ?? Infinity;
}

/**
 * The towns to name at a zoom: the focus's town beside its pin, then its nearest neighbours, then the
 * others in the data's order (Belgian towns first, largest first); a name that would overlap the pin or a name already placed is left out, so every
 * label stays readable. Works in screen pixels, so it holds for any view of the same zoom.
 */
export function townLabels(towns: readonly Town[], zoom: number, focus?: Focus): TownLabel[] {
  const labels: TownLabel[] = [];
  const taken: Box[] = [];
  let candidates: readonly Town[] = towns;
  let neighbours: Town[] = [];
  if (focus) {
    const at = project(focus.lat, focus.lng, zoom);
    neighbours = nearestTowns(towns, focus);
    const neighbourBoxes = neighbours.map(([name, lat, lng]) => {
      const { x, y } = project(lat, lng, zoom);
      return townBox(x, y, name);
    });
    const width = labelWidth(focus.town);
    const top = at.y + FOCUS_LABEL_OFFSET.y;
    const sides = {
      right: { left: at.x + FOCUS_LABEL_OFFSET.x, top, right: at.x + FOCUS_LABEL_OFFSET.x + width, bottom: top + LABEL_HEIGHT },
      left: { left: at.x - FOCUS_LABEL_OFFSET.x - width, top, right: at.x - FOCUS_LABEL_OFFSET.x, bottom: top + LABEL_HEIGHT },
    };
    const side = neighbourBoxes.some((box) => overlaps(box, sides.right)) && !neighbourBoxes.some((box) => overlaps(box, sides.left)) ? 'left' : 'right';
    taken.push({ left: at.x + PIN_BOX.left, top: at.y + PIN_BOX.top, right: at.x + PIN_BOX.right, bottom: at.y + PIN_BOX.bottom }, sides[side]);
    labels.push({ name: focus.town, lat: focus.lat, lng: focus.lng, kind: 'focus', side });
    candidates = [...neighbours, ...towns.filter((town) => !neighbours.includes(town) && !isFocusTown(town, focus))];
  }
  if (zoom < TOWN_LABEL_MIN_ZOOM) return labels;
  const minimum = populationFrom(zoom);
  for (const town of candidates) {
    const [name, lat, lng, population] = town;
    // The focus's neighbours are named whatever their size: they are what tells where the pin is.
    if (population < minimum && !neighbours.includes(town)) continue;
    const at = project(lat, lng, zoom);
    const box = townBox(at.x, at.y, name);
    if (taken.some((other) => overlaps(box, other))) continue;
    taken.push(box);
    labels.push({ name, lat, lng, kind: 'town' });
  }
  return labels;
}

/**
 * The detail map's zoom without tiles: the closest at which the focus's nearest towns, names included, fit
 * in the box around the pin and are all named, within DETAIL_ZOOM; else the closest at which they fit. A pin
 * alone on a blank canvas tells nobody where it is.
 */
export function detailZoom(towns: readonly Town[], focus: Focus, size: Size): number {
  const neighbours = nearestTowns(towns, focus);
  const fitting = zoomsFitting(neighbours, focus, size);
  const named = fitting.find((zoom) => {
    const labels = townLabels(towns, zoom, focus);
    return neighbours.every(([name, lat, lng]) => labels.some((label) => label.name === name && label.lat === lat && label.lng === lng));
  });
  return named ?? fitting[0] ?? DETAIL_ZOOM.min;
}

/** The zooms of DETAIL_ZOOM, closest first, at which these towns' dots and names lie in the box around the focus. */
function zoomsFitting(neighbours: readonly Town[], focus: Focus, size: Size): number[] {
  const zooms: number[] = [];
  for (let zoom = DETAIL_ZOOM.max; zoom >= DETAIL_ZOOM.min; zoom--) {
    const at = project(focus.lat, focus.lng, zoom);
    const fits = neighbours.every(([name, lat, lng]) => {
      const { x, y } = project(lat, lng, zoom);
      const box = townBox(x, y, name);
      return (
        box.left - at.x >= -size.width / 2 + MARGIN &&
        box.right - at.x <= size.width / 2 - MARGIN &&
        box.top - at.y >= -size.height / 2 + MARGIN &&
        box.bottom - at.y <= size.height / 2 - MARGIN
      );
    });
    if (fits) zooms.push(zoom);
  }
  return zooms;
}
