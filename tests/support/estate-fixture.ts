import { estateSummarySchema, type EstateSummary } from '@/lib/site-api/schemas';

type Overrides = { general?: Partial<EstateSummary['general']>; address?: Partial<EstateSummary['address']>; openHouses?: unknown };

/** A valid estate summary (checked by the real schema) with the given overrides. */
export function estateSummary(overrides: Overrides = {}): EstateSummary {
  return estateSummarySchema.parse({
    general: {
      id: 4242,
      parentId: null,
      project: false,
      title: { nl: 'Ruime villa met tuin', fr: 'Villa spacieuse avec jardin', en: 'Spacious villa with garden', de: 'Geräumige Villa mit Garten' },
      headType: { id: 1, name: 'Huis' },
      subType: { id: 2, name: 'Villa' },
      transaction: { id: 1, name: 'Te koop' },
      price: { value: 495000, totalPrice: null, priceFrom: null, constructionValue: null },
      bedroomCount: 4,
      publicationDate: '2026-10-01T09:00:00Z',
      floor: null,
      ...overrides.general,
    },
    address: {
      visible: true,
      street_address: 'Kerkstraat 12',
      street: { nl: 'Kerkstraat', fr: 'Kerkstraat', en: 'Kerkstraat', de: 'Kerkstraat' },
      number: '12',
      box: null,
      city: { id: 11, name: 'Mechelen', zip: '2800', alias: { fr: 'Malines' }, countryId: 'BE' },
      country: { id: 'BE' },
      region: 'FLANDERS',
      location: { latitude: 51.02, longitude: 4.47 },
      ...overrides.address,
    },
    pictures: [],
    surfaces: { livable: 210, land: 800 },
    collections: [],
    epcLabel: 'B',
    ...(overrides.openHouses !== undefined ? { openHouses: overrides.openHouses } : {}),
  });
}
