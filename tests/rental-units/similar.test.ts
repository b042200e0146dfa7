import { describe, expect, it } from 'vitest';
import { toRentalCardModel } from '@/lib/rental-units/card-model';
import { SIMILAR_RENTAL_LIMIT, parseSimilarRentalUnitsAnswer, selectSimilarRentalUnits } from '@/lib/rental-units/similar';
import { rentalUnitSchema, type RentalUnit } from '@/lib/site-api/schemas/rental-units';

const noText = { nl: null, fr: null, en: null, de: null };

/** A valid unit that differs from the others only where ranking looks: kind, occupancy and city. */
function rentalUnit(id: number, kind: number, occupancy: number | null, city: number): RentalUnit {
  return rentalUnitSchema.parse({
    id,
    photos: [{ id: id * 10 }],
    general: {
      description: { ...noText },
      descriptionShort: { ...noText, nl: `Unit ${id}` },
      location: { id: 1, name: 'Kust' },
      city: { id: city, name: `Gemeente ${city}` },
      maxOccupation: occupancy,
      subKind: { id: kind, name: `Soort ${kind}` },
      garage: null,
      floor: null,
      building: { name: null, rentalName: null },
    },
    places: { bedrooms: null, bathrooms: null },
    options: [],
    address: { visible: false, street: { ...noText }, number: null, box: null, city: { name: `Gemeente ${city}`, zip: String(city), alias: null } },
    location: null,
    virtualTour: null,
  });
}

const ids = (units: RentalUnit[]) => units.map((u) => u.id);
const unit = rentalUnit(10, 2, 4, 8400);

describe('selectSimilarRentalUnits', () => {
  it('never proposes the unit itself, even as its best match', () => {
    const candidates = [rentalUnit(10, 2, 4, 8400), rentalUnit(11, 3, 8, 8300)];
    expect(ids(selectSimilarRentalUnits(unit, candidates))).toEqual([11]);
  });

  it('proposes a unit listed twice once', () => {
    const twin = rentalUnit(11, 2, 4, 8400);
    expect(ids(selectSimilarRentalUnits(unit, [twin, rentalUnit(12, 3, 4, 8400), twin]))).toEqual([11, 12]);
  });

  it('ranks the same kind first, before a closer occupancy or the same city', () => {
    const otherKind = rentalUnit(1, 3, 4, 8400);
    const sameKind = rentalUnit(2, 2, 12, 8300);
    expect(ids(selectSimilarRentalUnits(unit, [otherKind, sameKind]))).toEqual([2, 1]);
  });

  it('ranks the closest occupancy next, above or below, before the same city', () => {
    const fourAbove = rentalUnit(1, 2, 8, 8400);
    const threeBelow = rentalUnit(2, 2, 1, 8400);
    const oneAboveElsewhere = rentalUnit(3, 2, 5, 8300);
    const twoBelow = rentalUnit(4, 2, 2, 8400);
    expect(ids(selectSimilarRentalUnits(unit, [fourAbove, threeBelow, oneAboveElsewhere, twoBelow], 10))).toEqual([3, 4, 2, 1]);
  });

  it('ranks the same city next', () => {
    const otherCity = rentalUnit(1, 2, 5, 8300);
    const sameCity = rentalUnit(2, 2, 5, 8400);
    expect(ids(selectSimilarRentalUnits(unit, [otherCity, sameCity]))).toEqual([2, 1]);
  });

  it('ranks by id last, whatever the order of the candidates', () => {
    const candidates = [rentalUnit(7, 2, 4, 8400), rentalUnit(3, 2, 4, 8400), rentalUnit(5, 2, 4, 8400)];
    expect(ids(selectSimilarRentalUnits(unit, candidates))).toEqual([3, 5, 7]);
    expect(ids(selectSimilarRentalUnits(unit, [...candidates].reverse()))).toEqual([3, 5, 7]);
  });

  it('orders a mixed set by kind, occupancy, city and id', () => {
    const candidates = [
      rentalUnit(1, 3, 4, 8400),
      rentalUnit(2, 2, 6, 8400),
      rentalUnit(3, 2, 5, 8300),
      rentalUnit(4, 2, 3, 8400),
      rentalUnit(5, 2, 5, 8400),
    ];
    expect(ids(selectSimilarRentalUnits(unit, candidates, 10))).toEqual([4, 5, 3, 2, 1]);
  });

  it('proposes at most SIMILAR_RENTAL_LIMIT units by default, or the limit given', () => {
    const candidates = [11, 12, 13, 14, 15].map((id) => rentalUnit(id, 2, 4, 8400));
    expect(SIMILAR_RENTAL_LIMIT).toBe(3);
    expect(ids(selectSimilarRentalUnits(unit, candidates))).toEqual([11, 12, 13]);
    expect(ids(selectSimilarRentalUnits(unit, candidates, 2))).toEqual([11, 12]);
  });

  it('proposes nothing without other candidates', () => {
    expect(selectSimilarRentalUnits(unit, [])).toEqual([]);
    expect(selectSimilarRentalUnits(unit, [unit])).toEqual([]);
  });
});

describe('parseSimilarRentalUnitsAnswer', () => {
  const cardOf = (u: RentalUnit) =>
    toRentalCardModel(
      u,
      'nl',
      77,
      {
        occupancy: (n) => `${n} personen`,
        bedrooms: (n) => `${n} slaapkamers`,
        photoOf: (title) => `Foto van ${title}`,
        fallbackTitle: (kind, city) => `${kind} in ${city}`,
        priceFrom: (price, period) => `vanaf ${price} per ${period}`,
      },
      ({ params }) => `/nl/vakantie/${params.rentalUnitId}`,
    );

  it('accepts the cards the route builds', () => {
    const answer = { cards: [cardOf(rentalUnit(11, 2, 4, 8400)), { ...cardOf(rentalUnit(12, 2, 4, 8400)), photo: null }] };
    expect(parseSimilarRentalUnitsAnswer(answer)).toEqual(answer);
  });

  it('accepts an answer without cards', () => {
    expect(parseSimilarRentalUnitsAnswer({ cards: [] })).toEqual({ cards: [] });
  });

  it.each(['https://evil.example/nl/vakantie/11', '//evil.example/nl/vakantie/11', 'javascript:alert(1)', 'nl/vakantie/11', ''])('throws for the href "%s"', (href) => {
    const answer = { cards: [{ ...cardOf(rentalUnit(11, 2, 4, 8400)), href }] };
    expect(() => parseSimilarRentalUnitsAnswer(answer)).toThrow();
  });

  it('throws for an answer of another shape', () => {
    expect(() => parseSimilarRentalUnitsAnswer({ results: [] })).toThrow();
    expect(() => parseSimilarRentalUnitsAnswer({ cards: [{ id: 11 }] })).toThrow();
  });
});
