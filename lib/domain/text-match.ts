// Accent- and language-insensitive matching for the city type-ahead: a visitor finds Liège by typing
// "liege", "Luik", "Lütt" or "40", whatever the site's language.
import type { Locale } from '@/lib/rules';
import { cityName } from '@/lib/rules/localized';

type LocalizedNames = Partial<Record<Locale, string | null | undefined>>;

/** What the type-ahead needs of a city (the API's city and the filter options' locations both fit). */
export type SearchableCity = { name: string; zip: string; alias: LocalizedNames | null };

// Letters NFKD does not decompose but a visitor types as two (Straße, Œudeghien).
const ligatures: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * Text reduced to what a visitor can be expected to type: lowercase, without diacritics, words separated
 * by single spaces ("Sint-Niklaas" -> "sint niklaas", "Liège" -> "liege").
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      // Lowercase first: some capitals lowercase to a letter plus a combining mark (İ), which NFKD then splits off.
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[ßæœ]/g, (letter) => ligatures[letter] ?? letter)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** How well a city matches; lower is better. */
export const MatchRank = { exact: 0, namePrefix: 1, wordPrefix: 2, zip: 3 } as const;
export type MatchRank = (typeof MatchRank)[keyof typeof MatchRank];

function namesOf(city: SearchableCity): string[] {
  const aliases = Object.values(city.alias ?? {}).filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '');
  return [...new Set([city.name, ...aliases].map(normalizeForSearch))].filter((name) => name !== '');
}

/** True when the query starts at a word of the name: "niklaas" and "lambrechts woluwe" both count. */
function startsAtWord(name: string, query: string): boolean {
  return name.split(' ').some((_, index, words) => words.slice(index).join(' ').startsWith(query));
}

/** The best rank of a city for a query, or null when it does not match. */
export function cityMatchRank(query: string, city: SearchableCity): MatchRank | null {
  return rankNormalized(normalizeForSearch(query), city);
}

function rankNormalized(q: string, city: SearchableCity): MatchRank | null {
  const names = namesOf(city);
  if (names.includes(q)) return MatchRank.exact;
  if (names.some((name) => name.startsWith(q))) return MatchRank.namePrefix;
  if (names.some((name) => startsAtWord(name, q))) return MatchRank.wordPrefix;
  // "4000 liege": a visitor may type the postal code before the name, as the site writes it.
  const zip = normalizeForSearch(city.zip);
  if (zip.startsWith(q) || names.some((name) => `${zip} ${name}`.startsWith(q))) return MatchRank.zip;
  return null;
}

/** True when the query begins the city's name or alias in any language, a word of them, or its postal code. */
export function matchesCity(query: string, city: SearchableCity): boolean {
  return cityMatchRank(query, city) !== null;
}

/** The cities that match, best first; equally good ones in alphabetical order of their name in `locale`. */
export function rankCityMatches<C extends SearchableCity>(query: string, cities: readonly C[], locale: Locale): C[] {
  const collator = new Intl.Collator(locale);
  const q = normalizeForSearch(query);
  return cities
    .map((city) => ({ city, rank: rankNormalized(q, city) }))
    .filter((match): match is { city: C; rank: MatchRank } => match.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank || collator.compare(cityName(a.city, locale), cityName(b.city, locale)) || a.city.zip.localeCompare(b.city.zip),
    )
    .map((match) => match.city);
}
