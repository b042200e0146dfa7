import { describe, expect, it } from 'vitest';
import {
  parseSimilarEstatesAnswer,
  placeRank,
  priceBand,
  selectSimilar,
  similarSearchBodies,
  similarStatus,
} from '@/lib/estates/detail/similar';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { estateSummary } from '../support/estate-fixture';

type Overrides = Parameters<typeof estateSummary>[0];

const mechelen = { id: 11, name: 'Mechelen', zip: '2800', alias: null, countryId: 'BE' };
const bonheiden = { id: 12, name: 'Bonheiden', zip: '2820', alias: null, countryId: 'BE' };
const gent = { id: 44, name: 'Gent', zip: '9000', alias: null, countryId: 'BE' };

function estate(id: number, overrides: Overrides = {}): EstateSummary {
  return estateSummary({
    general: { id, ...overrides.general },
    address: { city: mechelen, ...overrides.address },
  });
}

function price(value: number | null) {
  return { value, totalPrice: null, priceFrom: null, constructionValue: null };
}

const ids = (estates: EstateSummary[]) => estates.map((e) => e.general.id);

// A house for sale in Mechelen at € 495.000 (the fixture's defaults).
const house = estate(1);

describe('selectSimilar', () => {
  it('never lists the estate itself, its project, nor the units of its project', () => {
    const unit = estate(10, { general: { parentId: 500, headType: { id: 2, name: 'Appartement' }, subType: { id: 10, name: 'Appartement' } } });
    const apartment = (id: number, parentId: number | null) =>
      estate(id, { general: { parentId, headType: { id: 2, name: 'Appartement' }, subType: { id: 10, name: 'Appartement' } } });
    const candidates = [unit, apartment(11, 500), apartment(12, 500), apartment(13, null), apartment(14, 600)];
    expect(ids(selectSimilar(unit, candidates))).toEqual([13, 14]);
  });

  it("never lists a project's own units for the project", () => {
    const project = estate(500, { general: { project: true, headType: { id: 10, name: 'Project' }, price: { ...price(null), priceFrom: 300000 } } });
    const otherProject = estate(501, { general: { project: true, headType: { id: 10, name: 'Project' }, price: { ...price(null), priceFrom: 320000 } } });
    const ownUnit = estate(502, { general: { parentId: 500, headType: { id: 10, name: 'Project' }, price: price(310000) } });
    expect(ids(selectSimilar(project, [ownUnit, otherProject]))).toEqual([501]);
  });

  it('keeps the same Type (house includes other residential) and the same status only', () => {
    const candidates = [
      estate(2),
      estate(3, { general: { headType: { id: 9, name: 'Andere' } } }),
      estate(4, { general: { headType: { id: 2, name: 'Appartement' } } }),
      estate(5, { general: { transaction: { id: 2, name: 'Te huur' }, price: price(495000) } }),
      estate(6, { general: { transaction: { id: 5, name: 'Verkocht' } } }),
      estate(7, { general: { transaction: { id: 10, name: 'In optie' } } }),
    ];
    expect(ids(selectSimilar(house, candidates)).sort()).toEqual([2, 3, 7]);
  });

  it('keeps prices within 30 % either way, and drops estates without a price when the estate has one', () => {
    const candidates = [
      estate(2, { general: { price: price(346500) } }), // -30 %
      estate(3, { general: { price: price(346000) } }),
      estate(4, { general: { price: price(643500) } }), // +30 %
      estate(5, { general: { price: price(644000) } }),
      estate(6, { general: { price: price(null) } }),
    ];
    expect(ids(selectSimilar(house, candidates)).sort()).toEqual([2, 4]);
  });

  it('keeps any price for an estate on request', () => {
    const onRequest = estate(1, { general: { price: price(null) } });
    const candidates = [estate(2, { general: { price: price(90000) } }), estate(3, { general: { price: price(null) } })];
    expect(ids(selectSimilar(onRequest, candidates)).sort()).toEqual([2, 3]);
  });

  it('ranks the same city first, then the same zip area, then nearby, and far away last', () => {
    const candidates = [
      estate(2, { address: { city: gent, location: { latitude: 51.05, longitude: 3.72 } } }),
      estate(3, { address: { city: bonheiden } }),
      estate(4, { address: { city: { id: 13, name: 'Sint-Katelijne-Waver', zip: '2860', alias: null, countryId: 'BE' } } }),
      estate(5, { address: { city: { id: 14, name: 'Rijmenam', zip: '3000', alias: null, countryId: 'BE' }, location: { latitude: 51.0, longitude: 4.52 } } }),
      estate(6),
    ];
    // Gent (2) is ~50 km from Mechelen: it only fills the block after the nearer ones.
    expect(ids(selectSimilar(house, candidates))).toEqual([6, 3, 4, 5, 2]);
  });

  it('orders within a place by how close the price is, then newest first, and stops at six', () => {
    const candidates = [
      estate(2, { general: { price: price(600000) } }),
      estate(3, { general: { price: price(500000), publicationDate: '2026-01-01T00:00:00Z' } }),
      estate(4, { general: { price: price(500000), publicationDate: '2026-06-01T00:00:00Z' } }),
      ...[5, 6, 7, 8, 9].map((id) => estate(id, { general: { price: price(400000 + id) } })),
    ];
    const similar = ids(selectSimilar(house, candidates));
    expect(similar).toHaveLength(6);
    expect(similar.slice(0, 2)).toEqual([4, 3]);
    expect(similar).not.toContain(2);
  });

  it('lists each candidate once, whichever search found it', () => {
    expect(ids(selectSimilar(house, [estate(2), estate(2), estate(3)]))).toEqual([2, 3]);
  });

  it('offers open deals for a closed one: a sold house gets houses for sale', () => {
    const sold = estate(1, { general: { transaction: { id: 5, name: 'Verkocht' } } });
    expect(similarStatus(sold)).toBe('FOR_SALE');
    expect(ids(selectSimilar(sold, [estate(2), estate(3, { general: { transaction: { id: 5, name: 'Verkocht' } } })]))).toEqual([2]);
  });

  it('finds nothing for an estate of unknown type or status', () => {
    expect(selectSimilar(estate(1, { general: { headType: { id: 99, name: '?' } } }), [estate(2)])).toEqual([]);
    expect(selectSimilar(estate(1, { general: { transaction: { id: 99, name: '?' } } }), [estate(2)])).toEqual([]);
  });
});

describe('placeRank', () => {
  it('puts an estate in another area without coordinates last', () => {
    expect(placeRank(house, estate(2, { address: { city: gent, location: null } }))).toBe(4);
  });

  it('ranks an estate within 40 km before one farther away', () => {
    const antwerp = { id: 20, name: 'Antwerpen', zip: '2000', alias: null, countryId: 'BE' };
    const liege = { id: 21, name: 'Liège', zip: '4000', alias: null, countryId: 'BE' };
    const near = placeRank(house, estate(2, { address: { city: { ...antwerp, zip: '9100' }, location: { latitude: 51.22, longitude: 4.4 } } }));
    const far = placeRank(house, estate(3, { address: { city: liege, location: { latitude: 50.63, longitude: 5.57 } } }));
    expect(near).toBe(3);
    expect(far).toBe(4);
  });
});

describe('similarSearchBodies', () => {
  it('searches the same city and the whole site with the same Type, status and price band', () => {
    const bodies = similarSearchBodies(house);
    expect(priceBand(house)).toEqual({ gte: 346500, lte: 643500 });
    expect(bodies).toEqual([
      {
        filter: { query: { terms: { type: [1, 9], status: ['FOR_SALE'], city: [11] }, range: { price: { gte: 346500, lte: 643500 } } } },
        sort: { type: 'date', order: 'DESC' },
        limit: 12,
        offset: 0,
      },
      {
        filter: { query: { terms: { type: [1, 9], status: ['FOR_SALE'] }, range: { price: { gte: 346500, lte: 643500 } } } },
        sort: { type: 'date', order: 'DESC' },
        limit: 60,
        offset: 0,
      },
    ]);
  });

  it('leaves the price out for an estate on request, and gives up without a type', () => {
    const bodies = similarSearchBodies(estate(1, { general: { price: price(null) } }));
    expect(bodies?.[1]?.filter.query).toEqual({ terms: { type: [1, 9], status: ['FOR_SALE'] } });
    expect(similarSearchBodies(estate(1, { general: { headType: { id: 99, name: '?' } } }))).toBeNull();
  });
});

describe('parseSimilarEstatesAnswer', () => {
  it('accepts cards and refuses anything else', () => {
    const card = { id: 2, href: '/nl/aanbod/2/x', title: 'X', location: '2800 Mechelen', priceText: '€ 1,00', status: 'FOR_SALE', statusLabel: 'Te koop', facts: [], photo: null };
    expect(parseSimilarEstatesAnswer({ cards: [card] }).cards).toHaveLength(1);
    expect(() => parseSimilarEstatesAnswer({ cards: [{ ...card, href: 'https://evil.example' }] })).toThrow();
    expect(() => parseSimilarEstatesAnswer({ error: 'x' })).toThrow();
  });
});
