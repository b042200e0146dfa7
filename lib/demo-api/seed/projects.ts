// New-build projects: a building with apartments on floors 0..N, duplexes or penthouses on top and
// parking in the basement, each unit an estate of its own linked to the project by parentId.
import type { SeedCity } from './cities';
import { seedCities } from './cities';
import { askingPrice, jitter, pickPictures, publicationDate, withTexts } from './estates';
import { epcLabelOf, epcValueFor } from './fields';
import { poolOf } from './photos';
import { dealOf, type EstatePlan } from './plan';
import type { Random } from './random';
import type { SeedSite } from './sites';
import { pickStreet } from './streets';
import { projectTexts, projectUnitTitle } from './texts';

const projectNames: Record<number, readonly string[]> = {
  1: [
    'De Meersen', 'Ter Linde', "'t Hofke", 'Scheldezicht', 'Park Vesalius', 'Kaai 12', 'De Notelaar', 'Hof ter Beke',
    'Groenhof', 'St. Jozef', 'Zeebries', 'Duinenhof', 'De Vlasbloem', 'Leiehof', 'Het Anker', 'Zonnewende',
  ],
  2: [
    'Les Jardins de Meuse', 'Le Clos des Tilleuls', "L'Orée du Bois", 'Les Terrasses de la Citadelle', 'Le Panorama',
    'Domaine du Val', 'Les Hauts de Wavre', 'St. Aubain', 'Les Dunes', 'Beau Rivage', 'Le Quartier Léopold',
    'Les Coteaux', 'Les Sources', 'Le Belvédère', 'Les Ateliers', 'Le Carré Vert',
  ],
};

function projectCities(site: SeedSite): SeedCity[] {
  const wanted =
    site.focus === 'flanders'
      ? [11002, 11002, 12025, 44021, 24062, 31005, 35013, 31043, 71022, 34022, 12021, 21009, 38014, 46021, 23088, 21016]
      : [92094, 92094, 62063, 25112, 25110, 81001, 83034, 38016, 35029, 21004, 53053, 91034, 25121, 63023, 57081, 38008];
  return wanted.map((id) => {
    const city = seedCities.find((c) => c.id === id);
    if (!city) throw new Error(`unknown project city ${id}`);
    return city;
  });
}

type UnitSpec = { subTypeId: number; headTypeId: number; floor: number; bedrooms: number; livable: number; code: string };

/** Floors of apartments, a top floor of penthouses or duplexes, and a basement of parking: 4 to 30 units. */
function unitSpecs(random: Random): UnitSpec[] {
  const floors = random.int(1, 6);
  const perFloor = random.int(2, 4);
  const specs: UnitSpec[] = [];
  for (let floor = 0; floor <= floors; floor++) {
    const top = floor === floors;
    const count = top ? Math.max(1, perFloor - 1) : perFloor;
    for (let i = 1; i <= count; i++) {
      const code = `A${floor}.${String(i).padStart(2, '0')}`;
      if (top) {
        const penthouse = random.chance(0.6);
        specs.push({ subTypeId: penthouse ? 13 : 11, headTypeId: 2, floor, bedrooms: random.int(2, 3), livable: random.int(penthouse ? 120 : 105, penthouse ? 190 : 160), code });
      } else if (floor === 0 && i === 1 && random.chance(0.3)) {
        specs.push({ subTypeId: 14, headTypeId: 2, floor, bedrooms: 0, livable: random.int(32, 45), code });
      } else {
        const bedrooms = random.weighted([[1, 2], [2, 5], [3, 2]]);
        specs.push({ subTypeId: 10, headTypeId: 2, floor, bedrooms, livable: 45 + bedrooms * 22 + random.int(0, 20), code });
      }
    }
  }
  const parking = Math.min(random.int(2, 6), 30 - specs.length);
  for (let i = 1; i <= parking; i++) {
    specs.push({ subTypeId: random.chance(0.7) ? 43 : 40, headTypeId: 5, floor: -1, bedrooms: 0, livable: 13, code: `P-${String(i).padStart(2, '0')}` });
  }
  return specs.slice(0, 30);
}

function unitTransaction(random: Random, rental: boolean): number {
  if (rental) return random.weighted([[2, 6], [6, 3], [4, 1]]);
  return random.weighted([[1, 6], [5, 3], [10, 1]]);
}

function unitPrice(random: Random, spec: UnitSpec, city: SeedCity, rental: boolean): number {
  const deal = rental ? 'rent' : 'sale';
  if (spec.headTypeId === 5) return askingPrice(random, spec.subTypeId, deal, city, random.float(), 'NEW');
  const size = Math.min(1, (spec.livable - 40) / 150);
  const base = askingPrice(random, spec.subTypeId, deal, city, size, 'NEW');
  // higher floors sell for a little more
  const premium = 1 + Math.max(0, spec.floor) * (rental ? 0.01 : 0.015);
  const step = rental ? 25 : 5000;
  // the premium stays within the typical apartment bounds (rent 2,500, sale 650,000)
  return Math.min(rental ? 2500 : 650_000, Math.round((base * premium) / step) * step);
}

type ProjectInput = { site: SeedSite; index: number; projectId: number; firstChildId: number; now: Date };

/** What a project's units share: the building, its address, dates and sales conditions. */
type Building = {
  site: SeedSite;
  projectId: number;
  city: SeedCity;
  rental: boolean;
  vatRegime: boolean;
  deliveryYear: number;
  floors: number;
  street: EstatePlan['street'];
  number: string;
  location: EstatePlan['location'];
  published: Date;
  rep: EstatePlan['rep'];
  pictures: string[];
};

const blankTexts = { nl: '', fr: '', en: '', de: '' };

function planUnit(random: Random, building: Building, spec: UnitSpec, id: number): EstatePlan {
  const { city, rental } = building;
  const transactionId = unitTransaction(random, rental);
  const closed = transactionId === 5 || transactionId === 6;
  const value = closed ? null : unitPrice(random, spec, city, rental);
  // under the VAT regime the buyer pays VAT on the construction part instead of registration duties
  const constructionValue = building.vatRegime && value !== null ? Math.round((value * random.between(0.68, 0.8)) / 100) * 100 : null;
  const residential = spec.headTypeId === 2;
  const epcValue = residential ? epcValueFor(random, 'NEW') : null;
  const unit: EstatePlan = {
    id,
    site: building.site,
    parentId: building.projectId,
    project: false,
    category: residential ? 'residential' : 'parking',
    city,
    headTypeId: spec.headTypeId,
    subTypeId: spec.subTypeId,
    transactionId,
    deal: dealOf(transactionId),
    publicationDate: building.published,
    price: {
      value,
      totalPrice: constructionValue !== null && value !== null ? Math.round(value + constructionValue * 0.21) : null,
      priceFrom: null,
      constructionValue,
    },
    searchPrice: value,
    vatRegime: constructionValue !== null,
    bedrooms: residential ? spec.bedrooms : null,
    bathrooms: residential ? (spec.bedrooms >= 3 ? 2 : 1) : null,
    toilets: residential ? (spec.bedrooms >= 2 ? 2 : 1) : null,
    livable: spec.livable,
    land: null,
    floor: spec.floor,
    // unique per project and floor: the web groups a project's units by it
    floorId: building.projectId * 10 + spec.floor + 1,
    floorsCount: building.floors,
    facades: null,
    constructionYear: building.deliveryYear,
    condition: 'NEW',
    epcValue,
    epcLabel: epcValue !== null ? epcLabelOf(city.region, epcValue) : null,
    heating: residential ? 'ELECTRICITY' : null,
    garden: residential && spec.floor === 0 && spec.subTypeId !== 14,
    terrace: residential && spec.floor > 0,
    garage: false,
    lift: residential,
    pool: false,
    seaView: residential && city.kind === 'coast' && spec.floor >= 2,
    solar: residential,
    furnished: false,
    street: building.street,
    number: building.number,
    box: spec.code,
    addressVisible: true,
    location: building.location,
    title: projectUnitTitle(spec.subTypeId, spec.code, spec.bedrooms),
    description: blankTexts,
    shortDescription: null,
    highlights: [],
    pictures: residential
      ? [building.pictures[0] as string, ...random.sample(building.pictures.slice(1), random.int(2, 5))]
      : [random.pick(poolOf('garage')).key],
    rep: building.rep,
    exclusive: true,
    agendaId: null,
    collections: [],
    projectInfo: null,
  };
  // the unit keeps its own short title; the description comes from the estate templates
  return { ...withTexts(random, unit), title: unit.title };
}

/** A project and its units; the units' ids follow `firstChildId`. */
export function planProject(random: Random, input: ProjectInput): EstatePlan[] {
  const { site, index, projectId, now } = input;
  const city = projectCities(site)[index % 16] as SeedCity;
  const names = projectNames[site.id] ?? projectNames[1] ?? [];
  const name = names[index % names.length] as string;
  const nowYear = now.getUTCFullYear();
  const deliveryYear = nowYear + random.int(-1, 2);
  const phase = deliveryYear < nowYear ? 'DELIVERED' : deliveryYear === nowYear ? 'UNDER_CONSTRUCTION' : random.pick(['PLANNED', 'UNDER_CONSTRUCTION']);
  const specs = unitSpecs(random);
  // one project per site rents its apartments out instead of selling them
  const rental = index === 7;
  const exteriors = [...poolOf('apartment'), ...(city.kind === 'coast' ? poolOf('coast') : [])];
  const building: Building = {
    site,
    projectId,
    city,
    rental,
    floors: Math.max(...specs.map((s) => s.floor)) + 1,
    street: pickStreet(random, city),
    number: String(random.int(2, 180)),
    location: jitter(random, city, city.kind === 'coast' ? 0.8 : 1.2),
    published: publicationDate(random, now, index % 6 === 0),
    vatRegime: !rental && random.chance(0.7),
    deliveryYear,
    rep: random.pick(site.reps.filter((r) => r.role === 'agent' || r.role === 'manager')),
    pictures: [random.pick(exteriors).key, ...pickPictures(random, 10, 2, city).slice(1)],
  };
  const eLevel = random.int(18, 30);
  const units = specs.map((spec, i) => planUnit(random, building, spec, input.firstChildId + i));
  const residentialPrices = units.filter((u) => u.headTypeId === 2 && u.price.value !== null).map((u) => u.price.value as number);
  const priceFrom = residentialPrices.length ? Math.min(...residentialPrices) : null;
  const texts = projectTexts(random, name, city, units.length, building.floors, deliveryYear, eLevel);
  const soldUnits = units.filter((u) => u.transactionId === 5 || u.transactionId === 6).length;
  const project: EstatePlan = {
    id: projectId,
    site,
    parentId: null,
    project: true,
    category: 'project',
    city,
    headTypeId: 10,
    subTypeId: 50,
    transactionId: rental ? 2 : 1,
    deal: rental ? 'rent' : 'sale',
    publicationDate: building.published,
    price: { value: null, totalPrice: null, priceFrom, constructionValue: null },
    searchPrice: priceFrom,
    vatRegime: false,
    bedrooms: null,
    bathrooms: null,
    toilets: null,
    livable: null,
    land: random.rounded(900, 5000, 10),
    floor: null,
    floorId: null,
    floorsCount: building.floors,
    facades: null,
    constructionYear: deliveryYear,
    condition: 'NEW',
    epcValue: null,
    epcLabel: null,
    heating: 'ELECTRICITY',
    garden: false,
    terrace: false,
    garage: true,
    lift: true,
    pool: false,
    seaView: false,
    solar: true,
    furnished: false,
    street: building.street,
    number: building.number,
    box: null,
    addressVisible: true,
    location: building.location,
    title: texts.title,
    description: texts.description,
    shortDescription: texts.shortDescription,
    highlights: [],
    pictures: building.pictures,
    rep: building.rep,
    exclusive: true,
    agendaId: null,
    collections: [],
    projectInfo: { units: units.length, soldUnits, deliveryYear, phase, eLevel },
  };
  return [project, ...units];
}
