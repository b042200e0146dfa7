// Real Belgian municipalities: NIS code as id, main postal code, official name, names in the other
// languages where one exists, region and the coordinates of the centre.
import { z } from 'zod';
import { regions, type Region } from '@/lib/rules';
import cityData from './data/cities.json';
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

/** One row of data/cities.json. */
const cityRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  zip: z.string().regex(/^\d{4}$/),
  region: z.enum(regions),
  alias: z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() }).partial().nullable(),
  lat: z.number(),
  lng: z.number(),
  area: z.enum(['nl', 'fr', 'bi', 'de']),
  kind: z.enum(['city', 'town', 'coast', 'rural']),
  priceFactor: z.number().positive(),
});

/** The municipalities are data (data/cities.json), read and checked once. */
const rows = z.array(cityRowSchema).parse(cityData);

function fullAlias(name: string, partial: Partial<Texts> | null): Texts | null {
  if (!partial) return null;
  const alias: Texts = { nl: partial.nl ?? name, fr: partial.fr ?? name, en: partial.en ?? name, de: partial.de ?? name };
  // Only a name that really differs somewhere is worth an alias.
  return Object.values(alias).some((v) => v !== name) ? alias : null;
}

export const seedCities: readonly SeedCity[] = rows.map(
  ({ id, name, zip, region, alias, lat, lng, area, kind, priceFactor }) => ({
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
