// Street names that sound right for each language area. In Brussels every street has a Dutch and
// a French name; elsewhere the street keeps its one local name in every language.
import { z } from 'zod';
import type { Texts } from '../types';
import streetData from './data/streets.json';
import type { LanguageArea, SeedCity } from './cities';
import type { Random } from './random';

/** The street names are data (data/streets.json): per language area, and Brussels' as [Dutch, French]. */
const { dutch, dutchCoast, french, frenchRiver, german, brussels } = z
  .object({
    dutch: z.array(z.string()),
    dutchCoast: z.array(z.string()),
    french: z.array(z.string()),
    frenchRiver: z.array(z.string()),
    german: z.array(z.string()),
    brussels: z.array(z.tuple([z.string(), z.string()])),
  })
  .parse(streetData);

export type SeedStreet = {
  /** The street per language. */
  street: Texts;
  /** The form used in `street_address`. */
  local: string;
};

const same = (name: string): Texts => ({ nl: name, fr: name, en: name, de: name });

function streetsOf(area: LanguageArea, city: SeedCity): string[] {
  if (area === 'nl') return city.kind === 'coast' ? [...dutchCoast, ...dutch] : dutch;
  if (area === 'de') return german;
  return city.kind === 'rural' ? [...frenchRiver, ...french] : french;
}

export function pickStreet(random: Random, city: SeedCity): SeedStreet {
  if (city.area === 'bi') {
    const [nl, fr] = random.pick(brussels);
    return { street: { nl, fr, en: fr, de: fr }, local: fr };
  }
  const name = random.pick(streetsOf(city.area, city));
  return { street: same(name), local: name };
}

/** The box label in the language of the street. */
export function boxPrefix(area: LanguageArea): string {
  if (area === 'nl') return 'bus';
  if (area === 'de') return 'Bfk.';
  return 'bte';
}
