import { estateDetailSchema, type EstateDetail } from '@/lib/site-api/schemas';
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
    layout: [],
    facilities: [],
    buildTechnicals: [],
    files: [],
    environments: [],
    videos: [],
    virtualVisits: [],
    energy: {
      label: 'B',
      epc: null,
      epcTotal: null,
      epcValue: 180,
      co2: null,
      certificateConformity: null,
      certificateConformityConform: null,
      certificateElectricity: null,
      certificateElectricityConform: null,
      floodingScoreBuilding: null,
      floodingScoreParcel: null,
      stickerColor: null,
      stickerTextColor: null,
      ...overrides.energy,
    },
    extraFields: overrides.extraFields ?? [],
    salesRep: null,
    rentalOptions: null,
    agendaId: null,
  });
}
