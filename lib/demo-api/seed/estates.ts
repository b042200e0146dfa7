// Plans of the individual estates of a site: where, what, for how much, in which state.
import type { SeedCity } from './cities';
import { seedCities } from './cities';
import { epcLabelOf, epcValueFor } from './fields';
import { poolOf } from './photos';
import {
  apartmentSubTypes,
  categoryOf,
  dealOf,
  isClosed,
  residentialSubTypes,
  type Category,
  type Condition,
  type Deal,
  type EstatePlan,
} from './plan';
import type { Random } from './random';
import type { SeedRep, SeedSite } from './sites';
import { pickStreet } from './streets';
import {
  estateDescription,
  estateTitle,
  pickSurroundings,
  type AdjectiveKey,
  type FeatureKey,
  type HighlightKey,
} from './texts';
import type { SceneCategory } from './scenes';

const DAY = 86_400_000;

/** [head type, subtype] pairs the seed draws from. */
type Kind = readonly [headTypeId: number, subTypeId: number];

const allKinds: readonly Kind[] = [
  [1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6],
  [2, 10], [2, 11], [2, 12], [2, 13], [2, 14], [2, 15],
  [3, 20], [3, 21],
  [4, 30], [4, 31], [4, 32], [4, 33], [6, 34], [7, 35],
  [5, 40], [5, 41], [5, 42], [5, 43],
  [9, 7],
];

const kindWeights: Record<Deal, ReadonlyArray<readonly [Kind, number]>> = {
  sale: [
    [[1, 1], 18], [[1, 2], 6], [[1, 3], 3], [[1, 4], 3], [[1, 5], 0.6], [[1, 6], 6],
    [[2, 10], 16], [[2, 11], 4], [[2, 12], 2], [[2, 13], 2], [[2, 14], 3], [[2, 15], 1.5],
    [[3, 20], 7], [[3, 21], 2],
    [[4, 30], 2.5], [[4, 31], 0.6], [[4, 32], 1], [[4, 33], 1], [[6, 34], 2], [[7, 35], 1],
    [[5, 40], 3], [[5, 41], 0.6], [[5, 42], 0.6], [[5, 43], 2],
    [[9, 7], 1.2],
  ],
  rent: [
    [[1, 1], 10], [[1, 2], 2], [[1, 3], 1], [[1, 6], 3],
    [[2, 10], 25], [[2, 11], 5], [[2, 12], 3], [[2, 13], 2], [[2, 14], 8], [[2, 15], 2],
    [[4, 30], 4], [[4, 32], 1.5], [[4, 33], 1.5], [[6, 34], 5], [[7, 35], 2],
    [[5, 40], 6], [[5, 42], 1], [[5, 43], 5],
    [[9, 7], 1],
  ],
  takeover: [[[4, 30], 5], [[4, 31], 1], [[4, 32], 4], [[6, 34], 1]],
};

/** How likely a kind of estate is in a kind of place: no castles in Brussels, few farms at the coast. */
function placeFactor(subTypeId: number, city: SeedCity): number {
  const factors: Partial<Record<SeedCity['kind'], Partial<Record<number, number>>>> = {
    city: { 2: 0.4, 3: 0.3, 4: 0, 5: 0, 20: 0.3, 21: 0, 14: 2, 12: 2, 34: 1.5 },
    coast: { 4: 0.2, 5: 0, 21: 0.2, 35: 0.3, 10: 2, 14: 1.5 },
    rural: { 4: 3, 5: 2, 21: 3, 14: 0.3, 12: 0.3, 34: 0.5, 13: 0.3 },
    town: { 5: 0.5 },
  };
  return factors[city.kind]?.[subTypeId] ?? 1;
}

const transactionWeights: ReadonlyArray<readonly [number, number]> = [
  [1, 58], [2, 24], [5, 6], [6, 4], [10, 3], [4, 2], [3, 1.5], [7, 0.8], [8, 0.7],
];
/** The first estates of each site run through every transaction twice, so all of them exist. */
const forcedTransactions = [1, 2, 3, 4, 5, 6, 7, 8, 10, 1, 2, 3, 4, 5, 6, 7, 8, 10];

function focusWeight(site: SeedSite, city: SeedCity): number {
  if (site.focus === 'flanders') return { FLANDERS: city.kind === 'city' ? 4 : 3, BRUSSELS: 2, WALLONIA: 0.5 }[city.region];
  if (city.kind === 'coast') return 2.5;
  return { FLANDERS: 0.4, BRUSSELS: 1.2, WALLONIA: city.kind === 'rural' ? 3.5 : 3 }[city.region];
}

/** Every municipality three times, the rest where the agency mostly works, shuffled. */
/** One city for a site's listing, weighted by the site's focus (the bulk seed's pick). */
export function pickCity(random: Random, site: SeedSite): SeedCity {
  return random.weighted(seedCities.map((c) => [c, focusWeight(site, c)] as const));
}

export function citySequence(random: Random, site: SeedSite, total: number): SeedCity[] {
  const list: SeedCity[] = seedCities.flatMap((c) => [c, c, c]);
  const weights = seedCities.map((c) => [c, focusWeight(site, c)] as const);
  while (list.length < total) list.push(random.weighted(weights));
  return random.shuffle(list);
}

function chooseKind(random: Random, deal: Deal, city: SeedCity, missing: Kind[]): Kind {
  const allowed = kindWeights[deal];
  const index = missing.findIndex(
    (kind) => placeFactor(kind[1], city) > 0 && allowed.some(([k]) => k[0] === kind[0] && k[1] === kind[1]),
  );
  if (index >= 0) return missing.splice(index, 1)[0] as Kind;
  return random.weighted(allowed.map(([kind, w]) => [kind, w * placeFactor(kind[1], city)] as const));
}

type Range = readonly [number, number];
const surfaceRanges: Record<number, { livable?: Range; land?: Range }> = {
  1: { livable: [110, 260], land: [150, 900] },
  2: { livable: [220, 480], land: [800, 4000] },
  3: { livable: [90, 170], land: [500, 1500] },
  4: { livable: [180, 380], land: [2000, 20000] },
  5: { livable: [600, 1400], land: [10000, 60000] },
  6: { livable: [150, 320], land: [80, 260] },
  7: { livable: [90, 200], land: [150, 700] },
  10: { livable: [55, 130] },
  11: { livable: [100, 180] },
  12: { livable: [90, 200] },
  13: { livable: [120, 250] },
  14: { livable: [24, 45] },
  15: { livable: [45, 80] },
  20: { land: [300, 1500] },
  21: { land: [3000, 25000] },
  30: { livable: [60, 450] },
  31: { livable: [600, 2500], land: [1000, 6000] },
  32: { livable: [120, 400] },
  33: { livable: [40, 600] },
  34: { livable: [60, 1200] },
  35: { livable: [400, 5000], land: [1000, 12000] },
  40: { livable: [14, 20] },
  41: { livable: [4, 12] },
  42: { livable: [15, 20] },
  43: { livable: [12, 14] },
};

/** Asking prices: [sale range, monthly rent range] before the place's price level. */
const priceRanges: Record<number, { sale: Range; rent: Range }> = {
  1: { sale: [260_000, 620_000], rent: [950, 1900] },
  2: { sale: [550_000, 1_600_000], rent: [1800, 2500] },
  3: { sale: [240_000, 450_000], rent: [900, 1400] },
  4: { sale: [380_000, 950_000], rent: [1200, 2000] },
  5: { sale: [1_400_000, 2_500_000], rent: [2500, 2500] },
  6: { sale: [350_000, 900_000], rent: [1100, 2200] },
  7: { sale: [190_000, 420_000], rent: [850, 1400] },
  10: { sale: [190_000, 420_000], rent: [700, 1300] },
  11: { sale: [280_000, 520_000], rent: [950, 1500] },
  12: { sale: [260_000, 480_000], rent: [900, 1500] },
  13: { sale: [420_000, 650_000], rent: [1400, 2500] },
  14: { sale: [150_000, 230_000], rent: [650, 850] },
  15: { sale: [160_000, 260_000], rent: [750, 1100] },
  20: { sale: [80_000, 320_000], rent: [0, 0] },
  21: { sale: [60_000, 140_000], rent: [0, 0] },
  30: { sale: [180_000, 750_000], rent: [900, 3500] },
  31: { sale: [650_000, 2_200_000], rent: [4000, 9000] },
  32: { sale: [280_000, 850_000], rent: [1500, 3800] },
  33: { sale: [90_000, 300_000], rent: [300, 900] },
  34: { sale: [200_000, 1_200_000], rent: [750, 4500] },
  35: { sale: [350_000, 1_800_000], rent: [1500, 6000] },
  40: { sale: [18_000, 45_000], rent: [70, 150] },
  41: { sale: [15_000, 25_000], rent: [60, 90] },
  42: { sale: [15_000, 30_000], rent: [60, 110] },
  43: { sale: [20_000, 60_000], rent: [60, 140] },
};

/** The brief's typical bounds per kind, applied after the place's price level. */
function clampPrice(subTypeId: number, deal: Deal, value: number): number {
  const category = categoryOf(subTypeId);
  if (deal !== 'sale') {
    if (category === 'parking') return Math.min(150, Math.max(60, value));
    if (category === 'residential') return Math.min(2500, Math.max(650, value));
    return value;
  }
  if (apartmentSubTypes.includes(subTypeId)) return Math.min(650_000, Math.max(subTypeId === 14 ? 130_000 : 180_000, value));
  if (subTypeId === 2) return Math.min(2_500_000, value);
  if (residentialSubTypes.includes(subTypeId)) return Math.min(subTypeId === 5 ? 2_500_000 : 1_200_000, Math.max(240_000, value));
  if (category === 'plot') return Math.min(400_000, Math.max(60_000, value));
  if (category === 'parking') return Math.min(60_000, Math.max(15_000, value));
  return value;
}

const conditionPrice: Record<Condition, number> = {
  NEW: 1.15,
  RENEWED: 1.08,
  EXCELLENT_CONDITION: 1.05,
  GOOD_CONDITION: 1,
  TO_FRESHEN_UP: 0.92,
  TO_RENOVATE: 0.78,
};

export function askingPrice(
  random: Random,
  subTypeId: number,
  deal: Deal,
  city: SeedCity,
  size: number,
  condition: Condition | null,
): number {
  const range = priceRanges[subTypeId];
  if (!range) throw new Error(`no price range for ${subTypeId}`);
  const [min, max] = deal === 'sale' ? range.sale : range.rent;
  const t = Math.min(1, Math.max(0, 0.6 * size + 0.4 * random.float()));
  const raw = (min + (max - min) * t) * city.priceFactor * conditionPrice[condition ?? 'GOOD_CONDITION'];
  const clamped = clampPrice(subTypeId, deal, raw);
  const step = deal === 'sale' ? (clamped > 100_000 ? 5000 : 1000) : clamped > 500 ? 25 : 5;
  return Math.round(clamped / step) * step;
}

function pickCondition(random: Random, category: Category, year: number | null, nowYear: number): Condition | null {
  if (category === 'plot' || year === null) return null;
  if (year >= nowYear - 1) return 'NEW';
  const old = nowYear - year;
  return random.weighted<Condition>([
    ['RENEWED', old > 30 ? 2 : old > 15 ? 0.5 : 0],
    ['EXCELLENT_CONDITION', old < 25 ? 3 : 1],
    ['GOOD_CONDITION', 4],
    ['TO_FRESHEN_UP', old > 20 ? 2 : 0.5],
    ['TO_RENOVATE', old > 40 ? 2.5 : 0.2],
  ]);
}

function constructionYear(random: Random, category: Category, subTypeId: number, nowYear: number): number | null {
  if (category === 'plot') return null;
  if (subTypeId === 5) return random.int(1650, 1910);
  if (subTypeId === 4) return random.int(1780, 1960);
  if (subTypeId === 6) return random.int(1880, 1935);
  return random.weighted([
    [random.int(1900, 1959), 2],
    [random.int(1960, 1989), 3],
    [random.int(1990, 2014), 3],
    [random.int(2015, nowYear - 2), 1.5],
    [random.int(nowYear - 1, nowYear), 0.8],
  ]);
}

function bedroomsFor(random: Random, subTypeId: number, headTypeId: number): number | null {
  if (headTypeId === 9) return random.int(2, 4);
  switch (subTypeId) {
    case 1:
      return random.chance(0.08) ? random.int(6, 7) : random.int(2, 5);
    case 2:
      return random.int(4, 7);
    case 3:
      return random.int(2, 3);
    case 4:
      return random.int(3, 6);
    case 5:
      return random.int(6, 12);
    case 6:
      return random.int(3, 6);
    case 10:
      return random.weighted([[1, 3], [2, 5], [3, 2]]);
    case 11:
    case 13:
      return random.int(2, 4);
    case 12:
      return random.int(1, 2);
    case 14:
      return 0;
    case 15:
      return 1;
    default:
      return null;
  }
}

const bathroomsFor = (random: Random, bedrooms: number | null) =>
  bedrooms === null ? null : bedrooms <= 2 ? 1 : bedrooms <= 4 ? random.int(1, 2) : bedrooms <= 7 ? random.int(2, 3) : random.int(4, 7);

function floorFor(random: Random, subTypeId: number, category: Category): number | null {
  if (category === 'parking') return subTypeId === 41 || subTypeId === 43 ? -1 : 0;
  if (!apartmentSubTypes.includes(subTypeId)) return null;
  if (subTypeId === 13) return random.int(4, 9);
  return random.weighted([[0, 2], [1, 3], [2, 3], [3, 2], [4, 1.5], [5, 1], [6, 0.6], [7, 0.4], [8, 0.3]]);
}

function facadesFor(random: Random, subTypeId: number, headTypeId: number): number | null {
  if (headTypeId === 9) return random.int(2, 3);
  if ([2, 3, 4, 5].includes(subTypeId)) return 4;
  if (subTypeId === 6) return 2;
  if (subTypeId === 1) return random.weighted([[2, 3], [3, 4], [4, 3]]);
  return null;
}

function heatingFor(random: Random, condition: Condition | null, city: SeedCity, category: Category): string | null {
  if (category === 'plot' || category === 'parking') return null;
  if (condition === 'NEW') return random.chance(0.75) ? 'ELECTRICITY' : 'GAS';
  if (city.kind === 'rural') return random.weighted([['OIL', 4], ['GAS', 1], ['WOOD', 1], ['PELLET', 1], ['PROPANE', 0.6], ['ELECTRICITY', 0.6]]);
  return random.weighted([['GAS', 6], ['OIL', 1.5], ['ELECTRICITY', 1], ['STORAGE', 0.3], ['GAS_HEATERS', 0.3]]);
}

/** A point within ~1.5 km of the centre; at the coast it is pushed inland, away from the sea (north-west). */
export function jitter(random: Random, city: SeedCity, radiusKm = 1.5): { latitude: number; longitude: number } {
  const angle = random.between(0, Math.PI * 2);
  const distance = Math.sqrt(random.float()) * radiusKm * 1000;
  let dy = Math.sin(angle) * distance;
  let dx = Math.cos(angle) * distance;
  if (city.kind === 'coast') {
    // The Belgian coast runs from south-west to north-east; the sea lies to the north-west.
    const seaward = (dy - dx) / Math.SQRT2;
    if (seaward > -200) {
      dx += (seaward + 200) / Math.SQRT2;
      dy -= (seaward + 200) / Math.SQRT2;
    }
  }
  const latitude = city.lat + dy / 111_320;
  const longitude = city.lng + dx / (111_320 * Math.cos((city.lat * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

function exteriorScenes(subTypeId: number, headTypeId: number, city: SeedCity): SceneCategory[] {
  if (headTypeId === 9) return ['house'];
  switch (subTypeId) {
    case 2:
      return ['villa'];
    case 3:
      return ['house', 'villa'];
    case 4:
      return ['farm'];
    case 5:
      return ['ardennes', 'farm'];
    case 6:
      return ['townhouse'];
    case 10:
    case 11:
    case 12:
    case 13:
    case 14:
    case 15:
      return city.kind === 'coast' ? ['coast', 'apartment'] : ['apartment'];
    case 20:
    case 21:
      return ['meadow'];
    case 30:
    case 31:
    case 32:
      return ['commercial'];
    case 34:
      return ['office'];
    case 33:
    case 35:
      return ['warehouse'];
    case 40:
    case 41:
    case 42:
    case 43:
      return ['garage'];
    default:
      return city.kind === 'city' ? ['townhouse', 'house'] : ['house'];
  }
}

/** 3–12 pool photos for homes, 2–4 otherwise; the first one shows the outside. */
export function pickPictures(random: Random, subTypeId: number, headTypeId: number, city: SeedCity): string[] {
  const exteriors = exteriorScenes(subTypeId, headTypeId, city).flatMap((c) => poolOf(c));
  const first = random.pick(exteriors).key;
  const category = categoryOf(subTypeId);
  if (category !== 'residential') {
    const more = random.sample(exteriors.filter((p) => p.key !== first), random.int(1, 3)).map((p) => p.key);
    return [first, ...more];
  }
  const inside = (['living', 'kitchen', 'bedroom', 'bathroom'] as const).flatMap((c) => random.sample(poolOf(c), random.int(1, 2)));
  const around = city.kind === 'coast' ? poolOf('coast') : city.kind === 'rural' ? poolOf('ardennes') : [];
  const extra = random.sample([...inside, ...random.sample(around, 1)], random.int(2, 11));
  return [first, ...extra.map((p) => p.key)];
}

function pickAdjective(random: Random, category: Category, condition: Condition | null, epcLabel: string | null): AdjectiveKey {
  if (category === 'plot') return random.pick(['wellLocated', 'quiet'] as const);
  if (category === 'parking') return random.pick(['wellLocated', 'practical'] as const);
  if (category === 'business') return random.pick(['wellLocated', 'spacious', 'modern', 'bright'] as const);
  if (condition === 'NEW') return random.pick(['new', 'energyEfficient', 'modern'] as const);
  if (condition === 'TO_RENOVATE') return random.pick(['toRenovate', 'characterful'] as const);
  if (condition === 'RENEWED') return 'renovated';
  if (epcLabel && epcLabel.startsWith('A')) return 'energyEfficient';
  return random.pick(['spacious', 'bright', 'charming', 'cosy', 'stylish', 'quiet', 'modern'] as const);
}

function pickFeature(random: Random, plan: Pick<EstatePlan, 'category' | 'garden' | 'terrace' | 'garage' | 'seaView' | 'pool' | 'lift' | 'bedrooms' | 'land' | 'city' | 'subTypeId'>): FeatureKey {
  const options: FeatureKey[] = [];
  if (plan.category === 'plot') return plan.subTypeId === 20 ? random.pick(['detached', 'largePlot', 'centre'] as const) : 'largePlot';
  if (plan.category === 'parking') return 'centre';
  if (plan.category === 'business') return random.pick(['commercialLocation', 'centre'] as const);
  if (plan.seaView) options.push('seaView', 'seaView');
  if (plan.pool) options.push('pool');
  if (plan.garden) options.push('garden', 'garden');
  if (plan.terrace) options.push('terrace');
  if (plan.garage) options.push('garage');
  if (plan.lift) options.push('lift');
  if (plan.bedrooms) options.push('bedrooms');
  if (plan.land && plan.land > 1500) options.push('largePlot');
  if (plan.city.kind === 'rural') options.push('woods');
  if (plan.city.kind === 'city') options.push('centre');
  return options.length ? random.pick(options) : 'centre';
}

function highlightsOf(random: Random, plan: EstatePlan): HighlightKey[] {
  const all: HighlightKey[] = [];
  if (plan.category === 'residential') {
    if (plan.garden) all.push(random.chance(0.5) ? 'southGarden' : 'garden');
    if (plan.terrace && !plan.garden) all.push('terrace');
    if (plan.solar) all.push('solar');
    if (plan.condition === 'NEW') all.push(random.chance(0.5) ? 'tripleGlazing' : 'heatPump');
    else all.push('doubleGlazing');
    if (plan.lift) all.push('lift');
    if (plan.garage) all.push(apartmentSubTypes.includes(plan.subTypeId) ? 'parking' : 'garage');
    if (plan.pool) all.push('pool');
    if (plan.seaView) all.push('seaView');
    if (plan.condition === 'EXCELLENT_CONDITION' || plan.condition === 'RENEWED') all.push('moveIn');
    all.push('kitchen');
  } else if (plan.category === 'business') {
    all.push(plan.subTypeId === 35 || plan.subTypeId === 33 ? 'loadingDock' : 'shopWindow');
    if (plan.garage) all.push('parking');
  } else if (plan.category === 'plot') {
    all.push('utilities');
  } else if (plan.category === 'parking') {
    all.push('electricDoor');
  }
  return random.sample(all, random.int(Math.min(2, all.length), Math.min(4, all.length)));
}

function pickRep(random: Random, site: SeedSite, deal: Deal): SeedRep {
  const pool = site.reps.filter((r) => (deal === 'rent' ? r.role === 'rental' : r.role === 'agent' || r.role === 'manager'));
  return random.pick(pool.length ? pool : site.reps);
}

/** Dates spread over the past 300 days, a few of them this week. */
export function publicationDate(random: Random, now: Date, recent: boolean): Date {
  const days = recent ? random.int(0, 5) : random.int(0, 300);
  const minutes = random.int(7 * 60, 18 * 60);
  return new Date(now.getTime() - (days + 1) * DAY + minutes * 60_000);
}

type RegularInput = { site: SeedSite; id: number; index: number; city: SeedCity; now: Date; missing: Kind[] };

/** Living and land surface; `size` (0–1) tells where the living surface sits in its range. */
function surfacesFor(random: Random, subTypeId: number, headTypeId: number, city: SeedCity) {
  const ranges = surfaceRanges[subTypeId] ?? {};
  const size = random.float();
  const livable = ranges.livable ? Math.round(ranges.livable[0] + (ranges.livable[1] - ranges.livable[0]) * size) : null;
  // town plots are smaller than those in the countryside
  const townFactor = city.kind === 'city' && categoryOf(subTypeId) === 'residential' ? 0.6 : 1;
  const land = ranges.land
    ? Math.round((ranges.land[0] + (ranges.land[1] - ranges.land[0]) * random.float()) * townFactor)
    : headTypeId === 9
      ? random.int(200, 600)
      : null;
  return { size, livable, land };
}

type Amenities = Pick<EstatePlan, 'garden' | 'terrace' | 'seaView' | 'pool' | 'lift' | 'garage'>;

function amenitiesFor(random: Random, subTypeId: number, category: Category, floor: number | null, city: SeedCity): Amenities {
  const isApartment = apartmentSubTypes.includes(subTypeId);
  const isHouse = category === 'residential' && !isApartment;
  return {
    garden: isHouse ? random.chance(subTypeId === 6 ? 0.7 : 0.95) : isApartment && floor === 0 && random.chance(0.5),
    terrace: isApartment ? random.chance(0.8) : isHouse && random.chance(0.5),
    seaView: city.kind === 'coast' && isApartment && random.chance(0.45),
    pool: (subTypeId === 2 && random.chance(0.35)) || (subTypeId === 5 && random.chance(0.5)) || (isHouse && random.chance(0.02)),
    lift: (isApartment && (floor ?? 0) >= 2 && random.chance(0.9)) || (subTypeId === 34 && random.chance(0.6)),
    garage: isHouse ? random.chance(subTypeId === 2 ? 0.85 : 0.5) : random.chance(0.3),
  };
}

function addressFor(random: Random, city: SeedCity, subTypeId: number, floor: number | null): Pick<EstatePlan, 'street' | 'number' | 'box'> {
  const street = pickStreet(random, city);
  const number = `${random.int(1, 240)}${random.chance(0.06) ? random.pick(['A', 'B']) : ''}`;
  if (!apartmentSubTypes.includes(subTypeId)) return { street, number, box: null };
  // box numbers: the floor followed by the unit, "3" on the ground floor
  const box = floor === 0 ? `${random.int(1, 3)}` : `${floor}${String(random.int(1, 4)).padStart(2, '0')}`;
  return { street, number, box };
}

function floorsCountFor(random: Random, category: Category, subTypeId: number, floor: number | null): number | null {
  if (apartmentSubTypes.includes(subTypeId)) return (floor ?? 0) + random.int(1, 3);
  if (category === 'residential' || category === 'business') return random.int(1, 3);
  return null;
}

/** One ordinary estate (not part of a project). */
export function planRegularEstate(random: Random, input: RegularInput): EstatePlan {
  const { site, id, index, city, now } = input;
  const nowYear = now.getUTCFullYear();
  const transactionId = forcedTransactions[index] ?? random.weighted(transactionWeights);
  const deal = dealOf(transactionId);
  const [headTypeId, subTypeId] = chooseKind(random, deal, city, input.missing);
  const category = categoryOf(subTypeId);
  const { size, livable, land } = surfacesFor(random, subTypeId, headTypeId, city);
  const year = constructionYear(random, category, subTypeId, nowYear);
  const condition = pickCondition(random, category, year, nowYear);
  const withEpc = category === 'residential' || (category === 'business' && random.chance(0.7));
  const epcValue = withEpc ? epcValueFor(random, condition) : null;
  const bedrooms = category === 'residential' ? bedroomsFor(random, subTypeId, headTypeId) : null;
  const floor = floorFor(random, subTypeId, category);
  // sold and rented estates show no price, and a few agencies ask for "price on request"
  const priceValue = isClosed(transactionId) || random.chance(0.03) ? null : askingPrice(random, subTypeId, deal, city, size, condition);
  const plan: EstatePlan = {
    id,
    site,
    parentId: null,
    project: false,
    category,
    city,
    headTypeId,
    subTypeId,
    transactionId,
    deal,
    publicationDate: publicationDate(random, now, index % 25 === 3),
    price: { value: priceValue, totalPrice: null, priceFrom: null, constructionValue: null },
    searchPrice: priceValue,
    vatRegime: false,
    bedrooms,
    bathrooms: category === 'residential' ? bathroomsFor(random, bedrooms) : null,
    toilets: category === 'residential' ? random.int(1, Math.max(1, Math.min(3, (bedrooms ?? 1) - 1))) : null,
    livable,
    land,
    floor,
    floorId: null,
    floorsCount: floorsCountFor(random, category, subTypeId, floor),
    facades: category === 'residential' ? facadesFor(random, subTypeId, headTypeId) : null,
    constructionYear: year,
    condition,
    epcValue,
    epcLabel: epcValue !== null ? epcLabelOf(city.region, epcValue) : null,
    heating: heatingFor(random, condition, city, category),
    ...amenitiesFor(random, subTypeId, category, floor, city),
    solar: category === 'residential' && random.chance(condition === 'NEW' ? 0.8 : 0.25),
    furnished: deal === 'rent' && apartmentSubTypes.includes(subTypeId) && random.chance(subTypeId === 14 ? 0.4 : 0.1),
    ...addressFor(random, city, subTypeId, floor),
    addressVisible: random.chance(0.85),
    location: random.chance(0.01) ? null : jitter(random, city),
    title: { nl: '', fr: '', en: '', de: '' },
    description: { nl: '', fr: '', en: '', de: '' },
    shortDescription: null,
    highlights: [],
    pictures: pickPictures(random, subTypeId, headTypeId, city),
    rep: pickRep(random, site, deal),
    exclusive: random.chance(0.2),
    agendaId: null,
    collections: [],
    projectInfo: null,
  };
  return withTexts(random, plan);
}

/** Title, description and highlights, written once the plan's facts are known. */
export function withTexts(random: Random, plan: EstatePlan): EstatePlan {
  const highlights = highlightsOf(random, plan);
  const title = estateTitle(plan.subTypeId, pickAdjective(random, plan.category, plan.condition, plan.epcLabel), pickFeature(random, plan), plan.bedrooms ?? 0, plan.city);
  const closing =
    plan.transactionId === 5 ? 'sold' : plan.transactionId === 6 ? 'rented' : plan.deal === 'takeover' ? 'takeover' : plan.deal === 'rent' ? 'rent' : 'sale';
  const texts = estateDescription({
    subTypeId: plan.subTypeId,
    category: plan.category === 'project' ? 'residential' : plan.category,
    city: plan.city,
    where: pickSurroundings(random, plan.city),
    bedrooms: plan.bedrooms,
    bathrooms: plan.bathrooms,
    livable: plan.livable,
    land: plan.land,
    highlights,
    closing,
  });
  return { ...plan, title, highlights, description: texts.description, shortDescription: random.chance(0.85) ? texts.shortDescription : null };
}

export function missingKinds(): Kind[] {
  return allKinds.map((k) => [k[0], k[1]] as const);
}

