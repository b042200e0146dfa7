import { estateDetailSchema, type EstateDetail } from '@/lib/site-api/schemas';
import { noDetailLists, noEnergy } from '@/tests/support/estate-detail-parts';
import { estateSummary } from '@/tests/support/estate-fixture';

type Room = EstateDetail['layout'][number];
type Overrides = {
  general?: Partial<EstateDetail['general']>;
  address?: Partial<EstateDetail['address']>;
  layout?: EstateDetail['layout'];
  energy?: Partial<EstateDetail['energy']>;
  surfaces?: EstateDetail['surfaces'];
  salesRep?: EstateDetail['salesRep'];
};

const roomNames: Record<number, string> = { 1: 'Slaapkamer', 5: 'Badkamer', 6: 'Garage', 10: 'Terras', 14: 'Parkeerplaats', 16: 'Toilet', 2: 'Woonkamer' };

/** A layout room of the given type id. */
export function room(typeId: number, overrides: Partial<Omit<Room, 'value'>> = {}): Room {
  return { floor: 0, value: { id: typeId, name: roomNames[typeId] ?? 'Ruimte' }, count: 1, surface: null, comment: null, sort: 0, ...overrides };
}

export const salesRep: NonNullable<EstateDetail['salesRep']> = {
  firstname: 'Sofie',
  lastname: 'Peeters',
  picture: '/demo-api/media/rep-1.jpg',
  mobile: '+32 470 12 34 56',
  phone: '+32 15 20 30 40',
  email: 'sofie@example.be',
  description: { nl: 'Uw makelaar in Mechelen', fr: 'Votre agent à Malines', en: null, de: null },
};

/** A valid estate detail (checked by the real schema) with the given overrides. */
export function estateDetail(overrides: Overrides = {}): EstateDetail {
  const summary = estateSummary({ general: overrides.general, address: overrides.address });
  return estateDetailSchema.parse({
    ...summary,
    general: { ...summary.general, description: { nl: 'Beschrijving' }, shortDescription: null, floorId: null, ...overrides.general },
    surfaces: overrides.surfaces ?? summary.surfaces,
    fields: {},
    ...noDetailLists,
    layout: overrides.layout ?? [],
    energy: { ...noEnergy, stickerColor: '#ffffff', stickerTextColor: '#000000', ...overrides.energy },
    extraFields: [],
    salesRep: overrides.salesRep === undefined ? salesRep : overrides.salesRep,
    rentalOptions: null,
    agendaId: null,
  });
}
