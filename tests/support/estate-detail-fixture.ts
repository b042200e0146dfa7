import { estateDetailSchema, type EstateDetail } from '@/lib/site-api/schemas';
import { noDetailLists, noEnergy } from './estate-detail-parts';
import { estateSummary } from './estate-fixture';

type Overrides = {
  general?: Partial<EstateDetail['general']>;
  address?: Partial<EstateDetail['address']>;
  fields?: EstateDetail['fields'];
  extraFields?: EstateDetail['extraFields'];
  energy?: Partial<EstateDetail['energy']>;
  openHouses?: unknown;
};

/** A valid estate detail (checked by the real schema): a Flemish villa for sale, with the given overrides. */
export function estateDetail(overrides: Overrides = {}): EstateDetail {
  const summary = estateSummary({ address: overrides.address, openHouses: overrides.openHouses });
  return estateDetailSchema.parse({
    ...summary,
    general: {
      ...summary.general,
      description: { nl: 'Een ruime villa.', fr: 'Une villa spacieuse.', en: 'A spacious villa.', de: 'Eine geräumige Villa.' },
      shortDescription: null,
      floorId: null,
      ...overrides.general,
    },
    fields: overrides.fields ?? {},
    ...noDetailLists,
    energy: { ...noEnergy, label: 'B', epcValue: 180, ...overrides.energy },
    extraFields: overrides.extraFields ?? [],
    salesRep: null,
    rentalOptions: null,
    agendaId: null,
  });
}
