// Titles and descriptions of the demo estates in nl, fr, en and de, built from templates whose parts
// agree in gender and number: "Ruim appartement", "Ruime villa", "Geräumiges Haus", "Villa spacieuse".
import { z } from 'zod';
import { locales, type Locale } from '@/lib/rules';
import type { Texts } from '../types';
import { cityName, type SeedCity } from './cities';
import phraseData from './data/phrases.json';
import type { Random } from './random';

const adjectiveKeys = ['spacious', 'bright', 'charming', 'modern', 'renovated', 'cosy', 'stylish', 'quiet', 'wellLocated', 'new', 'energyEfficient', 'toRenovate', 'characterful', 'practical'] as const;
export type AdjectiveKey = (typeof adjectiveKeys)[number];
const featureKeys = ['garden', 'terrace', 'seaView', 'garage', 'centre', 'woods', 'largePlot', 'commercialLocation', 'detached', 'lift', 'pool', 'river'] as const;
/** What a title adds after its noun: a fixed phrase, or the number of bedrooms. */
export type FeatureKey = (typeof featureKeys)[number] | 'bedrooms';
const surroundingKeys = ['quiet', 'lively', 'green', 'walkable', 'village', 'beach', 'centre', 'woods'] as const;
export type Surroundings = (typeof surroundingKeys)[number];
const highlightKeys = ['garden', 'southGarden', 'solar', 'doubleGlazing', 'tripleGlazing', 'lift', 'kitchen', 'garage', 'moveIn', 'pool', 'seaView', 'heatPump', 'fireplace', 'terrace', 'cellar', 'parking', 'shopWindow', 'loadingDock', 'utilities', 'electricDoor'] as const;
export type HighlightKey = (typeof highlightKeys)[number];
const closingKeys = ['sale', 'rent', 'sold', 'rented', 'takeover'] as const;

const textsSchema = z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() });
/** A word for one and for many; `{n}` in a phrase stands for the number. */
const countedSchema = z.object({ one: textsSchema, many: textsSchema });
type Counted = z.infer<typeof countedSchema>;
const nounSchema = z.object({
  nl: z.tuple([z.string(), z.enum(['de', 'het'])]),
  fr: z.tuple([z.string(), z.enum(['m', 'f'])]),
  en: z.string(),
  de: z.tuple([z.string(), z.enum(['m', 'f', 'n'])]),
});
/** nl [after het-word without article, otherwise], fr [m, f], en, de stem (the ending follows the gender). */
const adjectiveSchema = z.object({ nl: z.tuple([z.string(), z.string()]), fr: z.tuple([z.string(), z.string()]), en: z.string(), de: z.string() });
type Adjective = z.infer<typeof adjectiveSchema>;
export type Noun = z.infer<typeof nounSchema>;
type DeGender = Noun['de'][1];

/**
 * The words of the titles and descriptions are data (data/phrases.json), read and checked once: the noun of
 * each subtype with its genders, adjectives in their forms, feature and surroundings phrases, highlights,
 * closings, room words and the labels of project units. The grammar that joins them stays here.
 */
const phrases = z
  .object({
    nouns: z.record(z.string().regex(/^\d+$/), nounSchema),
    adjectives: z.record(z.enum(adjectiveKeys), adjectiveSchema),
    features: z.record(z.enum(featureKeys), textsSchema),
    bedroomsFeature: countedSchema,
    surroundings: z.record(z.enum(surroundingKeys), textsSchema),
    highlights: z.record(z.enum(highlightKeys), textsSchema),
    closings: z.record(z.enum(closingKeys), textsSchema),
    rooms: z.object({ bedroom: countedSchema, bathroom: countedSchema }),
    unitLabels: z.record(z.string().regex(/^\d+$/), textsSchema),
  })
  .parse(phraseData);

/** The noun a title uses for each subtype. */
export const subTypeNouns: Record<number, Noun> = phrases.nouns;
export const adjectives: Record<AdjectiveKey, Adjective> = phrases.adjectives;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const deEndings: Record<DeGender, string> = { m: 'er', f: 'e', n: 'es' };

/** The word for one, or the phrase for many with the number in it, in each language. */
function countedPhrase(words: Counted, n: number): Texts {
  return n === 1 ? words.one : perLocale((l) => words.many[l].replace('{n}', String(n)));
}

/** The feature phrase, with its preposition, in each language. */
export function featurePhrase(key: FeatureKey, bedrooms: number): Texts {
  return key === 'bedrooms' ? countedPhrase(phrases.bedroomsFeature, bedrooms) : phrases.features[key];
}

/** "à Namur", but "au Coq" for Le Coq. */
function frenchIn(city: string): string {
  if (city.startsWith('Le ')) return `au ${city.slice(3)}`;
  return `à ${city}`;
}

function titleIn(locale: Locale, n: Noun, adj: Adjective, feature: string, city: string): string {
  switch (locale) {
    case 'nl':
      return `${capitalize(n.nl[1] === 'het' ? adj.nl[0] : adj.nl[1])} ${n.nl[0]} ${feature} in ${city}`;
    case 'fr':
      return `${capitalize(n.fr[0])} ${n.fr[1] === 'f' ? adj.fr[1] : adj.fr[0]} ${feature} ${frenchIn(city)}`;
    case 'en':
      return `${capitalize(adj.en)} ${n.en} ${feature} in ${city}`;
    case 'de':
      return `${capitalize(adj.de + deEndings[n.de[1]])} ${n.de[0]} ${feature} in ${city}`;
  }
}

/** A title such as "Ruime gezinswoning met zonnige tuin in Mechelen", in every language. */
export function estateTitle(subTypeId: number, adjectiveKey: AdjectiveKey, feature: FeatureKey, bedrooms: number, city: SeedCity): Texts {
  const n = subTypeNouns[subTypeId];
  if (!n) throw new Error(`no noun for subtype ${subTypeId}`);
  const phrase = featurePhrase(feature, bedrooms);
  return perLocale((l) => titleIn(l, n, adjectives[adjectiveKey], phrase[l], cityName(city, l)));
}

export function perLocale(build: (locale: Locale) => string): Texts {
  return Object.fromEntries(locales.map((l) => [l, build(l)])) as Texts;
}

const numberLocales: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocales[locale], { maximumFractionDigits: 0 }).format(value);
}

const surroundings: Record<Surroundings, Texts> = phrases.surroundings;

export function pickSurroundings(random: Random, city: SeedCity): Surroundings {
  switch (city.kind) {
    case 'coast':
      return random.pick(['beach', 'beach', 'quiet', 'walkable'] as const);
    case 'rural':
      return random.pick(['village', 'woods', 'green', 'quiet'] as const);
    case 'city':
      return random.pick(['lively', 'centre', 'walkable', 'quiet', 'green'] as const);
    case 'town':
      return random.pick(['quiet', 'green', 'walkable', 'lively'] as const);
  }
}

/** "Deze villa", "Dit appartement", "Cet hôtel", "Diese Wohnung". */
function demonstrative(locale: Locale, n: Noun): string {
  switch (locale) {
    case 'nl':
      return `${n.nl[1] === 'het' ? 'Dit' : 'Deze'} ${n.nl[0]}`;
    case 'fr': {
      if (n.fr[1] === 'f') return `Cette ${n.fr[0]}`;
      return `${/^[aeéèêiîoôuh]/i.test(n.fr[0]) ? 'Cet' : 'Ce'} ${n.fr[0]}`;
    }
    case 'en':
      return `This ${n.en}`;
    case 'de':
      return `${{ m: 'Dieser', f: 'Diese', n: 'Dieses' }[n.de[1]]} ${n.de[0]}`;
  }
}

function introSentence(locale: Locale, n: Noun, where: Surroundings, city: string): string {
  const subject = demonstrative(locale, n);
  const place = surroundings[where][locale];
  switch (locale) {
    case 'nl':
      return `${subject} ligt in ${city}, ${place}.`;
    case 'fr':
      return `${subject} se situe ${frenchIn(city)}, ${place}.`;
    case 'en':
      return `${subject} is located in ${city}, ${place}.`;
    case 'de':
      return `${subject} liegt in ${city}, ${place}.`;
  }
}

export type DescriptionFacts = {
  subTypeId: number;
  category: 'residential' | 'plot' | 'parking' | 'business';
  city: SeedCity;
  where: Surroundings;
  bedrooms: number | null;
  bathrooms: number | null;
  livable: number | null;
  land: number | null;
  highlights: readonly HighlightKey[];
  closing: 'sale' | 'rent' | 'sold' | 'rented' | 'takeover';
};

function plural(locale: Locale, count: number, one: Record<Locale, string>, many: Record<Locale, string>): string {
  return `${count} ${count === 1 ? one[locale] : many[locale]}`;
}

const { bedroom: bedroomWord, bathroom: bathroomWord } = phrases.rooms;

function factsSentence(locale: Locale, f: DescriptionFacts): string {
  const area = (v: number) => `${formatNumber(v, locale)} m²`;
  const parts: string[] = [];
  if (f.category === 'residential' && f.livable) {
    const bedrooms = f.bedrooms ?? 0;
    const bathrooms = Math.max(1, f.bathrooms ?? 1);
    if (bedrooms === 0) {
      parts.push(
        {
          nl: `De ${area(f.livable)} bewoonbare oppervlakte is slim ingedeeld, met een aparte badkamer.`,
          fr: `Les ${area(f.livable)} habitables sont bien agencés, avec une salle de douche séparée.`,
          en: `The ${area(f.livable)} of living space is cleverly laid out, with a separate shower room.`,
          de: `Die ${area(f.livable)} Wohnfläche sind geschickt aufgeteilt, mit separatem Duschbad.`,
        }[locale],
      );
    } else {
      const b = `<strong>${plural(locale, bedrooms, bedroomWord.one, bedroomWord.many)}</strong>`;
      const bath = plural(locale, bathrooms, bathroomWord.one, bathroomWord.many);
      parts.push(
        {
          nl: `De ${area(f.livable)} bewoonbare oppervlakte omvat ${b} en ${bath}.`,
          fr: `Les ${area(f.livable)} habitables comprennent ${b} et ${bath}.`,
          en: `The ${area(f.livable)} of living space includes ${b} and ${bath}.`,
          de: `Die ${area(f.livable)} Wohnfläche umfassen ${b} und ${bath}.`,
        }[locale],
      );
    }
  }
  if (f.category === 'business' && f.livable) {
    parts.push(
      {
        nl: `Het pand biedt <strong>${area(f.livable)}</strong> bruikbare oppervlakte, vlot bereikbaar voor klanten en leveranciers.`,
        fr: `Le bâtiment offre <strong>${area(f.livable)}</strong> de surface utile, facilement accessible pour les clients et fournisseurs.`,
        en: `The building offers <strong>${area(f.livable)}</strong> of usable floor space, easy to reach for customers and suppliers.`,
        de: `Das Gebäude bietet <strong>${area(f.livable)}</strong> Nutzfläche und ist für Kunden und Lieferanten gut erreichbar.`,
      }[locale],
    );
  }
  if (f.category === 'parking') {
    parts.push(
      {
        nl: 'Vlot bereikbaar, afsluitbaar en ideaal om uw wagen of materiaal droog te stallen.',
        fr: 'Facile d’accès, fermé et idéal pour garer votre voiture ou ranger votre matériel au sec.',
        en: 'Easy to reach, lockable and ideal for keeping your car or equipment dry.',
        de: 'Gut erreichbar, abschließbar und ideal, um Auto oder Material trocken unterzustellen.',
      }[locale],
    );
  }
  if (f.land && f.category !== 'parking') {
    parts.push(
      f.category === 'plot'
        ? {
            nl: `Het perceel meet <strong>${area(f.land)}</strong> en is vrij van bouwverplichting.`,
            fr: `La parcelle mesure <strong>${area(f.land)}</strong> et est libre d’obligation de bâtir.`,
            en: `The plot measures <strong>${area(f.land)}</strong> and comes without an obligation to build.`,
            de: `Das Grundstück ist <strong>${area(f.land)}</strong> groß und ohne Bauverpflichtung.`,
          }[locale]
        : {
            nl: `Het perceel meet ${area(f.land)}.`,
            fr: `Le terrain s’étend sur ${area(f.land)}.`,
            en: `The plot measures ${area(f.land)}.`,
            de: `Das Grundstück ist ${area(f.land)} groß.`,
          }[locale],
    );
  }
  return parts.join(' ');
}

const highlightTexts: Record<HighlightKey, Texts> = phrases.highlights;
const closings: Record<DescriptionFacts['closing'], Texts> = phrases.closings;

/** Two to four sentences of simple HTML, and the plain first sentence as the short description. */
export function estateDescription(f: DescriptionFacts): { description: Texts; shortDescription: Texts } {
  const n = subTypeNouns[f.subTypeId];
  if (!n) throw new Error(`no noun for subtype ${f.subTypeId}`);
  const intro = perLocale((l) => introSentence(l, n, f.where, cityName(f.city, l)));
  const description = perLocale((l) => {
    const facts = factsSentence(l, f);
    const list = f.highlights.length ? `<ul>${f.highlights.map((h) => `<li>${highlightTexts[h][l]}</li>`).join('')}</ul>` : '';
    return `<p>${intro[l]}${facts ? ` ${facts}` : ''}</p>${list}<p>${closings[f.closing][l]}</p>`;
  });
  return { description, shortDescription: intro };
}

export type ProjectTexts = { title: Texts; description: Texts; shortDescription: Texts };

export function projectTexts(
  random: Random,
  name: string,
  city: SeedCity,
  units: number,
  floors: number,
  deliveryYear: number,
  eLevel: number,
): ProjectTexts {
  const variant = random.int(0, 2);
  const title: Texts = [
    { nl: `Residentie ${name}`, fr: `Résidence ${name}`, en: `${name} Residence`, de: `Wohnanlage ${name}` },
    { nl: `Nieuwbouwproject "${name}"`, fr: `Projet neuf "${name}"`, en: `New-build project "${name}"`, de: `Neubauprojekt "${name}"` },
    { nl: `Woonproject ${name}`, fr: `Ensemble résidentiel ${name}`, en: `${name} housing project`, de: `Wohnprojekt ${name}` },
  ][variant] as Texts;
  const intro = perLocale((l) =>
    ({
      nl: `${name} telt ${units} nieuwbouwunits in ${cityName(city, l)}, verdeeld over ${floors} bouwlagen.`,
      fr: `${name} compte ${units} unités neuves ${frenchIn(cityName(city, l))}, réparties sur ${floors} niveaux.`,
      en: `${name} offers ${units} new-build units in ${cityName(city, l)}, spread over ${floors} floors.`,
      de: `${name} umfasst ${units} Neubaueinheiten in ${cityName(city, l)}, verteilt auf ${floors} Etagen.`,
    })[l],
  );
  const description = perLocale((l) => {
    const body = {
      nl: `De appartementen combineren <strong>ruime leefruimtes</strong> met grote terrassen en een zorgvuldige afwerking. Onder het gebouw is een ondergrondse parking voorzien.`,
      fr: `Les appartements allient <strong>des pièces de vie spacieuses</strong> à de grandes terrasses et des finitions soignées. Un parking souterrain est prévu sous le bâtiment.`,
      en: `The apartments combine <strong>spacious living areas</strong> with large terraces and careful finishing. An underground car park sits beneath the building.`,
      de: `Die Wohnungen verbinden <strong>großzügige Wohnbereiche</strong> mit großen Terrassen und sorgfältiger Ausführung. Unter dem Gebäude befindet sich eine Tiefgarage.`,
    }[l];
    const list = {
      nl: [`Oplevering voorzien in ${deliveryYear}`, `Energiezuinig: E-peil E${eLevel}`, 'Warmtepomp en zonnepanelen', 'Lift naar alle verdiepingen'],
      fr: [`Livraison prévue en ${deliveryYear}`, `Basse énergie\u00a0: niveau E${eLevel}`, 'Pompe à chaleur et panneaux solaires', 'Ascenseur à tous les étages'],
      en: [`Completion planned for ${deliveryYear}`, `Energy-efficient: E-level E${eLevel}`, 'Heat pump and solar panels', 'Lift to every floor'],
      de: [`Fertigstellung geplant für ${deliveryYear}`, `Energieeffizient: E-Niveau E${eLevel}`, 'Wärmepumpe und Solaranlage', 'Aufzug zu allen Etagen'],
    }[l];
    return `<p>${intro[l]} ${body}</p><ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  });
  return { title, description, shortDescription: intro };
}

/** Unit titles inside a project: "Appartement A1.02 met 2 slaapkamers". */
export function projectUnitTitle(subTypeId: number, code: string, bedrooms: number): Texts {
  if (subTypeId === 43 || subTypeId === 40) {
    const garage = subTypeId === 40;
    return {
      nl: garage ? `Ondergrondse garagebox ${code}` : `Ondergrondse staanplaats ${code}`,
      fr: garage ? `Box de garage souterrain ${code}` : `Emplacement de parking souterrain ${code}`,
      en: garage ? `Underground garage box ${code}` : `Underground parking space ${code}`,
      de: garage ? `Tiefgaragenbox ${code}` : `Tiefgaragenstellplatz ${code}`,
    };
  }
  const label = phrases.unitLabels[subTypeId];
  if (!label) throw new Error(`no unit label for subtype ${subTypeId}`);
  if (bedrooms === 0) return perLocale((l) => `${label[l]} ${code}`);
  return perLocale((l) => `${label[l]} ${code} ${featurePhrase('bedrooms', bedrooms)[l]}`);
}
