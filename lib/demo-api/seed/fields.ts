// The detail groups of an estate: the listing field catalogue (document 001), energy, layout,
// facilities, technical details, documents and extra fields, filled to match the estate's plan.
import type { FieldValue } from '@/lib/site-api/schemas';
import type { Region } from '@/lib/rules';
import type { StoredEstateDoc, Texts } from '../types';
import { floorPlanVariant } from './floor-plans';
import { documentUrl, floorPlanUrl } from './photos';
import type { Condition, EstatePlan } from './plan';
import { apartmentSubTypes } from './plan';
import type { Random } from './random';

type Fields = StoredEstateDoc['fields'];
type Group = Record<string, FieldValue>;

/** EPC label from the specific primary energy use, per region's scale. */
export function epcLabelOf(region: Region, epcValue: number): string {
  const scales: Record<Region, ReadonlyArray<readonly [number, string]>> = {
    FLANDERS: [[0, 'A+'], [100, 'A'], [200, 'B'], [300, 'C'], [400, 'D'], [500, 'E'], [Infinity, 'F']],
    WALLONIA: [[0, 'A++'], [45, 'A+'], [85, 'A'], [170, 'B'], [255, 'C'], [340, 'D'], [425, 'E'], [510, 'F'], [Infinity, 'G']],
    BRUSSELS: [[45, 'A'], [95, 'B'], [150, 'C'], [210, 'D'], [275, 'E'], [345, 'F'], [Infinity, 'G']],
  };
  const scale = scales[region];
  const found = scale.find(([limit]) => epcValue <= limit);
  return found ? found[1] : 'G';
}

export function epcValueFor(random: Random, condition: Condition | null): number {
  const ranges: Record<Condition, [number, number]> = {
    NEW: [40, 90],
    RENEWED: [80, 200],
    EXCELLENT_CONDITION: [120, 260],
    GOOD_CONDITION: [180, 380],
    TO_FRESHEN_UP: [280, 480],
    TO_RENOVATE: [380, 650],
  };
  const [min, max] = ranges[condition ?? 'GOOD_CONDITION'];
  return random.int(min, max);
}

function epcNumber(random: Random, plan: EstatePlan): string {
  const year = plan.publicationDate.getUTCFullYear() - random.int(0, 4);
  const day = `${year}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
  if (plan.city.region === 'FLANDERS') return `${day}-${String(random.int(1, 9_999_999)).padStart(10, '0')}-RES-1`;
  if (plan.city.region === 'BRUSSELS') return `${day}-${String(random.int(1, 999_999)).padStart(10, '0')}-01-1`;
  return `${day}${String(random.int(1, 999_999)).padStart(6, '0')}`;
}

const worded = (site: EstatePlan['site'], texts: Texts) => texts[site.workLanguage];

function heatingDescription(plan: EstatePlan): string | null {
  const descriptions: Record<string, Texts> = {
    GAS: { nl: 'Condensatieketel op aardgas', fr: 'Chaudière à condensation au gaz', en: 'Gas condensing boiler', de: 'Gas-Brennwertkessel' },
    ELECTRICITY: { nl: 'Lucht-waterwarmtepomp met vloerverwarming', fr: 'Pompe à chaleur air-eau et chauffage au sol', en: 'Air-to-water heat pump with underfloor heating', de: 'Luft-Wasser-Wärmepumpe mit Fußbodenheizung' },
    OIL: { nl: 'Stookolieketel, tank van 3.000 l', fr: 'Chaudière au mazout, citerne de 3.000 l', en: 'Oil boiler, 3,000 l tank', de: 'Ölheizung, Tank mit 3.000 l' },
    WOOD: { nl: 'Houtkachel en elektrische convectoren', fr: 'Poêle à bois et convecteurs électriques', en: 'Wood stove and electric convectors', de: 'Holzofen und Elektrokonvektoren' },
    PELLET: { nl: 'Pelletketel', fr: 'Chaudière à pellets', en: 'Pellet boiler', de: 'Pelletheizung' },
  };
  const texts = plan.heating ? descriptions[plan.heating] : undefined;
  return texts ? worded(plan.site, texts) : null;
}

function certification(random: Random, plan: EstatePlan, epcNo: string | null): Group | undefined {
  if (plan.epcValue === null) return undefined;
  const group: Group = {
    energy_label: plan.epcLabel,
    epc_value: plan.epcValue,
    epc_number: epcNo,
    co2_emission: Math.round(plan.epcValue * 0.21),
  };
  if (plan.condition === 'NEW') {
    group.e_level = random.int(18, 35);
    group.k_level = random.int(22, 35);
  }
  if (plan.category === 'residential' || plan.category === 'business') {
    const conform = random.chance(0.8);
    group.electrical_certificate = {
      value: 'OBTAINED',
      conform: conform ? 'VALID' : 'INVALID',
      description: conform ? null : worded(plan.site, { nl: 'Inbreuken vast te stellen, herkeuring binnen 18 maanden', fr: 'Infractions constatées, nouveau contrôle dans les 18 mois', en: 'Defects found, re-inspection within 18 months', de: 'Mängel festgestellt, Nachprüfung innerhalb von 18 Monaten' }),
    };
  }
  if (plan.heating === 'OIL') group.heating_oil_certificate = { value: true, conform: true, description: null };
  // Flanders: a building from before 2001 needs an asbestos inventory certificate to be sold (since 23 November 2022).
  if (plan.city.region === 'FLANDERS' && plan.deal === 'sale' && plan.constructionYear !== null && plan.constructionYear < 2001) {
    group.asbestos_certificate = { value: true, description: worded(plan.site, { nl: 'Asbestinventarisattest aanwezig', fr: "Attestation d'inventaire amiante disponible", en: 'Asbestos inventory certificate available', de: 'Asbestinventarbescheinigung vorhanden' }) };
  }
  if (plan.city.region === 'FLANDERS' && plan.constructionYear !== null && plan.constructionYear >= 2021) {
    group.as_built_certificate = { value: 'YES', description: worded(plan.site, { nl: 'As-builtattest aanwezig', fr: 'Attestation as-built disponible', en: 'As-built certificate available', de: 'As-built-Bescheinigung vorhanden' }) };
  }
  return group;
}

function kitchenFor(random: Random, condition: Condition | null): string {
  if (condition === 'NEW' || condition === 'RENEWED') return random.pick(['HYPER_EQUIPPED', 'USA_HYPER_EQUIPPED', 'EQUIPPED']);
  if (condition === 'TO_RENOVATE') return random.pick(['NOT_EQUIPPED', 'SEMI_EQUIPPED']);
  return random.pick(['EQUIPPED', 'EQUIPPED', 'SEMI_EQUIPPED', 'USA_EQUIPPED', 'USA_SEMI_EQUIPPED']);
}

function comfort(random: Random, plan: EstatePlan): Group | undefined {
  if (plan.category === 'plot' || plan.category === 'parking') return undefined;
  const group: Group = {
    heating: plan.heating ? { value: plan.heating, description: heatingDescription(plan) } : null,
    glazing: plan.condition === 'NEW' ? random.pick(['TRIPLE', 'DOUBLE']) : plan.condition === 'TO_RENOVATE' ? random.pick(['SINGLE', 'DOUBLE']) : 'DOUBLE',
    carpentry: random.pick(['WOOD', 'ALUMINIUM', 'PLASTIC']),
    solar_panels: plan.solar,
    alarm: random.chance(0.25),
  };
  if (plan.category === 'residential') {
    group.kitchen_type = kitchenFor(random, plan.condition);
    group.bathroom_type = plan.condition === 'TO_RENOVATE' && random.chance(0.5) ? 'NOT_EQUIPPED' : 'EQUIPPED';
    group.luxury_level = plan.subTypeId === 2 || plan.subTypeId === 5 || plan.subTypeId === 13 ? 'LUXURIOUS' : random.pick(['AVERAGE', 'AVERAGE', 'MODEST']);
    group.furnished = plan.furnished;
    group.swimming_pool = { value: plan.pool, description: plan.pool ? worded(plan.site, { nl: 'Verwarmd buitenzwembad 10 x 4 m', fr: 'Piscine extérieure chauffée 10 x 4 m', en: 'Heated outdoor pool 10 x 4 m', de: 'Beheizter Außenpool 10 x 4 m' }) : null };
    group.shutters = { value: random.chance(0.4), description: null };
  }
  if (apartmentSubTypes.includes(plan.subTypeId) || plan.category === 'business') group.lift = plan.lift;
  if (plan.deal === 'rent' && plan.category === 'residential') {
    const pets = random.chance(0.4);
    group.pets_allowed = { value: pets, description: pets ? worded(plan.site, { nl: 'Kleine huisdieren bespreekbaar', fr: 'Petits animaux à discuter', en: 'Small pets negotiable', de: 'Kleintiere nach Absprache' }) : null };
  }
  return group;
}

function roofType(random: Random, plan: EstatePlan): string {
  if (apartmentSubTypes.includes(plan.subTypeId) || plan.subTypeId === 34) return 'FLAT';
  if (plan.subTypeId === 2 && plan.condition === 'NEW') return 'FLAT';
  return random.pick(['SADDLEBACK', 'SADDLEBACK', 'SADDLEBACK', 'HIPPED', 'KERB', 'LEAN_TO', 'FLAT']);
}

function construction(random: Random, plan: EstatePlan): Group | undefined {
  if (plan.category === 'plot') return undefined;
  const group: Group = {
    living_area_surface: plan.livable,
    land_surface: plan.land,
    construction_year: plan.constructionYear,
    condition: plan.condition,
  };
  if (plan.category === 'residential' || plan.category === 'project') {
    group.bedrooms_count = plan.bedrooms;
    group.bathrooms_count = plan.bathrooms;
    group.toilets_count = plan.toilets;
  }
  if (plan.category !== 'parking') {
    group.floors_count = plan.floorsCount;
    group.roof_type = roofType(random, plan);
  }
  if (plan.facades !== null) {
    group.facades_count = plan.facades;
    group.construction_type = plan.facades >= 4 ? 'OPEN' : plan.facades === 3 ? 'HALF_OPEN' : 'CLOSED';
  }
  // "new building" shows only when set
  if (plan.condition === 'NEW') group.new_building = true;
  return group;
}

function registrationRate(region: Region): number {
  return { FLANDERS: 0.03, WALLONIA: 0.125, BRUSSELS: 0.125 }[region];
}

function financial(random: Random, plan: EstatePlan): { financial: Group; notary?: Group; notaryCost?: Group } {
  const price = plan.price.value;
  const financialGroup: Group = {
    price,
    vat_regime: plan.vatRegime,
  };
  if (price !== null && plan.livable && plan.deal === 'sale') financialGroup.price_per_square_meter = Math.round(price / plan.livable);
  if (plan.category === 'residential' || plan.category === 'business') {
    financialGroup.cadastral_income = random.rounded(450, 2400, 5);
    if (plan.deal === 'sale') financialGroup.property_tax = Math.round((financialGroup.cadastral_income as number) * random.between(1.1, 1.6));
  }
  if (apartmentSubTypes.includes(plan.subTypeId)) financialGroup.monthly_costs = random.rounded(45, 260, 5);
  if (plan.deal === 'rent' && price !== null) {
    financialGroup.warranty = price * 2;
    financialGroup.monthly_costs ??= random.rounded(0, 120, 10);
  }
  if (plan.vatRegime && plan.price.constructionValue !== null && price !== null) {
    financialGroup.land_price = price - plan.price.constructionValue;
    financialGroup.construction_price = plan.price.constructionValue;
    financialGroup.vat_rate = 21;
  }
  if (plan.deal !== 'sale' || price === null) return { financial: financialGroup };
  const publicSale = random.chance(0.04);
  const notary: Group = { public_sale: publicSale, bids: publicSale ? random.int(2, 9) : null, annuity: random.chance(0.02) };
  const duties = Math.round(((plan.vatRegime ? price - (plan.price.constructionValue ?? 0) : price) * registrationRate(plan.city.region)) / 10) * 10;
  const fee = Math.round((1500 + price * 0.006) / 10) * 10;
  const notaryCost: Group = { registration_duties: duties, notary_fee: fee, total: duties + fee + 1250 };
  return { financial: financialGroup, notary, notaryCost };
}

const floodLetters = ['A', 'A', 'A', 'A', 'A', 'A', 'B', 'B', 'C', 'D'] as const;

function flood(random: Random, plan: EstatePlan): { group: Group; building: string | null; parcel: string | null } {
  if (plan.city.region !== 'FLANDERS') {
    return { group: { flood_prone_area: random.pick(['NO', 'NO', 'UNKNOWN']) }, building: null, parcel: null };
  }
  const parcel = random.pick(floodLetters);
  const building = plan.category === 'plot' ? null : parcel === 'A' ? 'A' : random.pick(['A', parcel]);
  return {
    group: { flood_prone_area: parcel >= 'C' ? 'YES' : 'NO', parcel_score: parcel, building_score: building },
    building,
    parcel,
  };
}

function general(random: Random, plan: EstatePlan): Group {
  const prefix = plan.site.id === 1 ? 'SCH' : 'AKV';
  const group: Group = {
    dossier_number: `${prefix}-${plan.publicationDate.getUTCFullYear()}-${String(plan.id % 10000).padStart(4, '0')}`,
    exclusive: plan.exclusive,
    key: random.chance(0.7) ? `K-${random.int(100, 899)}` : null,
    advertiser_id: plan.site.data.accountId,
  };
  if (plan.parentId !== null) group.project_id = plan.parentId;
  return group;
}

function layoutFields(plan: EstatePlan): Group | undefined {
  if (plan.category !== 'residential' || !plan.livable) return undefined;
  return {
    living_room_surface: Math.round(plan.livable * 0.28),
    kitchen_surface: Math.round(plan.livable * 0.09),
    attic: !apartmentSubTypes.includes(plan.subTypeId) && plan.subTypeId !== 3,
    cellar: !apartmentSubTypes.includes(plan.subTypeId) && (plan.constructionYear ?? 2000) < 1990,
  };
}

const zoneNames: Record<string, Texts> = {
  WG: { nl: 'Woongebied', fr: "Zone d'habitat", en: 'Residential area', de: 'Wohngebiet' },
  WGL: { nl: 'Woongebied met landelijk karakter', fr: "Zone d'habitat à caractère rural", en: 'Residential area with rural character', de: 'Wohngebiet mit ländlichem Charakter' },
  AG: { nl: 'Agrarisch gebied', fr: 'Zone agricole', en: 'Agricultural area', de: 'Landwirtschaftsgebiet' },
  IAB: { nl: 'Industriegebied voor ambachtelijke bedrijven', fr: 'Zone artisanale', en: 'Area for craft businesses', de: 'Gewerbegebiet für Handwerksbetriebe' },
  GG: { nl: 'Gebied voor gemeenschapsvoorzieningen', fr: "Zone d'équipements communautaires", en: 'Area for community facilities', de: 'Gebiet für Gemeinschaftseinrichtungen' },
};

function zoneOf(plan: EstatePlan): string {
  if (plan.subTypeId === 21) return 'AG';
  if (plan.subTypeId === 35 || plan.subTypeId === 33) return 'IAB';
  if (plan.city.kind === 'rural' || plan.subTypeId === 4) return 'WGL';
  return 'WG';
}

function planning(random: Random, plan: EstatePlan): Group {
  const destination =
    plan.city.kind === 'coast' || (plan.city.kind === 'rural' && plan.category === 'residential' && random.chance(0.3))
      ? random.pick(['MAIN_RESIDENCE', 'VACATION_RESIDENCE'])
      : plan.subTypeId === 14 && plan.city.kind === 'city'
        ? 'STUDENT_RESIDENCE'
        : 'MAIN_RESIDENCE';
  const permit = plan.constructionYear !== null && plan.constructionYear < 1962 ? 'BEFORE_1962' : 'YES';
  const zone = zoneOf(plan);
  if (plan.city.region === 'WALLONIA') {
    // Walloon listings often leave these empty: the web hides empty planning fields there.
    return {
      destination,
      town_planning_permit: random.chance(0.5) ? permit : null,
      subdivision_permit: random.chance(0.5) ? random.pick(['NO', 'YES']) : '',
      right_of_first_refusal: null,
      protected_heritage: random.chance(0.3) ? 'NO' : null,
      town_planning_violation: null,
      renovation_obligation: null,
      most_recent_destination: null,
    };
  }
  const zoneText = zoneNames[zone];
  return {
    destination,
    town_planning_permit: plan.category === 'plot' ? 'NO' : permit,
    subdivision_permit: plan.category === 'plot' ? 'YES' : random.pick(['NO', 'NO', 'YES']),
    right_of_first_refusal: random.chance(0.1) ? 'YES' : 'NO',
    protected_heritage: random.chance(0.04) ? 'YES' : 'NO',
    town_planning_violation: random.chance(0.85) ? null : 'NO',
    renovation_obligation: plan.deal === 'sale' && plan.epcLabel !== null && ['E', 'F'].includes(plan.epcLabel) ? 'YES' : 'NO',
    most_recent_destination: { value: zone, description: zoneText ? worded(plan.site, zoneText) : null },
  };
}

const freeOn = ['IMMEDIATE', 'IMMEDIATE', 'DEED', 'DEED', 'AFTER_NOTICE_PERIOD', 'TBD', 'UNKNWON'] as const;

function other(random: Random, plan: EstatePlan): Group {
  const group: Group = {
    available_at: plan.condition === 'NEW' && plan.parentId !== null ? 'DELIVERY' : random.pick(freeOn),
    distance_shops: random.rounded(100, plan.city.kind === 'rural' ? 4000 : 1200, 50),
    distance_school: random.rounded(150, plan.city.kind === 'rural' ? 5000 : 1500, 50),
    distance_public_transport: random.rounded(50, plan.city.kind === 'rural' ? 3000 : 800, 25),
    distance_highway: random.rounded(1000, 25000, 500),
  };
  if (plan.garden) {
    const state = plan.condition === 'NEW' ? 'NOT_CONSTRUCTED' : random.pick(['ONLY_LAWN', 'FULLY_LANDSCAPED', 'FULLY_LANDSCAPED']);
    group.garden = {
      value: state,
      description: worded(plan.site, {
        nl: state === 'NOT_CONSTRUCTED' ? 'Tuin wordt aangelegd door de koper' : 'Tuin met gazon, border en terras',
        fr: state === 'NOT_CONSTRUCTED' ? "Jardin à aménager par l'acquéreur" : 'Jardin avec pelouse, massifs et terrasse',
        en: state === 'NOT_CONSTRUCTED' ? 'Garden to be laid out by the buyer' : 'Garden with lawn, borders and terrace',
        de: state === 'NOT_CONSTRUCTED' ? 'Garten wird vom Käufer angelegt' : 'Garten mit Rasen, Beeten und Terrasse',
      }),
    };
    group.garden_orientation = random.pick(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
    group.garden_surface = plan.land ? Math.round(plan.land * random.between(0.4, 0.7)) : random.rounded(20, 80, 5);
  }
  if (plan.terrace) group.terrace_surface = random.rounded(6, 40, 1);
  if (plan.city.kind === 'coast') group.sea_view = plan.seaView;
  return group;
}

function projectGroup(plan: EstatePlan): Group | undefined {
  if (!plan.projectInfo) return undefined;
  return {
    phase: plan.projectInfo.phase,
    units_count: plan.projectInfo.units,
    sold_units_count: plan.projectInfo.soldUnits,
    delivery_date: `${plan.projectInfo.deliveryYear}-${plan.projectInfo.phase === 'DELIVERED' ? '03' : '09'}-30`,
  };
}

export type DetailGroups = Pick<
  StoredEstateDoc,
  'fields' | 'energy' | 'layout' | 'facilities' | 'buildTechnicals' | 'files' | 'environments' | 'extraFields' | 'rentalOptions' | 'videos' | 'virtualVisits'
>;

function energy(random: Random, plan: EstatePlan, epcNo: string | null, floodScores: { building: string | null; parcel: string | null }): StoredEstateDoc['energy'] {
  const withCertificates = plan.category === 'residential' || plan.category === 'business';
  const electricity = withCertificates ? random.pick(['OBTAINED', 'OBTAINED', 'OBTAINED', 'NOT_OBTAINED', 'UNKNOWN'] as const) : null;
  const conformityAttest = plan.deal === 'rent' && plan.city.region === 'FLANDERS' && plan.category === 'residential';
  const custom = random.chance(0.1);
  return {
    label: plan.epcLabel,
    epc: epcNo,
    epcValue: plan.epcValue,
    epcTotal: plan.epcValue !== null && plan.livable ? plan.epcValue * plan.livable : null,
    co2: plan.epcValue !== null ? Math.round(plan.epcValue * 0.21) : null,
    certificateConformity: conformityAttest ? `CA/${plan.publicationDate.getUTCFullYear() - 1}/${String(random.int(1, 99999)).padStart(5, '0')}` : null,
    certificateConformityConform: conformityAttest ? random.chance(0.9) : null,
    certificateElectricity: electricity,
    certificateElectricityConform: electricity === 'OBTAINED' ? (random.chance(0.8) ? 'VALID' : 'INVALID') : null,
    floodingScoreBuilding: floodScores.building,
    floodingScoreParcel: floodScores.parcel,
    // Defaults (white sticker, black text) are what the web ignores; a few agencies pick their own.
    stickerColor: custom ? random.pick(['#0f4c5c', '#2d5a3d', '#c8963e', '#e36414']) : '#ffffff',
    stickerTextColor: custom ? '#ffffff' : '#000000',
  };
}

type Room = StoredEstateDoc['layout'][number];

function layoutRooms(random: Random, plan: EstatePlan): Room[] {
  const rooms: Omit<Room, 'sort'>[] = [];
  const add = (id: number, floor: number | null, surface: number | null, count = 1, comment: string | null = null) =>
    rooms.push({ value: { id }, floor, surface, count, comment });
  const isHouse = plan.category === 'residential' && !apartmentSubTypes.includes(plan.subTypeId);
  const ground = isHouse ? 0 : plan.floor;
  const upper = isHouse ? 1 : plan.floor;
  if (plan.category === 'residential' || (plan.category === 'project' && plan.parentId !== null)) {
    const livable = plan.livable ?? 60;
    add(12, ground, random.rounded(4, 12, 0.5));
    add(2, ground, Math.round(livable * random.between(0.22, 0.32)));
    add(3, ground, Math.round(livable * random.between(0.07, 0.12)));
    for (let i = 0; i < (plan.bedrooms ?? 0); i++) add(1, upper, random.rounded(9, i === 0 ? 22 : 16, 0.5));
    for (let i = 0; i < Math.max(1, plan.bathrooms ?? 1); i++) add(5, upper, random.rounded(4, 12, 0.5));
    add(16, ground, null, plan.toilets ?? 1);
    if (plan.terrace) add(10, ground, random.rounded(6, 40, 1));
    if (plan.garage) add(isHouse ? 6 : 14, isHouse ? 0 : -1, isHouse ? random.rounded(16, 40, 1) : 12.5);
    if (isHouse) {
      add(8, 0, random.rounded(4, 10, 0.5));
      if (random.chance(0.5)) add(9, 2, random.rounded(15, 60, 1));
      if (random.chance(0.3)) add(7, upper, random.rounded(8, 14, 0.5));
      if ((plan.constructionYear ?? 2000) < 1990) add(11, -1, random.rounded(10, 40, 1));
    } else if (random.chance(0.5)) {
      add(11, -1, random.rounded(3, 8, 0.5), 1, worded(plan.site, { nl: 'Privatieve kelderberging', fr: 'Cave privative', en: 'Private cellar', de: 'Privater Kellerraum' }));
    }
  } else if (plan.category === 'business') {
    const area = plan.livable ?? 100;
    if (plan.subTypeId === 34) add(21, 0, Math.round(area * 0.8));
    else if (plan.subTypeId === 35 || plan.subTypeId === 33) add(22, 0, Math.round(area * 0.85));
    else add(20, 0, Math.round(area * 0.7));
    add(16, 0, null, random.int(1, 3));
    if (plan.garage) add(14, 0, null, random.int(2, 12));
  } else if (plan.category === 'parking') {
    add(plan.subTypeId === 43 || plan.subTypeId === 42 ? 14 : 6, plan.floor, plan.livable);
  }
  return rooms.map((room, sort) => ({ ...room, sort }));
}

function facilities(random: Random, plan: EstatePlan): StoredEstateDoc['facilities'] {
  const ids: number[] = [];
  const maybe = (id: number, p: number) => random.chance(p) && ids.push(id);
  if (plan.category === 'parking' || plan.category === 'plot') {
    if (plan.subTypeId === 40) maybe(11, 0.5);
    return ids.map((id) => ({ id }));
  }
  maybe(1, 0.3);
  maybe(2, apartmentSubTypes.includes(plan.subTypeId) ? 0.8 : 0.2);
  maybe(3, plan.subTypeId === 2 || plan.subTypeId === 4 || plan.subTypeId === 5 ? 0.6 : 0.1);
  maybe(4, plan.condition === 'NEW' ? 0.6 : 0.05);
  maybe(5, plan.condition === 'NEW' ? 0.7 : 0.08);
  if (!apartmentSubTypes.includes(plan.subTypeId)) maybe(6, 0.5);
  if (plan.subTypeId === 2) maybe(7, 0.3);
  maybe(8, plan.category === 'business' ? 0.6 : 0.08);
  if (apartmentSubTypes.includes(plan.subTypeId)) maybe(9, 0.6);
  if (plan.lift) ids.push(10);
  maybe(11, 0.35);
  maybe(12, plan.lift ? 0.5 : 0.05);
  if (plan.pool) ids.push(13);
  if (plan.heating === 'ELECTRICITY' && plan.condition === 'NEW') ids.push(14);
  if (plan.solar) ids.push(15);
  return [...new Set(ids)].map((id) => ({ id }));
}

function buildTechnicals(random: Random, plan: EstatePlan): StoredEstateDoc['buildTechnicals'] {
  if (plan.category !== 'residential' && !(plan.category === 'project' && plan.parentId !== null)) return [];
  const fresh = plan.condition === 'NEW' || plan.condition === 'RENEWED';
  const say = (texts: Texts) => worded(plan.site, texts);
  const rows: StoredEstateDoc['buildTechnicals'] = [
    { criteria: { id: 1 }, value: fresh ? say({ nl: '22 cm minerale wol', fr: '22 cm de laine minérale', en: '22 cm mineral wool', de: '22 cm Mineralwolle' }) : say({ nl: '8 cm PUR', fr: '8 cm de PUR', en: '8 cm PUR', de: '8 cm PUR' }), comment: null },
    { criteria: { id: 2 }, value: fresh ? say({ nl: 'Spouwisolatie 12 cm', fr: 'Isolation de la coulisse 12 cm', en: '12 cm cavity insulation', de: '12 cm Kerndämmung' }) : say({ nl: 'Niet geïsoleerd', fr: 'Non isolé', en: 'Not insulated', de: 'Nicht gedämmt' }), comment: null },
    { criteria: { id: 4 }, value: fresh ? say({ nl: 'Systeem D met warmterecuperatie', fr: 'Système D avec récupération de chaleur', en: 'System D with heat recovery', de: 'System D mit Wärmerückgewinnung' }) : say({ nl: 'Systeem C', fr: 'Système C', en: 'System C', de: 'System C' }), comment: null },
    { criteria: { id: 5 }, value: say(random.pick([{ nl: 'PVC', fr: 'PVC', en: 'uPVC', de: 'Kunststoff' }, { nl: 'Aluminium', fr: 'Aluminium', en: 'Aluminium', de: 'Aluminium' }, { nl: 'Hout', fr: 'Bois', en: 'Timber', de: 'Holz' }])), comment: null },
  ];
  if (plan.heating) rows.push({ criteria: { id: 6 }, value: heatingDescription(plan) ?? plan.heating, comment: null });
  if (fresh) rows.push({ criteria: { id: 3 }, value: say({ nl: '10 cm gespoten PUR', fr: '10 cm de PUR projeté', en: '10 cm sprayed PUR', de: '10 cm gespritztes PUR' }), comment: null });
  return rows;
}

function files(plan: EstatePlan): StoredEstateDoc['files'] {
  const say = (texts: Texts) => worded(plan.site, texts);
  const list: StoredEstateDoc['files'] = [];
  if (plan.epcLabel) list.push({ type: 'EPC', link: documentUrl(plan.id, 'epc'), comment: say({ nl: 'EPC-certificaat', fr: 'Certificat PEB', en: 'EPC certificate', de: 'Energieausweis' }) });
  if (plan.category === 'residential' || plan.category === 'project') {
    // A drawing the gallery shows, and the full set as a PDF.
    list.push({ type: 'PLAN', link: floorPlanUrl(floorPlanVariant(plan.id)), comment: say({ nl: 'Grondplan gelijkvloers', fr: 'Plan du rez-de-chaussée', en: 'Ground floor plan', de: 'Grundriss Erdgeschoss' }) });
    list.push({ type: 'PLAN', link: documentUrl(plan.id, 'plan'), comment: say({ nl: 'Grondplannen', fr: 'Plans', en: 'Floor plans', de: 'Grundrisse' }) });
  }
  if (plan.category === 'project' && plan.parentId === null) list.push({ type: 'BROCHURE', link: documentUrl(plan.id, 'brochure'), comment: say({ nl: 'Brochure en lastenboek', fr: 'Brochure et cahier des charges', en: 'Brochure and specifications', de: 'Broschüre und Baubeschreibung' }) });
  if (plan.city.region === 'FLANDERS' && plan.deal === 'sale') list.push({ type: 'SOIL_CERTIFICATE', link: documentUrl(plan.id, 'soil'), comment: say({ nl: 'Bodemattest OVAM', fr: 'Attestation du sol OVAM', en: 'OVAM soil certificate', de: 'OVAM-Bodenbescheinigung' }) });
  return list;
}

function environments(plan: EstatePlan): string[] {
  if (plan.subTypeId === 35 || plan.subTypeId === 33) return ['INDUSTRIAL'];
  switch (plan.city.kind) {
    case 'city':
      return plan.category === 'business' ? ['TOWN'] : ['TOWN', 'RESIDENTIAL'];
    case 'town':
      return ['RESIDENTIAL', 'SUBURBAN_AREA'];
    case 'coast':
      return ['SEA_BEACH_DUNE', 'RESIDENTIAL'];
    case 'rural':
      return plan.subTypeId === 4 ? ['COUNTRYSIDE'] : ['VILLAGE', 'COUNTRYSIDE'];
  }
}

function extraFields(random: Random, plan: EstatePlan): StoredEstateDoc['extraFields'] {
  const keyInfo: Texts = random.pick([
    { nl: 'Bezoek enkel op afspraak', fr: 'Visite uniquement sur rendez-vous', en: 'Viewings by appointment only', de: 'Besichtigung nur nach Vereinbarung' },
    { nl: 'Sleutels op kantoor', fr: "Clés à l'agence", en: 'Keys at the office', de: 'Schlüssel im Büro' },
    { nl: 'Open huis op zaterdag', fr: 'Portes ouvertes le samedi', en: 'Open house on Saturday', de: 'Tag der offenen Tür am Samstag' },
  ]);
  const fields: StoredEstateDoc['extraFields'] = [
    { extra_field_autoid: 101, type: 'TEXT', value: keyInfo[plan.site.workLanguage], value_lang_string: keyInfo },
  ];
  if (plan.category === 'residential' && random.chance(0.6)) {
    const more: Texts = apartmentSubTypes.includes(plan.subTypeId)
      ? {
          nl: '<p>De syndicus beheert het gebouw; de algemene vergadering vindt jaarlijks plaats in mei.</p><p>Het reservefonds is goed gevuld en er zijn geen grote werken gepland.</p>',
          fr: "<p>Le syndic gère l'immeuble\u00a0; l'assemblée générale a lieu chaque année en mai.</p><p>Le fonds de réserve est bien alimenté et aucun gros travaux n'est prévu.</p>",
          en: '<p>The building is run by a property manager; the general meeting takes place every May.</p><p>The reserve fund is healthy and no major works are planned.</p>',
          de: '<p>Das Gebäude wird von einer Hausverwaltung betreut; die Eigentümerversammlung findet jährlich im Mai statt.</p><p>Die Rücklage ist gut gefüllt, größere Arbeiten sind nicht geplant.</p>',
        }
      : {
          nl: '<p>De woning werd met zorg onderhouden door dezelfde eigenaars sinds de bouw.</p><p>Dak en ramen werden de voorbije tien jaar vernieuwd.</p>',
          fr: '<p>La maison a été soigneusement entretenue par les mêmes propriétaires depuis sa construction.</p><p>Toiture et châssis ont été renouvelés ces dix dernières années.</p>',
          en: '<p>The house has been carefully maintained by the same owners since it was built.</p><p>Roof and windows were renewed in the last ten years.</p>',
          de: '<p>Das Haus wurde seit dem Bau von denselben Eigentümern sorgfältig gepflegt.</p><p>Dach und Fenster wurden in den letzten zehn Jahren erneuert.</p>',
        };
    fields.push({ extra_field_autoid: 102, type: 'BIGTEXT', value: more[plan.site.workLanguage], value_lang_string: more });
  }
  return fields;
}

function rentalOptions(plan: EstatePlan): StoredEstateDoc['rentalOptions'] {
  if (plan.deal !== 'rent') return null;
  return {
    description:
      plan.category === 'parking'
        ? { nl: 'Huurwaarborg van één maand. Opzeg mogelijk met één maand opzegtermijn.', fr: "Garantie d'un mois. Résiliation possible moyennant un mois de préavis.", en: "One month's deposit. Can be ended with one month's notice.", de: 'Kaution von einer Monatsmiete. Kündigung mit einem Monat Frist möglich.' }
        : { nl: 'Huurwaarborg van twee maanden. Domicilie mogelijk. Plaatsbeschrijving door een onafhankelijke expert.', fr: 'Garantie locative de deux mois. Domiciliation possible. État des lieux par un expert indépendant.', en: "Two months' deposit. Registered address allowed. Check-in inventory by an independent expert.", de: 'Kaution von zwei Monatsmieten. Wohnsitzanmeldung möglich. Übergabeprotokoll durch einen unabhängigen Sachverständigen.' },
  };
}

const VIDEOS = [
  { link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', type: 'youtube' },
  { link: 'https://vimeo.com/76979871', type: 'vimeo' },
] as const;
const VIRTUAL_VISIT = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';

/** One listing in six has a video, YouTube and Vimeo taking turns: by id, so a fresh start always has both. */
function videos(plan: EstatePlan): StoredEstateDoc['videos'] {
  const turn = plan.id % 12;
  const video = turn === 0 ? VIDEOS[0] : turn === 6 ? VIDEOS[1] : null;
  return video ? [{ ...video }] : [];
}

/** Everything of the detail answer besides general, address, pictures and people. */
export function detailGroups(random: Random, plan: EstatePlan): DetailGroups {
  const epcNo = plan.epcValue !== null ? epcNumber(random, plan) : null;
  const floodInfo = flood(random, plan);
  const money = financial(random, plan);
  const fields: Fields = {
    general: general(random, plan),
    financial: money.financial,
    planning: planning(random, plan),
    other: other(random, plan),
    flood_information: floodInfo.group,
  };
  const groups: Array<[keyof Fields, Group | undefined]> = [
    ['certification', certification(random, plan, epcNo)],
    ['comfort', comfort(random, plan)],
    ['construction', construction(random, plan)],
    ['layout', layoutFields(plan)],
    ['notary', money.notary],
    ['notary_cost', money.notaryCost],
    ['project', projectGroup(plan)],
  ];
  for (const [name, group] of groups) if (group) fields[name] = group;
  const hasVisit = plan.category !== 'parking' && plan.category !== 'plot' && random.chance(0.2);
  return {
    fields,
    energy: energy(random, plan, epcNo, floodInfo),
    layout: layoutRooms(random, plan),
    facilities: facilities(random, plan),
    buildTechnicals: buildTechnicals(random, plan),
    files: files(plan),
    environments: environments(plan),
    extraFields: extraFields(random, plan),
    rentalOptions: rentalOptions(plan),
    videos: videos(plan),
    virtualVisits: hasVisit ? [{ type: { id: 2 }, link: VIRTUAL_VISIT }] : [],
  };
}
