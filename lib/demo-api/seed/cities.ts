// Real Belgian municipalities: NIS code as id, main postal code, official name, names in the other
// languages where one exists, region and the coordinates of the centre.
import type { Region } from '@/lib/spec';
import type { Texts } from '../types';

/** Language of street names: Dutch, French, bilingual Brussels, German. */
export type LanguageArea = 'nl' | 'fr' | 'bi' | 'de';
export type PlaceKind = 'city' | 'town' | 'coast' | 'rural';

export type SeedCity = {
  id: number;
  name: string;
  zip: string;
  region: Region;
  alias: Texts | null;
  lat: number;
  lng: number;
  area: LanguageArea;
  kind: PlaceKind;
  /** Price level against the Belgian average. */
  priceFactor: number;
};

type CityRow = [
  id: number,
  name: string,
  zip: string,
  region: Region,
  alias: Partial<Texts> | null,
  lat: number,
  lng: number,
  area: LanguageArea,
  kind: PlaceKind,
  priceFactor: number,
];

const rows: CityRow[] = [
  [11002, 'Antwerpen', '2000', 'FLANDERS', { fr: 'Anvers', en: 'Antwerp' }, 51.2194, 4.4025, 'nl', 'city', 1.1],
  [12025, 'Mechelen', '2800', 'FLANDERS', { fr: 'Malines', de: 'Mecheln' }, 51.0259, 4.4776, 'nl', 'city', 1.05],
  [12021, 'Lier', '2500', 'FLANDERS', { fr: 'Lierre' }, 51.1313, 4.5704, 'nl', 'town', 1.0],
  [13040, 'Turnhout', '2300', 'FLANDERS', null, 51.3227, 4.9447, 'nl', 'town', 0.92],
  [24062, 'Leuven', '3000', 'FLANDERS', { fr: 'Louvain', de: 'Löwen' }, 50.8798, 4.7005, 'nl', 'city', 1.2],
  [23027, 'Halle', '1500', 'FLANDERS', { fr: 'Hal' }, 50.7339, 4.2345, 'nl', 'town', 1.0],
  [23088, 'Vilvoorde', '1800', 'FLANDERS', { fr: 'Vilvorde' }, 50.9281, 4.4253, 'nl', 'town', 1.0],
  [44021, 'Gent', '9000', 'FLANDERS', { fr: 'Gand', en: 'Ghent' }, 51.0543, 3.7174, 'nl', 'city', 1.12],
  [41002, 'Aalst', '9300', 'FLANDERS', { fr: 'Alost' }, 50.9378, 4.0403, 'nl', 'town', 0.92],
  [45035, 'Oudenaarde', '9700', 'FLANDERS', { fr: 'Audenarde' }, 50.8452, 3.605, 'nl', 'town', 0.9],
  [46021, 'Sint-Niklaas', '9100', 'FLANDERS', { fr: 'Saint-Nicolas' }, 51.165, 4.1437, 'nl', 'town', 0.95],
  [31005, 'Brugge', '8000', 'FLANDERS', { fr: 'Bruges', en: 'Bruges', de: 'Brügge' }, 51.2093, 3.2247, 'nl', 'city', 1.08],
  [34022, 'Kortrijk', '8500', 'FLANDERS', { fr: 'Courtrai' }, 50.828, 3.2649, 'nl', 'city', 0.95],
  [33011, 'Ieper', '8900', 'FLANDERS', { fr: 'Ypres', en: 'Ypres', de: 'Ypern' }, 50.8503, 2.885, 'nl', 'town', 0.88],
  [35013, 'Oostende', '8400', 'FLANDERS', { fr: 'Ostende', en: 'Ostend', de: 'Ostende' }, 51.2154, 2.9286, 'nl', 'coast', 1.05],
  [31043, 'Knokke-Heist', '8300', 'FLANDERS', null, 51.3461, 3.2906, 'nl', 'coast', 1.7],
  [31004, 'Blankenberge', '8370', 'FLANDERS', null, 51.3126, 3.1321, 'nl', 'coast', 1.0],
  [35029, 'De Haan', '8420', 'FLANDERS', { fr: 'Le Coq' }, 51.273, 3.034, 'nl', 'coast', 1.2],
  [35011, 'Middelkerke', '8430', 'FLANDERS', null, 51.1855, 2.82, 'nl', 'coast', 0.98],
  [38016, 'Nieuwpoort', '8620', 'FLANDERS', { fr: 'Nieuport' }, 51.13, 2.751, 'nl', 'coast', 1.1],
  [38014, 'Koksijde', '8670', 'FLANDERS', { fr: 'Coxyde' }, 51.116, 2.637, 'nl', 'coast', 1.08],
  [38008, 'De Panne', '8660', 'FLANDERS', { fr: 'La Panne' }, 51.0983, 2.5917, 'nl', 'coast', 1.0],
  [71022, 'Hasselt', '3500', 'FLANDERS', null, 50.9307, 5.3378, 'nl', 'city', 0.98],
  [71016, 'Genk', '3600', 'FLANDERS', null, 50.965, 5.5008, 'nl', 'town', 0.88],
  [73083, 'Tongeren', '3700', 'FLANDERS', { fr: 'Tongres', de: 'Tongern' }, 50.7806, 5.4644, 'nl', 'town', 0.9],
  [21004, 'Brussel', '1000', 'BRUSSELS', { fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' }, 50.8467, 4.3525, 'bi', 'city', 1.25],
  [21009, 'Elsene', '1050', 'BRUSSELS', { fr: 'Ixelles' }, 50.8275, 4.372, 'bi', 'city', 1.35],
  [21016, 'Ukkel', '1180', 'BRUSSELS', { fr: 'Uccle' }, 50.8027, 4.3404, 'bi', 'city', 1.4],
  [21015, 'Schaarbeek', '1030', 'BRUSSELS', { fr: 'Schaerbeek' }, 50.8676, 4.3737, 'bi', 'city', 1.1],
  [21005, 'Etterbeek', '1040', 'BRUSSELS', null, 50.8361, 4.3861, 'bi', 'city', 1.25],
  [21013, 'Sint-Gillis', '1060', 'BRUSSELS', { fr: 'Saint-Gilles' }, 50.8262, 4.3457, 'bi', 'city', 1.2],
  [25112, 'Wavre', '1300', 'WALLONIA', { nl: 'Waver' }, 50.7172, 4.6014, 'fr', 'town', 1.05],
  [25110, 'Waterloo', '1410', 'WALLONIA', null, 50.7147, 4.3994, 'fr', 'town', 1.3],
  [25072, 'Nivelles', '1400', 'WALLONIA', { nl: 'Nijvel' }, 50.5981, 4.3284, 'fr', 'town', 0.98],
  [25121, 'Ottignies-Louvain-la-Neuve', '1340', 'WALLONIA', null, 50.669, 4.612, 'fr', 'town', 1.05],
  [62063, 'Liège', '4000', 'WALLONIA', { nl: 'Luik', de: 'Lüttich' }, 50.6326, 5.5797, 'fr', 'city', 0.8],
  [92094, 'Namur', '5000', 'WALLONIA', { nl: 'Namen' }, 50.4669, 4.8675, 'fr', 'city', 0.9],
  [53053, 'Mons', '7000', 'WALLONIA', { nl: 'Bergen' }, 50.4542, 3.9523, 'fr', 'city', 0.75],
  [52011, 'Charleroi', '6000', 'WALLONIA', null, 50.4108, 4.4446, 'fr', 'city', 0.65],
  [57081, 'Tournai', '7500', 'WALLONIA', { nl: 'Doornik' }, 50.6056, 3.3878, 'fr', 'town', 0.75],
  [91034, 'Dinant', '5500', 'WALLONIA', null, 50.2606, 4.9122, 'fr', 'rural', 0.75],
  [91114, 'Rochefort', '5580', 'WALLONIA', null, 50.16, 5.222, 'fr', 'rural', 0.75],
  [81001, 'Arlon', '6700', 'WALLONIA', { nl: 'Aarlen', de: 'Arel' }, 49.6833, 5.8167, 'fr', 'town', 0.85],
  [82003, 'Bastogne', '6600', 'WALLONIA', { nl: 'Bastenaken' }, 50.0, 5.7167, 'fr', 'rural', 0.72],
  [83012, 'Durbuy', '6940', 'WALLONIA', null, 50.3525, 5.4565, 'fr', 'rural', 0.8],
  [83031, 'La Roche-en-Ardenne', '6980', 'WALLONIA', null, 50.183, 5.576, 'fr', 'rural', 0.72],
  [83034, 'Marche-en-Famenne', '6900', 'WALLONIA', null, 50.227, 5.344, 'fr', 'town', 0.78],
  [84010, 'Bouillon', '6830', 'WALLONIA', null, 49.794, 5.068, 'fr', 'rural', 0.7],
  [63072, 'Spa', '4900', 'WALLONIA', null, 50.492, 5.864, 'fr', 'rural', 0.85],
  [63049, 'Malmedy', '4960', 'WALLONIA', null, 50.4259, 6.0275, 'fr', 'rural', 0.8],
  [63073, 'Stavelot', '4970', 'WALLONIA', null, 50.394, 5.931, 'fr', 'rural', 0.75],
  [63023, 'Eupen', '4700', 'WALLONIA', null, 50.6306, 6.0361, 'de', 'town', 0.85],
];

function fullAlias(name: string, partial: Partial<Texts> | null): Texts | null {
  if (!partial) return null;
  const alias: Texts = { nl: partial.nl ?? name, fr: partial.fr ?? name, en: partial.en ?? name, de: partial.de ?? name };
  // Only a name that really differs somewhere is worth an alias.
  return Object.values(alias).some((v) => v !== name) ? alias : null;
}

export const seedCities: readonly SeedCity[] = rows.map(
  ([id, name, zip, region, alias, lat, lng, area, kind, priceFactor]) => ({
    id,
    name,
    zip,
    region,
    alias: fullAlias(name, alias),
    lat,
    lng,
    area,
    kind,
    priceFactor,
  }),
);

export function cityById(id: number): SeedCity {
  const city = seedCities.find((c) => c.id === id);
  if (!city) throw new Error(`unknown seed city ${id}`);
  return city;
}

/** The city's name in a language: its alias there, else the official name. */
export function cityName(city: Pick<SeedCity, 'name' | 'alias'>, locale: keyof Texts): string {
  return city.alias?.[locale] ?? city.name;
}

export const ardennesCityIds: readonly number[] = [83012, 83031, 84010, 63072, 63049, 63073, 91034, 91114, 82003];
export const coastCityIds: readonly number[] = seedCities.filter((c) => c.kind === 'coast').map((c) => c.id);
