import { describe, expect, it } from 'vitest';
import { landingPathOf, namesLandingRoute } from '@/lib/cache/landing-route';
import { headTypeIdsOf, LandingIndex, landingOfQuery, landingQuery, landingWords, parseLandingWords, PlaceSlugs, type LandingPlace } from '@/lib/estates/landing';
import { readEstateQuery } from '@/lib/estates/url-state';
import { parseId } from '@/lib/domain/route-params';
import { locales } from '@/lib/rules';
import { landingTransactionWords, landingTypeWords } from '@/lib/rules/landing-words';

const gent: LandingPlace = { id: 44021, name: 'Gent', zip: '9000', alias: { fr: 'Gand', en: 'Ghent' } };
const liege: LandingPlace = { id: 62063, name: 'Liège', zip: '4000', alias: { nl: 'Luik', de: 'Lüttich' } };
const halle1: LandingPlace = { id: 23027, name: 'Halle', zip: '1500', alias: { fr: 'Hal' } };
const halle2: LandingPlace = { id: 11999, name: 'Halle', zip: '2980', alias: null };
const braine: LandingPlace = { id: 25015, name: "Braine-l'Alleud", zip: '1420', alias: { nl: 'Eigenbrakel' } };
const garage: LandingPlace = { id: 900, name: 'Garage', zip: '1000', alias: null };
const blank: LandingPlace = { id: 901, name: '東京', zip: '1001', alias: null };
const twin: LandingPlace = { id: 902, name: 'Halle', zip: '1500', alias: null };

describe('landing route words', () => {
  it('hold a letter, so a landing path is never an estate id and an estate id never a landing path', () => {
    const words = [
      ...Object.values(landingTransactionWords).flatMap((w) => Object.values(w)),
      ...Object.values(landingTypeWords).flatMap((w) => Object.values(w)),
    ];
    for (const word of words) {
      expect(word).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(parseId(word), word).toBeNull();
    }
    expect(landingPathOf('/nl/estates/123', '')).toBeNull();
    expect(landingPathOf('/nl/estates/123/huis-te-koop-in-9000-gent', '')).toBeNull();
    expect(landingPathOf('/nl/estates/123/project/456', '')).toBeNull();
  });

  it('send transaction paths of any language to the landing route, with the page in its path', () => {
    expect(landingPathOf('/nl/estates/te-koop/appartement/gent', '')).toBe('/nl/estates/landing/1/te-koop/appartement/gent');
    expect(landingPathOf('/fr/estates/a-vendre/gand', '?page=3&sort=price')).toBe('/fr/estates/landing/3/a-vendre/gand');
    expect(landingPathOf('/de/estates/zu-verkaufen/wohnung', '?page=x')).toBe('/de/estates/landing/1/zu-verkaufen/wohnung');
    expect(landingPathOf('/nl/estates/for-sale', '')).toBe('/nl/estates/landing/1/for-sale');
    expect(landingPathOf('/nl/estates/kopen/gent', '')).toBeNull();
    expect(landingPathOf('/nl/estates/te-koop/a/b/c', '')).toBeNull();
    expect(namesLandingRoute('/nl/estates/landing/1/te-koop/gent')).toBe(true);
    expect(namesLandingRoute('/nl/estates/te-koop')).toBe(false);
  });
});

describe('place slugs', () => {
  it('use the place’s name in each language, from the API’s aliases, else its official name', () => {
    const slugs = new PlaceSlugs([gent, liege, braine]);
    expect(locales.map((l) => slugs.slugOf(gent.id, l))).toEqual(['gent', 'gand', 'ghent', 'gent']);
    expect(locales.map((l) => slugs.slugOf(liege.id, l))).toEqual(['luik', 'liege', 'liege', 'luttich']);
    expect(slugs.slugOf(braine.id, 'fr')).toBe('braine-l-alleud');
    expect(slugs.slugOf(braine.id, 'nl')).toBe('eigenbrakel');
    expect(slugs.find('gand', 'fr')).toEqual({ id: gent.id, canonical: true });
    expect(slugs.find('gent', 'fr')).toEqual({ id: gent.id, canonical: false });
    expect(slugs.find('paris', 'fr')).toBeNull();
  });

  it('stay unique: the same name in two postal codes, a type word, a name without letters, the same name and code', () => {
    const slugs = new PlaceSlugs([halle1, halle2, garage, blank, twin]);
    expect(slugs.slugOf(halle1.id, 'nl')).toBe('halle-1500-23027');
    expect(slugs.slugOf(twin.id, 'nl')).toBe('halle-1500-902');
    expect(slugs.slugOf(halle2.id, 'nl')).toBe('halle-2980');
    expect(slugs.slugOf(halle1.id, 'fr')).toBe('hal');
    expect(slugs.slugOf(garage.id, 'nl')).toBe('garage-1000');
    expect(slugs.slugOf(blank.id, 'nl')).toBe('1001-901');
    const all = locales.flatMap((l) => [halle1, halle2, garage, blank, twin].map((p) => `${l}:${slugs.slugOf(p.id, l)}`));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('landing combinations', () => {
  const index = new LandingIndex([
    {
      transaction: 'FOR_SALE',
      headTypes: [
        { id: 2, count: 5 },
        { id: 1, count: 2 },
        { id: 9, count: 1 },
        { id: 77, count: 4 },
      ],
      locations: [
        { ...gent, count: 8 },
        { ...liege, count: 0 },
        { ...braine, count: 4 },
      ],
      locationsByType: { APARTMENT: [{ ...gent, count: 5 }], HOUSE: [{ ...gent, count: 3 }] },
    },
    { transaction: 'TO_RENT', headTypes: [], locations: [], locationsByType: {} },
  ]);

  it('exist only with listings, and a type counts all its head types; unknown head types have no type page', () => {
    expect(index.count({ transaction: 'FOR_SALE', type: 'APARTMENT', cityId: gent.id })).toBe(5);
    expect(index.count({ transaction: 'FOR_SALE', type: 'HOUSE', cityId: null })).toBe(3);
    expect(index.count({ transaction: 'FOR_SALE', type: null, cityId: braine.id })).toBe(4);
    expect(index.count({ transaction: 'FOR_SALE', type: null, cityId: liege.id })).toBe(0);
    expect(index.count({ transaction: 'TO_RENT', type: 'APARTMENT', cityId: null })).toBe(0);
    expect(index.all()).toHaveLength(6);
    expect(index.narrower({ transaction: 'FOR_SALE', type: null, cityId: gent.id }).map((n) => n.landing.type)).toEqual(['APARTMENT', 'HOUSE']);
  });

  it('are read from a path in any language, canonical only in the page’s own words', () => {
    expect(parseLandingWords(['te-koop', 'appartement', 'gent'], 'nl', index.places)).toEqual({
      landing: { transaction: 'FOR_SALE', type: 'APARTMENT', cityId: gent.id },
      canonical: true,
    });
    expect(parseLandingWords(['for-sale', 'apartment', 'ghent'], 'fr', index.places)?.canonical).toBe(false);
    expect(landingWords({ transaction: 'FOR_SALE', type: 'APARTMENT', cityId: gent.id }, 'fr', index.places)).toEqual(['a-vendre', 'appartement', 'gand']);
    expect(landingWords({ transaction: 'FOR_SALE', type: 'APARTMENT', cityId: gent.id }, 'de', index.places)).toEqual(['zu-verkaufen', 'wohnung', 'gent']);
    expect(parseLandingWords(['te-koop', 'huis'], 'nl', index.places)?.landing).toEqual({ transaction: 'FOR_SALE', type: 'HOUSE', cityId: null });
    expect(parseLandingWords(['te-koop', 'eigenbrakel'], 'nl', index.places)?.landing.cityId).toBe(braine.id);
    expect(parseLandingWords(['TE-KOOP', 'Gent'], 'nl', index.places)?.canonical).toBe(false);
    expect(parseLandingWords(['te-koop', 'villa', 'gent'], 'nl', index.places)).toBeNull();
    expect(parseLandingWords(['te-koop', 'atlantis'], 'nl', index.places)).toBeNull();
    expect(parseLandingWords(['te-koop', '%E0%A4%A'], 'nl', index.places)).toBeNull();
  });
});

describe('the list search of a landing page', () => {
  it('is the landing page’s own search, and a list with exactly that filter names the landing page', () => {
    const landing = { transaction: 'TO_RENT', type: 'HOUSE', cityId: 44021 } as const;
    expect(headTypeIdsOf('HOUSE')).toEqual([1, 9]);
    expect(landingOfQuery(landingQuery(landing))).toEqual(landing);
    expect(landingOfQuery(readEstateQuery({ trans: 'kopen', type: '2', city: '44021' }))).toEqual({ transaction: 'FOR_SALE', type: 'APARTMENT', cityId: 44021 });
    expect(landingOfQuery(readEstateQuery({ status: 'FOR_SALE', type: ['4', '6', '7'] }))).toEqual({ transaction: 'FOR_SALE', type: 'COMMERCIAL', cityId: null });
    for (const raw of [
      { trans: 'kopen' },
      { trans: 'kopen', type: '1', city: '44021' },
      { trans: 'kopen', city: ['44021', '11002'] },
      { trans: 'kopen', city: '44021', 'price-max': '300000' },
      { trans: 'kopen', city: '44021', view: 'map' },
      { trans: 'kopen', city: '44021', sort: 'price' },
      { status: ['FOR_SALE', 'TO_RENT'], city: '44021' },
      { status: 'SOLD', city: '44021' },
      { city: '44021' },
    ]) {
      expect(landingOfQuery(readEstateQuery(raw)), JSON.stringify(raw)).toBeNull();
    }
  });
});
