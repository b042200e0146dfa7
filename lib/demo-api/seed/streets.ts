// Street names that sound right for each language area. In Brussels every street has a Dutch and
// a French name; elsewhere the street keeps its one local name in every language.
import type { Texts } from '../types';
import type { LanguageArea, SeedCity } from './cities';
import type { Random } from './random';

const dutch = [
  'Kerkstraat', 'Stationsstraat', 'Molenstraat', 'Dorpsstraat', 'Nieuwstraat', 'Schoolstraat',
  'Kapelstraat', 'Beukenlaan', 'Lindenlaan', 'Kastanjelaan', 'Meersstraat', 'Veldstraat',
  'Hoogstraat', 'Bosstraat', 'Populierenlaan', 'Koning Albertlaan', 'Leopoldlaan', 'Kouterstraat',
  'Brugstraat', 'Wilgenstraat', 'Eikenlaan', 'Sint-Jansstraat', 'Begijnhofstraat', 'Vaartstraat',
  'Heirbaan', 'Zonnebloemstraat', 'Kasteeldreef', 'Pastoriestraat', 'Groenstraat', 'Akkerstraat',
];

const dutchCoast = [
  'Zeedijk', 'Duinenstraat', 'Strandlaan', 'Zeelaan', 'Koninklijke Baan', 'Golvenstraat',
  'Meeuwenlaan', 'Schelpenstraat', 'Vuurtorenstraat', 'Helmweg',
];

const french = [
  "Rue de l'Église", 'Rue de la Station', 'Rue du Moulin', 'Avenue des Tilleuls', 'Rue Haute',
  'Rue des Écoles', 'Place du Marché', 'Rue de la Gare', 'Rue du Château', 'Avenue Reine Astrid',
  'Rue des Prés', 'Rue de la Chapelle', 'Chemin des Crêtes', 'Rue du Bois', 'Rue des Fossés',
  'Rue Saint-Remacle', 'Avenue de la Libération', 'Rue des Champs', 'Rue du Centre', 'Rue Grande',
  'Rue des Alouettes', 'Chemin du Vieux Moulin', 'Rue de la Fontaine', 'Rue des Vergers',
];

const frenchRiver = ['Quai de Meuse', "Rue de l'Ourthe", 'Quai des Tanneries', 'Rue du Pont', 'Promenade de la Semois'];

const german = [
  'Kirchstraße', 'Bahnhofstraße', 'Hauptstraße', 'Aachener Straße', 'Bergstraße', 'Gospertstraße',
  'Klötzerbahn', 'Haasstraße', 'Neustraße', 'Lindenweg', 'Judenstraße', 'Herbesthaler Straße',
];

/** Brussels streets: [Dutch, French]. */
const brussels: ReadonlyArray<readonly [string, string]> = [
  ['Louizalaan', 'Avenue Louise'],
  ['Vleurgatsesteenweg', 'Chaussée de Vleurgat'],
  ['Waterloosesteenweg', 'Chaussée de Waterloo'],
  ['Kerkstraat', "Rue de l'Église"],
  ['Molenstraat', 'Rue du Moulin'],
  ['Vorstlaan', 'Boulevard du Souverain'],
  ['Lambermontlaan', 'Boulevard Lambermont'],
  ['Sint-Bernardusstraat', 'Rue Saint-Bernard'],
  ['Elsensesteenweg', "Chaussée d'Ixelles"],
  ['Brugmannlaan', 'Avenue Brugmann'],
  ['Generaal Jacqueslaan', 'Boulevard Général Jacques'],
  ['Haachtsesteenweg', 'Chaussée de Haecht'],
  ['Josaphatstraat', 'Rue Josaphat'],
  ['Kortenberglaan', 'Avenue de Cortenbergh'],
  ['Dekenijstraat', 'Rue du Doyenné'],
  ['Defacqzstraat', 'Rue Defacqz'],
];

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
