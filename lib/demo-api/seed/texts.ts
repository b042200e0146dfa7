// Titles and descriptions of the demo estates in nl, fr, en and de, built from templates whose parts
// agree in gender and number: "Ruim appartement", "Ruime villa", "Geräumiges Haus", "Villa spacieuse".
import { locales, type Locale } from '@/lib/spec';
import type { Texts } from '../types';
import { cityName, type SeedCity } from './cities';
import type { Random } from './random';

type NlGender = 'de' | 'het';
type FrGender = 'm' | 'f';
type DeGender = 'm' | 'f' | 'n';

export type Noun = { nl: [string, NlGender]; fr: [string, FrGender]; en: string; de: [string, DeGender] };

const noun = (nl: [string, NlGender], fr: [string, FrGender], en: string, de: [string, DeGender]): Noun => ({ nl, fr, en, de });

/** The noun a title uses for each subtype. */
export const subTypeNouns: Record<number, Noun> = {
  1: noun(['gezinswoning', 'de'], ['maison familiale', 'f'], 'family home', ['Einfamilienhaus', 'n']),
  2: noun(['villa', 'de'], ['villa', 'f'], 'villa', ['Villa', 'f']),
  3: noun(['bungalow', 'de'], ['bungalow', 'm'], 'bungalow', ['Bungalow', 'm']),
  4: noun(['hoeve', 'de'], ['fermette', 'f'], 'farmhouse', ['Bauernhaus', 'n']),
  5: noun(['kasteel', 'het'], ['château', 'm'], 'castle', ['Schloss', 'n']),
  6: noun(['herenwoning', 'de'], ['maison de maître', 'f'], 'townhouse', ['Stadthaus', 'n']),
  7: noun(['woning', 'de'], ['habitation', 'f'], 'home', ['Wohnhaus', 'n']),
  10: noun(['appartement', 'het'], ['appartement', 'm'], 'apartment', ['Wohnung', 'f']),
  11: noun(['duplexappartement', 'het'], ['duplex', 'm'], 'duplex apartment', ['Maisonette-Wohnung', 'f']),
  12: noun(['loft', 'de'], ['loft', 'm'], 'loft', ['Loft', 'n']),
  13: noun(['penthouse', 'het'], ['penthouse', 'm'], 'penthouse', ['Penthouse', 'n']),
  14: noun(['studio', 'de'], ['studio', 'm'], 'studio', ['Studio', 'n']),
  15: noun(['assistentiewoning', 'de'], ['appartement en résidence-services', 'm'], 'service flat', ['Seniorenwohnung', 'f']),
  20: noun(['bouwgrond', 'de'], ['terrain à bâtir', 'm'], 'building plot', ['Baugrundstück', 'n']),
  21: noun(['weiland', 'het'], ['prairie', 'f'], 'meadow', ['Weide', 'f']),
  30: noun(['winkelruimte', 'de'], ['surface commerciale', 'f'], 'retail unit', ['Ladenlokal', 'n']),
  31: noun(['hotel', 'het'], ['hôtel', 'm'], 'hotel', ['Hotel', 'n']),
  32: noun(['restaurant', 'het'], ['restaurant', 'm'], 'restaurant', ['Restaurant', 'n']),
  33: noun(['opslagruimte', 'de'], ['espace de stockage', 'm'], 'storage unit', ['Lagerraum', 'm']),
  34: noun(['kantoorruimte', 'de'], ['bureau', 'm'], 'office space', ['Bürofläche', 'f']),
  35: noun(['magazijn', 'het'], ['entrepôt', 'm'], 'warehouse', ['Lagerhalle', 'f']),
  40: noun(['garagebox', 'de'], ['box de garage', 'm'], 'garage box', ['Garagenbox', 'f']),
  41: noun(['kelderberging', 'de'], ['cave', 'f'], 'cellar storage room', ['Kellerraum', 'm']),
  42: noun(['carport', 'de'], ['carport', 'm'], 'carport', ['Carport', 'm']),
  43: noun(['staanplaats', 'de'], ['emplacement de parking', 'm'], 'parking space', ['Stellplatz', 'm']),
};

/** nl [after het-word without article, otherwise], fr [m, f], en, de stem (the ending follows the gender). */
type Adjective = { nl: [string, string]; fr: [string, string]; en: string; de: string };

const adjective = (nl: [string, string], fr: [string, string], en: string, de: string): Adjective => ({ nl, fr, en, de });

export const adjectives = {
  spacious: adjective(['ruim', 'ruime'], ['spacieux', 'spacieuse'], 'spacious', 'geräumig'),
  bright: adjective(['lichtrijk', 'lichtrijke'], ['lumineux', 'lumineuse'], 'bright', 'hell'),
  charming: adjective(['charmant', 'charmante'], ['charmant', 'charmante'], 'charming', 'charmant'),
  modern: adjective(['modern', 'moderne'], ['moderne', 'moderne'], 'modern', 'modern'),
  renovated: adjective(['gerenoveerd', 'gerenoveerde'], ['rénové', 'rénovée'], 'renovated', 'renoviert'),
  cosy: adjective(['gezellig', 'gezellige'], ['chaleureux', 'chaleureuse'], 'cosy', 'gemütlich'),
  stylish: adjective(['stijlvol', 'stijlvolle'], ['élégant', 'élégante'], 'stylish', 'stilvoll'),
  quiet: adjective(['rustig gelegen', 'rustig gelegen'], ['au calme', 'au calme'], 'quietly located', 'ruhig gelegen'),
  wellLocated: adjective(['goed gelegen', 'goed gelegen'], ['bien situé', 'bien située'], 'well-located', 'gut gelegen'),
  new: adjective(['nieuw', 'nieuwe'], ['neuf', 'neuve'], 'brand-new', 'neu'),
  energyEfficient: adjective(['energiezuinig', 'energiezuinige'], ['économe en énergie', 'économe en énergie'], 'energy-efficient', 'energieeffizient'),
  toRenovate: adjective(['te renoveren', 'te renoveren'], ['à rénover', 'à rénover'], 'fixer-upper', 'renovierungsbedürftig'),
  characterful: adjective(['karaktervol', 'karaktervolle'], ['de caractère', 'de caractère'], 'characterful', 'charaktervoll'),
  practical: adjective(['praktisch', 'praktische'], ['pratique', 'pratique'], 'practical', 'praktisch'),
} as const;
export type AdjectiveKey = keyof typeof adjectives;

export type FeatureKey =
  | 'garden'
  | 'terrace'
  | 'seaView'
  | 'garage'
  | 'centre'
  | 'woods'
  | 'bedrooms'
  | 'largePlot'
  | 'commercialLocation'
  | 'detached'
  | 'lift'
  | 'pool'
  | 'river';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const deEndings: Record<DeGender, string> = { m: 'er', f: 'e', n: 'es' };

/** The feature phrase, with its preposition, in each language. */
export function featurePhrase(key: FeatureKey, bedrooms: number): Texts {
  const n = bedrooms;
  switch (key) {
    case 'garden':
      return { nl: 'met zonnige tuin', fr: 'avec jardin ensoleillé', en: 'with sunny garden', de: 'mit sonnigem Garten' };
    case 'terrace':
      return { nl: 'met ruim terras', fr: 'avec grande terrasse', en: 'with large terrace', de: 'mit großer Terrasse' };
    case 'seaView':
      return { nl: 'met zeezicht', fr: 'avec vue sur mer', en: 'with sea view', de: 'mit Meerblick' };
    case 'garage':
      return { nl: 'met garage', fr: 'avec garage', en: 'with garage', de: 'mit Garage' };
    case 'centre':
      return { nl: 'vlak bij het centrum', fr: 'proche du centre', en: 'close to the centre', de: 'in Zentrumsnähe' };
    case 'woods':
      return { nl: 'met zicht op de bossen', fr: 'avec vue sur les bois', en: 'overlooking the woods', de: 'mit Blick auf die Wälder' };
    case 'bedrooms':
      return n === 1
        ? { nl: 'met 1 slaapkamer', fr: 'avec 1 chambre', en: 'with 1 bedroom', de: 'mit 1 Schlafzimmer' }
        : { nl: `met ${n} slaapkamers`, fr: `avec ${n} chambres`, en: `with ${n} bedrooms`, de: `mit ${n} Schlafzimmern` };
    case 'largePlot':
      return { nl: 'op ruim perceel', fr: 'sur un beau terrain', en: 'on a generous plot', de: 'auf großzügigem Grundstück' };
    case 'commercialLocation':
      return { nl: 'op commerciële ligging', fr: 'en situation commerciale', en: 'in a prime retail location', de: 'in bester Geschäftslage' };
    case 'detached':
      return { nl: 'voor open bebouwing', fr: 'pour construction 4 façades', en: 'for a detached house', de: 'für freistehende Bebauung' };
    case 'lift':
      return { nl: 'met lift', fr: 'avec ascenseur', en: 'with lift', de: 'mit Aufzug' };
    case 'pool':
      return { nl: 'met zwembad', fr: 'avec piscine', en: 'with swimming pool', de: 'mit Pool' };
    case 'river':
      return { nl: 'aan het water', fr: "au bord de l'eau", en: 'by the water', de: 'am Wasser' };
  }
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

export type Surroundings = 'quiet' | 'lively' | 'green' | 'walkable' | 'village' | 'beach' | 'centre' | 'woods';

const surroundings: Record<Surroundings, Texts> = {
  quiet: { nl: 'in een rustige woonwijk', fr: 'dans un quartier résidentiel calme', en: 'in a quiet residential area', de: 'in einem ruhigen Wohnviertel' },
  lively: { nl: 'in een levendige buurt vlak bij het centrum', fr: 'dans un quartier animé, tout près du centre', en: 'in a lively neighbourhood close to the centre', de: 'in einem lebendigen Viertel nahe dem Zentrum' },
  green: { nl: 'in een groene, kindvriendelijke omgeving', fr: 'dans un cadre verdoyant, idéal pour les familles', en: 'in green, family-friendly surroundings', de: 'in grüner, familienfreundlicher Umgebung' },
  walkable: { nl: 'op wandelafstand van winkels, scholen en openbaar vervoer', fr: 'à distance de marche des commerces, écoles et transports en commun', en: 'within walking distance of shops, schools and public transport', de: 'fußläufig zu Geschäften, Schulen und öffentlichen Verkehrsmitteln' },
  village: { nl: 'aan de rand van het dorp, met open zicht op de velden', fr: 'en bordure du village, avec une vue dégagée sur les champs', en: 'on the edge of the village with open views over the fields', de: 'am Dorfrand mit freiem Blick auf die Felder' },
  beach: { nl: 'op enkele stappen van het strand en de zeedijk', fr: 'à quelques pas de la plage et de la digue', en: 'a few steps from the beach and the promenade', de: 'nur wenige Schritte von Strand und Promenade entfernt' },
  centre: { nl: 'midden in het bruisende stadscentrum', fr: 'en plein cœur du centre-ville', en: 'right in the heart of the town centre', de: 'mitten im lebhaften Stadtzentrum' },
  woods: { nl: 'in een bosrijke omgeving, ideaal voor wandelaars', fr: 'dans un environnement boisé, idéal pour les promeneurs', en: 'in wooded countryside, ideal for walkers', de: 'in waldreicher Umgebung, ideal für Wanderer' },
};

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

const bedroomWord = { one: { nl: 'slaapkamer', fr: 'chambre', en: 'bedroom', de: 'Schlafzimmer' }, many: { nl: 'slaapkamers', fr: 'chambres', en: 'bedrooms', de: 'Schlafzimmer' } };
const bathroomWord = { one: { nl: 'badkamer', fr: 'salle de bains', en: 'bathroom', de: 'Badezimmer' }, many: { nl: 'badkamers', fr: 'salles de bains', en: 'bathrooms', de: 'Badezimmer' } };

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

export type HighlightKey =
  | 'garden'
  | 'southGarden'
  | 'solar'
  | 'doubleGlazing'
  | 'tripleGlazing'
  | 'lift'
  | 'kitchen'
  | 'garage'
  | 'moveIn'
  | 'pool'
  | 'seaView'
  | 'heatPump'
  | 'fireplace'
  | 'terrace'
  | 'cellar'
  | 'parking'
  | 'shopWindow'
  | 'loadingDock'
  | 'utilities'
  | 'electricDoor';

const highlightTexts: Record<HighlightKey, Texts> = {
  garden: { nl: 'Verzorgde tuin', fr: 'Jardin soigné', en: 'Well-kept garden', de: 'Gepflegter Garten' },
  southGarden: { nl: 'Zuidgerichte tuin met terras', fr: 'Jardin orienté sud avec terrasse', en: 'South-facing garden with terrace', de: 'Südgarten mit Terrasse' },
  solar: { nl: 'Zonnepanelen', fr: 'Panneaux photovoltaïques', en: 'Solar panels', de: 'Photovoltaikanlage' },
  doubleGlazing: { nl: 'Dubbele beglazing', fr: 'Double vitrage', en: 'Double glazing', de: 'Doppelverglasung' },
  tripleGlazing: { nl: 'Driedubbele beglazing', fr: 'Triple vitrage', en: 'Triple glazing', de: 'Dreifachverglasung' },
  lift: { nl: 'Gebouw met lift', fr: 'Immeuble avec ascenseur', en: 'Building with lift', de: 'Gebäude mit Aufzug' },
  kitchen: { nl: 'Volledig ingerichte keuken', fr: 'Cuisine entièrement équipée', en: 'Fully fitted kitchen', de: 'Voll ausgestattete Küche' },
  garage: { nl: 'Garage', fr: 'Garage', en: 'Garage', de: 'Garage' },
  moveIn: { nl: 'Instapklaar', fr: 'Prêt à emménager', en: 'Ready to move into', de: 'Bezugsfertig' },
  pool: { nl: 'Verwarmd zwembad', fr: 'Piscine chauffée', en: 'Heated swimming pool', de: 'Beheizter Pool' },
  seaView: { nl: 'Open zeezicht', fr: 'Vue mer dégagée', en: 'Open sea view', de: 'Freier Meerblick' },
  heatPump: { nl: 'Warmtepomp', fr: 'Pompe à chaleur', en: 'Heat pump', de: 'Wärmepumpe' },
  fireplace: { nl: 'Sfeervolle open haard', fr: 'Feu ouvert', en: 'Open fireplace', de: 'Gemütlicher Kamin' },
  terrace: { nl: 'Zonnig terras', fr: 'Terrasse ensoleillée', en: 'Sunny terrace', de: 'Sonnige Terrasse' },
  cellar: { nl: 'Kelder', fr: 'Cave', en: 'Cellar', de: 'Keller' },
  parking: { nl: 'Eigen parkeerplaats', fr: 'Emplacement de parking privatif', en: 'Private parking space', de: 'Eigener Stellplatz' },
  shopWindow: { nl: 'Grote etalage', fr: 'Grande vitrine', en: 'Large shop window', de: 'Großes Schaufenster' },
  loadingDock: { nl: 'Laadkade', fr: 'Quai de chargement', en: 'Loading bay', de: 'Laderampe' },
  utilities: { nl: 'Nutsvoorzieningen aan de straat', fr: 'Impétrants en voirie', en: 'Utilities at the street', de: 'Versorgungsleitungen an der Straße' },
  electricDoor: { nl: 'Elektrische poort', fr: 'Porte électrique', en: 'Electric door', de: 'Elektrisches Tor' },
};

const closings: Record<DescriptionFacts['closing'], Texts> = {
  sale: {
    nl: 'Interesse? Neem contact met ons op voor een bezoek.',
    fr: 'Intéressé\u00a0? Contactez-nous pour organiser une visite.',
    en: 'Interested? Get in touch to arrange a viewing.',
    de: 'Interesse? Kontaktieren Sie uns für eine Besichtigung.',
  },
  rent: {
    nl: 'Huurwaarborg van twee maanden huur. Contacteer ons voor een bezoek.',
    fr: 'Garantie locative de deux mois de loyer. Contactez-nous pour une visite.',
    en: "Deposit of two months' rent. Contact us to arrange a viewing.",
    de: 'Mietkaution in Höhe von zwei Monatsmieten. Kontaktieren Sie uns für eine Besichtigung.',
  },
  sold: {
    nl: 'Deze eigendom werd verkocht door ons kantoor. Wilt u ook verkopen? Vraag een gratis schatting aan.',
    fr: 'Ce bien a été vendu par notre agence. Vous souhaitez vendre\u00a0? Demandez une estimation gratuite.',
    en: 'This property was sold by our agency. Thinking of selling? Ask for a free valuation.',
    de: 'Diese Immobilie wurde von unserem Büro verkauft. Sie möchten verkaufen? Fordern Sie eine kostenlose Bewertung an.',
  },
  rented: {
    nl: 'Deze eigendom werd verhuurd door ons kantoor.',
    fr: 'Ce bien a été loué par notre agence.',
    en: 'This property was let by our agency.',
    de: 'Diese Immobilie wurde von unserem Büro vermietet.',
  },
  takeover: {
    nl: 'Overname van de lopende zaak en de inrichting is bespreekbaar.',
    fr: 'La reprise du fonds de commerce et de l’aménagement est négociable.',
    en: 'Takeover of the running business and fittings is negotiable.',
    de: 'Die Übernahme des laufenden Betriebs und der Einrichtung ist verhandelbar.',
  },
};

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
  const label = {
    10: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
    11: { nl: 'Duplex', fr: 'Duplex', en: 'Duplex', de: 'Maisonette' },
    13: { nl: 'Penthouse', fr: 'Penthouse', en: 'Penthouse', de: 'Penthouse' },
    14: { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Studio' },
  }[subTypeId as 10 | 11 | 13 | 14];
  if (!label) throw new Error(`no unit label for subtype ${subTypeId}`);
  if (bedrooms === 0) return perLocale((l) => `${label[l]} ${code}`);
  return perLocale((l) => `${label[l]} ${code} ${featurePhrase('bedrooms', bedrooms)[l]}`);
}
