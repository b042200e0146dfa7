// Landing pages from live listings: transaction × type × city, transaction × city and
// transaction × type, at /{locale}/{offer}/{transaction}/{type}/{city}. The rules here are pure: which
// words and place slugs a path may hold, which combinations exist (those with listings), and which
// list search stands for the same listings (its canonical URL is the landing page).
import { headTypes, locales, types, type EstateType, type Locale } from '@/lib/rules';
import { cityName } from '@/lib/rules/localized';
import { slugify } from '@/lib/domain/slugs';
import {
  landingTransactions,
  landingTransactionWords,
  landingTypeWords,
  type LandingTransaction,
} from '@/lib/rules/landing-words';
import { DEFAULT_ORDER, DEFAULT_SORT, DEFAULT_VIEW, emptyEstateQuery, normalizeEstateQuery, type EstateQuery } from './search-query';

export { landingTransactions, type LandingTransaction };

/** One landing page: a transaction with a type, a place (city id), or both. */
export type Landing = { transaction: LandingTransaction; type: EstateType | null; cityId: number | null };

/** A place as the site API names it: official name, postal code, names per language where they differ. */
export type LandingPlace = {
  id: number;
  name: string;
  zip: string;
  alias?: Partial<Record<Locale, string | null | undefined>> | null;
};

type Counted<T> = T & { count: number };

/** The head type ids of one of the spec's types (document 001: head types 1 and 9 are both houses). */
export function headTypeIdsOf(type: EstateType): number[] {
  return Object.entries(headTypes)
    .filter(([, of]) => of === type)
    .map(([id]) => Number(id))
    .sort((a, b) => a - b);
}

const transactionOfWord = new Map<string, LandingTransaction>(
  landingTransactions.flatMap((transaction) => locales.map((locale) => [landingTransactionWords[transaction][locale], transaction] as const)),
);
const typeOfWord = new Map<string, EstateType>(
  types.flatMap((type) => locales.map((locale) => [landingTypeWords[type][locale], type] as const)),
);

/** Whether a path segment is a landing page's transaction word in any language (never an estate id). */
export function isLandingTransactionWord(segment: string): boolean {
  return transactionOfWord.has(normalizeSegment(segment));
}

/** The transaction a path segment names in any language, or null. */
export function landingTransactionOf(segment: string): LandingTransaction | null {
  return transactionOfWord.get(normalizeSegment(segment)) ?? null;
}

/**
 * The URL slug of every place in every language, unique per language: the place's name in that language
 * (its alias, else the official name: `cityName`), slugged. Two places whose names slug alike (Halle
 * 1500 and Halle 2980), a name that slugs to a type word or to nothing, get the postal code added; two
 * with the same name and postal code also get their id. Computed over every place the site has listings
 * in, so a place's slug is the same on every landing page.
 */
export class PlaceSlugs {
  private readonly slugs = new Map<Locale, Map<number, string>>();
  private readonly ids = new Map<Locale, Map<string, number>>();
  readonly places: ReadonlyMap<number, LandingPlace>;

  constructor(places: readonly LandingPlace[]) {
    const byId = new Map<number, LandingPlace>();
    for (const place of [...places].sort((a, b) => a.id - b.id)) if (!byId.has(place.id)) byId.set(place.id, place);
    this.places = byId;
    for (const locale of locales) {
      const slugs = uniqueSlugs([...byId.values()], locale);
      this.slugs.set(locale, slugs);
      this.ids.set(locale, new Map([...slugs].map(([id, slug]) => [slug, id])));
    }
  }

  slugOf(id: number, locale: Locale): string | undefined {
    return this.slugs.get(locale)?.get(id);
  }

  /** The place a slug names in this language, else in another one (then the path is not canonical). */
  find(slug: string, locale: Locale): { id: number; canonical: boolean } | null {
    const own = this.ids.get(locale)?.get(slug);
    if (own !== undefined) return { id: own, canonical: true };
    for (const other of locales) {
      const id = this.ids.get(other)?.get(slug);
      if (id !== undefined) return { id, canonical: false };
    }
    return null;
  }

  name(id: number, locale: Locale): string {
    const place = this.places.get(id);
    return place ? cityName(place, locale) : '';
  }
}

const reservedWords = new Set<string>([...transactionOfWord.keys(), ...typeOfWord.keys()]);

function uniqueSlugs(places: readonly LandingPlace[], locale: Locale): Map<number, string> {
  const candidates: ((place: LandingPlace) => string)[] = [
    (place) => slugify(cityName(place, locale)),
    (place) => [slugify(cityName(place, locale)), slugify(place.zip)].filter(Boolean).join('-'),
    (place) => [slugify(cityName(place, locale)), slugify(place.zip), String(place.id)].filter(Boolean).join('-'),
  ];
  const chosen = new Map<number, string>();
  let open = [...places];
  for (const [level, candidate] of candidates.entries()) {
    const counts = new Map<string, number>();
    for (const place of open) counts.set(candidate(place), (counts.get(candidate(place)) ?? 0) + 1);
    const last = level === candidates.length - 1;
    open = open.filter((place) => {
      const slug = candidate(place);
      // Digits alone could be read as an estate id by no rule of ours, but a word is clearer: keep them open.
      const usable = slug !== '' && !reservedWords.has(slug) && !/^\d+$/.test(slug) && counts.get(slug) === 1;
      if (usable || last) chosen.set(place.id, usable ? slug : `${slug || 'place'}-${place.id}`);
      return !(usable || last);
    });
  }
  return chosen;
}

/** The words a landing page's path holds in one language: transaction, then type and place when it has them. */
export function landingWords(landing: Landing, locale: Locale, places: PlaceSlugs): string[] | null {
  const words: string[] = [landingTransactionWords[landing.transaction][locale]];
  if (landing.type) words.push(landingTypeWords[landing.type][locale]);
  if (landing.cityId !== null) {
    const slug = places.slugOf(landing.cityId, locale);
    if (!slug) return null;
    words.push(slug);
  }
  return words;
}

function normalizeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a segment that does not decode stays as it is, and matches nothing
  }
  return decoded.normalize('NFC').trim().toLowerCase();
}

/**
 * The landing page a path's words name (after the offer word), and whether they are that page's own words in
 * this language: another language's words, or other capitals, lead to the canonical path. With two words,
 * the second is a type word when it is one (place slugs never are), else a place.
 */
export function parseLandingWords(
  segments: readonly string[],
  locale: Locale,
  places: PlaceSlugs,
): { landing: Landing; canonical: boolean } | null {
  if (segments.length < 2 || segments.length > 3) return null;
  const words = segments.map(normalizeSegment);
  const transaction = transactionOfWord.get(words[0]!);
  if (!transaction) return null;
  const type = segments.length === 3 || typeOfWord.has(words[1]!) ? typeOfWord.get(words[1]!) : undefined;
  if (segments.length === 3 && !type) return null;
  const citySlug = segments.length === 3 ? words[2]! : type ? undefined : words[1]!;
  const city = citySlug === undefined ? null : places.find(citySlug, locale);
  if (citySlug !== undefined && !city) return null;
  const landing: Landing = { transaction, type: type ?? null, cityId: city?.id ?? null };
  const own = landingWords(landing, locale, places);
  return { landing, canonical: own !== null && own.length === segments.length && own.every((word, at) => word === segments[at]) };
}

/** The list search that shows the same listings as a landing page. */
export function landingQuery(landing: Landing): EstateQuery {
  return normalizeEstateQuery({
    ...emptyEstateQuery(),
    status: [landing.transaction],
    type: landing.type ? headTypeIdsOf(landing.type) : [],
    city: landing.cityId === null ? [] : [landing.cityId],
  });
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, at) => id === b[at]);

/**
 * The landing page a list search stands for, or null: one transaction with landing pages, at most one
 * place, no type or exactly one type's head types, at least one of the two, and nothing else (no price,
 * bedrooms, EPC, collection, grouping, sort or map view).
 */
export function landingOfQuery(input: EstateQuery): Landing | null {
  const query = normalizeEstateQuery(input);
  const transaction = landingTransactions.find((candidate) => query.status.length === 1 && query.status[0] === candidate);
  if (!transaction || query.city.length > 1) return null;
  const extra =
    query.epc.length > 0 ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.bedMin !== undefined ||
    query.collection !== undefined ||
    query.area !== undefined ||
    query.near !== undefined ||
    query.group !== undefined ||
    query.sort !== DEFAULT_SORT ||
    query.order !== DEFAULT_ORDER ||
    query.view !== DEFAULT_VIEW;
  if (extra) return null;
  const type = query.type.length === 0 ? null : types.find((candidate) => sameIds(headTypeIdsOf(candidate), query.type));
  if (type === undefined) return null;
  const cityId = query.city[0] ?? null;
  if (type === null && cityId === null) return null;
  return { transaction, type, cityId };
}

/** What the site API's filter options say about one transaction: used to count every combination. */
export type LandingFacets = {
  transaction: LandingTransaction;
  /** Head types with their counts under this transaction. */
  headTypes: readonly { id: number; count: number }[];
  /** Places with their counts under this transaction. */
  locations: readonly Counted<LandingPlace>[];
  /** Places with their counts under this transaction and one type. */
  locationsByType: Partial<Record<EstateType, readonly Counted<LandingPlace>[]>>;
};

/**
 * Every landing page a site has now, with its count: a combination exists only while it has listings.
 * Head types the site does not know (not in the spec's table) belong to no type page; their listings
 * still count on the place pages.
 */
export class LandingIndex {
  readonly places: PlaceSlugs;
  private readonly counts = new Map<string, number>();

  constructor(facets: readonly LandingFacets[]) {
    this.places = new PlaceSlugs(facets.flatMap((facet) => [...facet.locations, ...Object.values(facet.locationsByType).flat()]));
    for (const facet of facets) {
      for (const type of types) {
        const ids = new Set(headTypeIdsOf(type));
        const count = facet.headTypes.filter((headType) => ids.has(headType.id)).reduce((sum, headType) => sum + headType.count, 0);
        this.add({ transaction: facet.transaction, type, cityId: null }, count);
        for (const location of facet.locationsByType[type] ?? []) this.add({ transaction: facet.transaction, type, cityId: location.id }, location.count);
      }
      for (const location of facet.locations) this.add({ transaction: facet.transaction, type: null, cityId: location.id }, location.count);
    }
  }

  private add(landing: Landing, count: number) {
    if (count > 0) this.counts.set(keyOf(landing), (this.counts.get(keyOf(landing)) ?? 0) + count);
  }

  count(landing: Landing): number {
    return this.counts.get(keyOf(landing)) ?? 0;
  }

  /** Every combination with listings, in a stable order: transaction, type (none first), place id. */
  all(): { landing: Landing; count: number }[] {
    return [...this.counts]
      .map(([key, count]) => ({ landing: fromKey(key), count }))
      .filter(({ landing }) => landing.cityId === null || this.places.places.has(landing.cityId));
  }

  /** The narrower pages of a landing page with listings: its places (of a type page) or its types (of a place page). */
  narrower(landing: Landing): { landing: Landing; count: number }[] {
    if (landing.type && landing.cityId !== null) return [];
    return this.all().filter(
      ({ landing: other }) =>
        other.transaction === landing.transaction &&
        other.type !== null &&
        other.cityId !== null &&
        (landing.type ? other.type === landing.type : other.cityId === landing.cityId),
    );
  }
}

function keyOf(landing: Landing): string {
  return `${landing.transaction}|${landing.type ?? ''}|${landing.cityId ?? ''}`;
}

function fromKey(key: string): Landing {
  const [transaction, type, cityId] = key.split('|') as [LandingTransaction, string, string];
  return { transaction, type: type === '' ? null : (type as EstateType), cityId: cityId === '' ? null : Number(cityId) };
}
