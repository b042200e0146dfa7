import { roomTypes } from '@/lib/rules';
import type { EstateDetail } from '@/lib/site-api/schemas';

type Room = EstateDetail['layout'][number];

/** The headline numbers of an estate; null where the API says nothing. */
export type KeyFacts = {
  bedrooms: number | null;
  bathrooms: number | null;
  toilets: number | null;
  garages: number | null;
  parkingSpaces: number | null;
  /** m², the surfaces of every terrace room added up. */
  terraceSurface: number | null;
  /** m² */
  livingSurface: number | null;
  /** m² */
  plotSurface: number | null;
};

export type KeyFact = keyof KeyFacts;

/** Display order of the facts strip. */
export const keyFactOrder: readonly KeyFact[] = [
  'bedrooms',
  'bathrooms',
  'toilets',
  'livingSurface',
  'plotSurface',
  'terraceSurface',
  'garages',
  'parkingSpaces',
];

/** Rooms of one type counted by their `count`, or null when the layout lists none of that type. */
function countOf(rooms: readonly Room[], typeId: number): number | null {
  const matching = rooms.filter((room) => room.value.id === typeId);
  return matching.length === 0 ? null : matching.reduce((sum, room) => sum + room.count, 0);
}

/** Each terrace row's surface as the API gives it (not multiplied by count); null when no terrace has a surface. */
function summedSurface(rooms: readonly Room[], typeId: number): number | null {
  const surfaces = rooms.filter((room) => room.value.id === typeId && room.surface !== null).map((room) => room.surface ?? 0);
  return surfaces.length === 0 ? null : surfaces.reduce((sum, surface) => sum + surface, 0);
}

/** Counts and surfaces from the layout rooms (document 001, section 3 room type ids) and the surfaces block. */
export function keyFacts(estate: Pick<EstateDetail, 'layout' | 'general' | 'surfaces'>): KeyFacts {
  const rooms = estate.layout;
  return {
    // The layout is the detailed source; an estate without bedroom rows still has the general count.
    bedrooms: countOf(rooms, roomTypes.bedroom) ?? estate.general.bedroomCount,
    bathrooms: countOf(rooms, roomTypes.bathroom),
    toilets: countOf(rooms, roomTypes.toilet),
    garages: countOf(rooms, roomTypes.garage),
    parkingSpaces: countOf(rooms, roomTypes.parking),
    terraceSurface: summedSurface(rooms, roomTypes.terrace),
    livingSurface: estate.surfaces.livable,
    plotSurface: estate.surfaces.land,
  };
}

/** The facts worth showing, in display order: zero and unknown ones are left out. */
export function visibleKeyFacts(facts: KeyFacts): Array<{ fact: KeyFact; value: number }> {
  return keyFactOrder.flatMap((fact) => {
    const value = facts[fact];
    return value !== null && value > 0 ? [{ fact, value }] : [];
  });
}

/** Spec section 9: the bedroom count is "large" from 6 bedrooms. */
export const LARGE_BEDROOM_COUNT = 6;

export type BedroomsLabelKind = 'none' | 'regular' | 'large';

export function bedroomsLabelKind(count: number | null | undefined): BedroomsLabelKind {
  if (count === null || count === undefined || count <= 0) return 'none';
  return count >= LARGE_BEDROOM_COUNT ? 'large' : 'regular';
}
