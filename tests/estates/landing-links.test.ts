import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LandingIndex, type LandingPlace } from '@/lib/estates/landing';
import { landingOfEstate, popularLandings } from '@/lib/estates/landing-links';
import { estateLandingCrumbs, landingLinks, type LandingTexts } from '@/lib/estates/landing-phrase';
import { getPathname } from '@/lib/i18n/pathname';
import { emptyEstateQuery } from '@/lib/estates/search-query';
import { readEstateQuery } from '@/lib/estates/url-state';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

const texts = (locale: 'nl' | 'fr') =>
  createTranslator({ locale, messages: (locale === 'nl' ? nl : fr) as typeof nl, namespace: 'Landing' }) as unknown as LandingTexts;

const gent: LandingPlace = { id: 44021, name: 'Gent', zip: '9000', alias: { fr: 'Gand', en: 'Ghent' } };
const braine: LandingPlace = { id: 25015, name: "Braine-l'Alleud", zip: '1420', alias: { nl: 'Eigenbrakel' } };
const liege: LandingPlace = { id: 62063, name: 'Liège', zip: '4000', alias: { nl: 'Luik' } };

// For sale: 5 apartments (all in Gent), 3 houses (in Gent), 4 listings in Eigenbrakel of head type 77 (no type page),
// nothing in Luik. To rent: 2 apartments in Gent.
const index = new LandingIndex([
  {
    transaction: 'FOR_SALE',
    headTypes: [
      { id: 2, count: 5 },
      { id: 1, count: 3 },
      { id: 77, count: 4 },
    ],
    locations: [
      { ...gent, count: 8 },
      { ...braine, count: 4 },
      { ...liege, count: 0 },
    ],
    locationsByType: { APARTMENT: [{ ...gent, count: 5 }], HOUSE: [{ ...gent, count: 3 }] },
  },
  { transaction: 'TO_RENT', headTypes: [{ id: 2, count: 2 }], locations: [{ ...gent, count: 2 }], locationsByType: { APARTMENT: [{ ...gent, count: 2 }] } },
]);

const keys = (found: { landing: { transaction: string; type: string | null; cityId: number | null } }[]) =>
  found.map(({ landing }) => `${landing.transaction}|${landing.type ?? ''}|${landing.cityId ?? ''}`);

describe('popular searches', () => {
  it('on the home page: only pages with listings, most listings first, sales and rentals in turn', () => {
    expect(keys(popularLandings(index, null, 4))).toEqual(['FOR_SALE||44021', 'TO_RENT|APARTMENT|', 'FOR_SALE|APARTMENT|', 'TO_RENT|APARTMENT|44021']);
    const all = popularLandings(index, null, 50);
    expect(all.every(({ landing }) => index.count(landing) > 0)).toBe(true);
    expect(keys(all)).not.toContain(`FOR_SALE||${liege.id}`);
  });

  it('under a list: the pages within its search, not the search itself, else the whole site’s', () => {
    const forSale = readEstateQuery({ status: 'FOR_SALE' });
    expect(keys(popularLandings(index, forSale)).every((key) => key.startsWith('FOR_SALE|'))).toBe(true);
    const apartmentsInGent = readEstateQuery({ status: 'FOR_SALE', type: '2', city: String(gent.id) });
    const aroundIt = keys(popularLandings(index, apartmentsInGent));
    expect(aroundIt.length).toBeGreaterThan(0);
    expect(aroundIt).not.toContain(`FOR_SALE|APARTMENT|${gent.id}`);
    const housesInGent = readEstateQuery({ status: 'FOR_SALE', type: ['1', '9'] });
    expect(keys(popularLandings(index, housesInGent))).toEqual([`FOR_SALE|HOUSE|${gent.id}`]);
    expect(popularLandings(index, readEstateQuery({ status: 'SOLD' }))).toHaveLength(popularLandings(index, emptyEstateQuery()).length);
  });

  it('link with the page’s own route words and place names in each language, and leave out pages without listings', () => {
    const wanted = [
      { landing: { transaction: 'FOR_SALE', type: 'APARTMENT', cityId: gent.id } },
      { landing: { transaction: 'FOR_SALE', type: null, cityId: liege.id } },
      { landing: { transaction: 'TO_RENT', type: 'HOUSE', cityId: null } },
    ] as const;
    expect(landingLinks(texts('nl'), wanted, index, 'nl')).toEqual([{ name: 'Appartementen te koop in Gent', path: '/nl/aanbod/te-koop/appartement/gent' }]);
    expect(landingLinks(texts('fr'), wanted, index, 'fr')).toEqual([{ name: 'Appartements à vendre à Gand', path: '/fr/offre/a-vendre/appartement/gand' }]);
    expect(landingLinks(texts('nl'), [{ landing: { transaction: 'FOR_SALE', type: null, cityId: braine.id }, count: 4 }], index, 'nl')).toEqual([
      { name: '4 panden te koop in Eigenbrakel', path: '/nl/aanbod/te-koop/eigenbrakel' },
    ]);
  });
});

const estate = (transactionId: number, headTypeId: number, cityId: number) => ({
  general: { transaction: { id: transactionId }, headType: { id: headTypeId } },
  address: { city: { id: cityId } },
});

describe('the landing pages in a listing’s breadcrumbs', () => {
  it('lead from the type page to the type and place page, in the page’s language', () => {
    const crumbs = estateLandingCrumbs(texts('fr'), estate(1, 2, gent.id), index, 'fr');
    expect(crumbs.map((crumb) => [crumb.name, getPathname({ href: crumb.href, locale: 'fr' })])).toEqual([
      ['Appartements à vendre', '/fr/offre/a-vendre/appartement'],
      ['Appartements à vendre à Gand', '/fr/offre/a-vendre/appartement/gand'],
    ]);
  });

  it('fall back to the widest page that has listings, and are none for a listing no landing page shows', () => {
    // Under option, for sale (transaction 10) is on offer for sale; head type 77 has no type page.
    expect(landingOfEstate({ transactionId: 10, headTypeId: 77, cityId: braine.id }, index)).toEqual({ transaction: 'FOR_SALE', type: null, cityId: braine.id });
    expect(estateLandingCrumbs(texts('nl'), estate(1, 77, braine.id), index, 'nl').map((crumb) => crumb.name)).toEqual(['Panden te koop in Eigenbrakel']);
    // A house to rent: no house is to rent, nor anything in Luik.
    expect(estateLandingCrumbs(texts('nl'), estate(2, 1, liege.id), index, 'nl')).toEqual([]);
    // Sold: no landing page.
    expect(estateLandingCrumbs(texts('nl'), estate(5, 2, gent.id), index, 'nl')).toEqual([]);
  });
});
