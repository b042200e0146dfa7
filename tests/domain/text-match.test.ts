import { describe, expect, it } from 'vitest';
import { cityMatchRank, matchesCity, normalizeForSearch, rankCityMatches, MatchRank } from '@/lib/domain/text-match';
import { citySchema } from '@/lib/site-api/schemas';

const city = (id: number, name: string, zip: string, alias: Record<string, string> | null = null) =>
  citySchema.parse({ id, name, zip, alias, countryId: 'BE' });

const liege = city(1, 'Liège', '4000', { nl: 'Luik', de: 'Lüttich', fr: 'Liège' });
const sintNiklaas = city(2, 'Sint-Niklaas', '9100', { fr: 'Saint-Nicolas' });
const mechelen = city(3, 'Mechelen', '2800', { fr: 'Malines', de: 'Mecheln' });
const lier = city(4, 'Lier', '2500', { fr: 'Lierre' });
const woluwe = city(5, 'Sint-Lambrechts-Woluwe', '1200', { fr: 'Woluwe-Saint-Lambert' });
const luxembourg = city(6, 'Luxembourg', '6700', { nl: 'Luxemburg' });

describe('normalizeForSearch', () => {
  it('strips diacritics and lowercases', () => {
    expect(normalizeForSearch('Liège')).toBe('liege');
    expect(normalizeForSearch('ÉGHEZÉE')).toBe('eghezee');
  });

  it('turns punctuation into single spaces and trims', () => {
    expect(normalizeForSearch('Sint-Niklaas')).toBe('sint niklaas');
    expect(normalizeForSearch("  Braine-l'Alleud ")).toBe('braine l alleud');
    expect(normalizeForSearch('a -- b')).toBe('a b');
  });

  it('spells out letters NFKD keeps whole, as a visitor types them', () => {
    expect(normalizeForSearch('Straße')).toBe('strasse');
    expect(normalizeForSearch('Œudeghien')).toBe('oeudeghien');
  });
});

describe('matchesCity', () => {
  it.each(['liege', 'Liège', 'LIEGE', 'Luik', 'Lütt', 'lutt', '40', '4000'])('finds Liège with "%s"', (query) => {
    expect(matchesCity(query, liege)).toBe(true);
  });

  it('finds a city by a later word of its name or alias', () => {
    expect(matchesCity('niklaas', sintNiklaas)).toBe(true);
    expect(matchesCity('nicolas', sintNiklaas)).toBe(true);
    expect(matchesCity('lambrechts-wol', woluwe)).toBe(true);
  });

  it('finds a city by postal code followed by its name', () => {
    expect(matchesCity('4000 lui', liege)).toBe(true);
  });

  it('does not match the middle of a word, another city, or a zip it does not start', () => {
    expect(matchesCity('ege', liege)).toBe(false);
    expect(matchesCity('Gent', liege)).toBe(false);
    expect(matchesCity('00', liege)).toBe(false);
    expect(matchesCity('4100', liege)).toBe(false);
  });
});

describe('cityMatchRank', () => {
  it('ranks exact, then name prefix, then word prefix, then zip', () => {
    expect(cityMatchRank('luik', liege)).toBe(MatchRank.exact);
    expect(cityMatchRank('lui', liege)).toBe(MatchRank.namePrefix);
    expect(cityMatchRank('niklaas', sintNiklaas)).toBe(MatchRank.wordPrefix);
    expect(cityMatchRank('91', sintNiklaas)).toBe(MatchRank.zip);
    expect(cityMatchRank('zz', sintNiklaas)).toBeNull();
  });
});

describe('rankCityMatches', () => {
  const cities = [woluwe, luxembourg, mechelen, lier, liege, sintNiklaas];

  it('lists an exact match before prefixes, and leaves non-matches out', () => {
    expect(rankCityMatches('lier', cities, 'nl').map((c) => c.name)).toEqual(['Lier']);
    // "Malines" is exactly Mechelen's French name; "Malinesberg" only starts with it, though it sorts first.
    const malinesberg = city(8, 'Malinesberg', '2801');
    expect(rankCityMatches('malines', [malinesberg, mechelen], 'nl').map((c) => c.id)).toEqual([3, 8]);
  });

  it('puts name prefixes before word prefixes', () => {
    // "Saint-Nicolas" starts with "saint"; "Woluwe-Saint-Lambert" only has a word that does, though in Dutch
    // "Sint-Lambrechts-Woluwe" sorts before "Sint-Niklaas".
    expect(rankCityMatches('saint', [woluwe, sintNiklaas], 'nl').map((c) => c.id)).toEqual([2, 5]);
    expect(rankCityMatches('lambert', [woluwe, lier], 'fr').map((c) => c.id)).toEqual([5]);
  });

  it('puts name matches before postal-code matches', () => {
    // "Zone 4000" has a word starting with 4000, Liège only its postal code, though "Luik" sorts first.
    const zone = city(7, 'Zone 4000', '9999');
    expect(rankCityMatches('4000', [liege, zone], 'nl').map((c) => c.id)).toEqual([7, 1]);
  });

  it('orders equally good matches alphabetically by their name in the locale', () => {
    // In Dutch, Liège is "Luik", which sorts after "Lier"; in French it is "Liège", before "Lier".
    expect(rankCityMatches('l', [luxembourg, liege, lier], 'nl').map((c) => c.id)).toEqual([4, 1, 6]);
    expect(rankCityMatches('l', [luxembourg, liege, lier], 'fr').map((c) => c.id)).toEqual([1, 4, 6]);
  });
});
