import { describe, expect, it } from 'vitest';
import { bedroomsLabelKind, keyFacts, visibleKeyFacts } from '@/lib/estates/detail/key-facts';
import { estateDetail, room } from './fixture';

describe('keyFacts', () => {
  it('counts each room type by its id (bedroom 1, bathroom 5, toilet 16, garage 6, parking 14)', () => {
    const facts = keyFacts(
      estateDetail({
        general: { bedroomCount: 9 },
        layout: [
          room(1),
          room(1),
          room(1, { count: 2 }),
          room(5),
          room(16, { count: 2 }),
          room(6),
          room(14, { count: 3 }),
          room(2, { count: 4, surface: 40 }),
        ],
      }),
    );
    expect(facts).toMatchObject({ bedrooms: 4, bathrooms: 1, toilets: 2, garages: 1, parkingSpaces: 3 });
  });

  it('sums the surfaces of every terrace (type 10), skipping terraces without a surface', () => {
    const facts = keyFacts(estateDetail({ layout: [room(10, { surface: 12.5 }), room(10, { surface: 20 }), room(10)] }));
    expect(facts.terraceSurface).toBe(32.5);
  });

  it('has no terrace surface when no terrace has one', () => {
    expect(keyFacts(estateDetail({ layout: [room(10)] })).terraceSurface).toBeNull();
    expect(keyFacts(estateDetail({ layout: [] })).terraceSurface).toBeNull();
  });

  it('falls back to general.bedroomCount when the layout has no rooms', () => {
    expect(keyFacts(estateDetail({ general: { bedroomCount: 3 }, layout: [] })).bedrooms).toBe(3);
  });

  it('falls back to general.bedroomCount when the layout lists no bedroom', () => {
    expect(keyFacts(estateDetail({ general: { bedroomCount: 2 }, layout: [room(5), room(16)] })).bedrooms).toBe(2);
  });

  it('answers null for room types the layout does not list', () => {
    const facts = keyFacts(estateDetail({ general: { bedroomCount: null }, layout: [] }));
    expect(facts).toMatchObject({ bedrooms: null, bathrooms: null, toilets: null, garages: null, parkingSpaces: null });
  });

  it('takes the living and plot surfaces from the surfaces block', () => {
    const facts = keyFacts(estateDetail({ surfaces: { livable: 145.5, land: 620 } }));
    expect(facts).toMatchObject({ livingSurface: 145.5, plotSurface: 620 });
  });
});

describe('visibleKeyFacts', () => {
  it('leaves out zero and unknown facts, in display order', () => {
    const facts = keyFacts(
      estateDetail({
        general: { bedroomCount: 0 },
        layout: [room(5, { count: 0 }), room(16), room(10, { surface: 9 })],
        surfaces: { livable: 90, land: null },
      }),
    );
    expect(visibleKeyFacts(facts)).toEqual([
      { fact: 'toilets', value: 1 },
      { fact: 'livingSurface', value: 90 },
      { fact: 'terraceSurface', value: 9 },
    ]);
  });
});

describe('bedroomsLabelKind', () => {
  it('is large from 6 bedrooms', () => {
    expect(bedroomsLabelKind(5)).toBe('regular');
    expect(bedroomsLabelKind(6)).toBe('large');
    expect(bedroomsLabelKind(7)).toBe('large');
  });

  it('is regular from 1 and none without bedrooms', () => {
    expect(bedroomsLabelKind(1)).toBe('regular');
    expect(bedroomsLabelKind(0)).toBe('none');
    expect(bedroomsLabelKind(null)).toBe('none');
  });
});
