// Small, valid answers of every call, parsed by the real contract schemas so a fixture can never drift from it.
import {
  agendaSchema,
  agreementsSchema,
  appointmentRequestSchema,
  appointmentSchema,
  contactInfoSchema,
  entityItemsSchema,
  entityListSchema,
  estateCollectionSchema,
  estateDetailSchema,
  estateFiltersSchema,
  estateGroupSchema,
  estatePageSchema,
  estateSearchResultSchema,
  estateSummarySchema,
  navigationSchema,
  pageSchema,
  pageSummarySchema,
  rentalPeriodsSchema,
  rentalReservationRequestSchema,
  rentalReservationSchema,
  rentalUnitFiltersSchema,
  rentalUnitSchema,
  rentalUnitSearchResultSchema,
  siteSchema,
  translationsSchema,
  type RentalUnit,
} from '@/lib/site-api/schemas';
import { noDetailLists, noEnergy } from '../support/estate-detail-parts';

export const BASE_URL = 'http://site-api.test';

const noText = { nl: null, fr: null, en: null, de: null };

export const site = siteSchema.parse({
  id: 1,
  name: 'Immo Schelde',
  accountId: 101,
  hostnames: ['localhost'],
  defaultLocale: 'nl',
  locales: ['nl', 'fr', 'en', 'de'],
  logo: 'logo.svg#a1b2c3',
  favicon: null,
  colors: { primary: '#0a4d68', secondary: '#f2a541', text: '#1b1b1b' },
  slogan: { nl: 'Thuis aan de Schelde', fr: null, en: null, de: null },
  contact: {
    email: 'info@immo-schelde.be',
    phone: '+32 3 123 45 67',
    street: 'Kaai',
    number: '12',
    zip: '2000',
    city: { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' },
    countryId: 'BE',
    vatNumber: 'BE0123456789',
    biv: '123456',
    location: { latitude: 51.2194, longitude: 4.4025 },
  },
  agendaId: 3,
  assetVersion: 7,
});

export const navigation = navigationSchema.parse({
  id: 1,
  type: 'header',
  items: [
    { id: 1, title: 'Aanbod', link: { type: 'route', route: 'estates' }, children: [] },
    {
      id: 2,
      title: 'Over ons',
      link: { type: 'page', pageId: 5, url: 'over-ons' },
      children: [{ id: 3, title: 'Blog', link: { type: 'external', url: 'https://blog.example.be' }, children: [] }],
    },
  ],
});

export const pageSummaries = [pageSummarySchema.parse({ id: 5, url: 'over-ons', title: 'Over ons' })];

export function page(id = 5) {
  return pageSchema.parse({
    id,
    url: 'over-ons',
    urls: { nl: 'over-ons', fr: 'a-propos', en: 'about-us', de: 'uber-uns' },
    title: 'Over ons',
    description: null,
    body: '<p>Sinds 1987.</p>',
    image: null,
    updatedAt: '2025-01-10T09:00:00.000Z',
  });
}

export const entities = entityListSchema.parse([{ name: 'offices', label: 'Kantoren', count: 1 }]);
export const entityItems = entityItemsSchema.parse([{ id: 1, name: 'Antwerpen', open: true }]);

export const agreements = agreementsSchema.parse([
  {
    id: 1,
    type: 'privacy',
    locale: 'fr',
    title: 'Déclaration de confidentialité',
    body: '<p>…</p>',
    version: '2025-01',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
]);

export const estatePage = estatePageSchema.parse({ estateId: 12, locale: 'fr', account: { id: 101 } });
export const translations = translationsSchema.parse({ 'Home.title': 'Welkom bij {site}' });

const address = {
  visible: true,
  street_address: 'Kaai 12',
  street: { nl: 'Kaai', fr: null, en: null, de: null },
  number: '12',
  box: null,
  city: { id: 2000, name: 'Antwerpen', zip: '2000', alias: null, countryId: 'BE' },
  country: { id: 'BE' },
  region: 'FLANDERS',
  location: { latitude: 51.2194, longitude: 4.4025 },
};

const general = {
  id: 5,
  parentId: null,
  project: false,
  title: { nl: 'Ruim appartement', fr: null, en: null, de: null },
  headType: { id: 2, name: 'Appartement' },
  subType: { id: 11, name: 'Duplex' },
  transaction: { id: 1, name: 'Te koop' },
  price: { value: 325000, totalPrice: null, priceFrom: null, constructionValue: null },
  bedroomCount: 2,
  publicationDate: '2025-02-01T10:00:00.000Z',
  floor: 3,
};

export function estateSummary(id = 5) {
  return estateSummarySchema.parse({
    general: { ...general, id },
    address,
    pictures: [{ file: 'https://img.example.be/5/1.jpg', thumbnail: 'https://img.example.be/5/1-t.jpg', index: 0 }],
    surfaces: { livable: 110, land: null },
    collections: [],
    epcLabel: 'B',
  });
}

export const estateDetail = estateDetailSchema.parse({
  ...estateSummary(),
  general: { ...general, description: { ...noText, nl: 'Lichtrijk.' }, shortDescription: null, floorId: null },
  fields: { construction: { bedrooms_count: 2, condition: 'GOOD_CONDITION' } },
  ...noDetailLists,
  layout: [{ floor: 3, value: { id: 1, name: 'Slaapkamer' }, count: 2, surface: 14, comment: null, sort: 1 }],
  environments: ['TOWN'],
  energy: {
    ...noEnergy,
    label: 'B',
    epc: '20250101-0001',
    epcTotal: 12000,
    epcValue: 180,
    co2: 30,
    certificateElectricity: 'OBTAINED',
    certificateElectricityConform: 'VALID',
  },
  extraFields: [],
  salesRep: null,
  rentalOptions: null,
  agendaId: 3,
});

export const estateGroup = estateGroupSchema.parse({
  project: { ...estateDetail, general: { ...estateDetail.general, id: 40, project: true } },
  children: [{ ...estateSummary(41), general: { ...estateSummary(41).general, parentId: 40 } }],
});

export const contactInfo = contactInfoSchema.parse({
  salesRep: null,
  office: { name: 'Immo Schelde', phone: '+32 3 123 45 67', email: 'info@immo-schelde.be' },
});

export const estateSearchResult = estateSearchResultSchema.parse({
  total: { value: 2 },
  results: [estateSummary(5), estateSummary(6)],
});

export const estateFilters = estateFiltersSchema.parse({
  headTypes: [{ id: 2, name: 'Appartement', count: 2 }],
  locations: [{ id: 2000, name: 'Antwerpen', zip: '2000', alias: null, count: 2 }],
  prices: { min: 250000, max: 400000 },
  transactions: [{ id: 1, name: 'Te koop', count: 2 }],
  epcLabels: [{ label: 'B', count: 2 }],
});

export const estateCollection = estateCollectionSchema.parse({
  id: 9,
  name: { ...noText, nl: 'Nieuwbouw aan zee' },
  ids: [5, 6],
});

/** The unit of docs/site-api.md, changed by `change` before the real schema checks it. */
export function rentalUnit(id = 21, change: (raw: RentalUnit) => void = () => {}): RentalUnit {
  const raw: RentalUnit = {
    id,
    photos: [{ id: 301 }, { id: 302 }],
    general: {
      description: { ...noText, nl: '<p>Zicht op zee.</p>' },
      descriptionShort: { ...noText, nl: 'Zeezicht' },
      location: { id: 1, name: 'Kust' },
      city: { id: 8400, name: 'Oostende' },
      maxOccupation: 4,
      subKind: { id: 2, name: 'Appartement' },
      garage: false,
      floor: 5,
      building: { name: 'Residentie Horizon', rentalName: 'HOR-5A' },
    },
    places: { bedrooms: 2, bathrooms: 1 },
    options: ['wifi'],
    address: {
      visible: true,
      street: { ...noText, nl: 'Zeedijk' },
      number: '100',
      box: '5A',
      city: { name: 'Oostende', zip: '8400', alias: { ...noText, fr: 'Ostende' } },
    },
    location: { latitude: 51.23456, longitude: 2.91789 },
    virtualTour: null,
  };
  change(raw);
  return rentalUnitSchema.parse(raw);
}

export const rentalUnitSearchResult = rentalUnitSearchResultSchema.parse({ total: 1, results: [rentalUnit()] });

export const rentalUnitFilters = rentalUnitFiltersSchema.parse({
  locations: [{ id: 1, name: { ...noText, nl: 'Zeedijk' } }],
  subKinds: [{ id: 2, name: { ...noText, nl: 'Appartement' } }],
  maxOccupations: [2, 4],
  cities: [{ id: 8400, name: 'Oostende', zip: '8400' }],
  periodTypes: [{ code: 'WEEK', name: { ...noText, nl: 'Week' } }],
  periodStartDates: ['2025-07-05'],
  periodDates: [{ start: '2025-07-05', end: '2025-07-12' }],
});

export const rentalPeriods = rentalPeriodsSchema.parse([
  { id: 7, type: 'WEEK', start: '2025-07-05', end: '2025-07-12', price: 950, status: 'FREE' },
]);

export const rentalReservationRequest = rentalReservationRequestSchema.parse({
  rentalUnitId: 21,
  periodId: 7,
  guests: 3,
  firstname: 'An',
  lastname: 'Peeters',
  email: 'an.peeters@example.be',
  phone: null,
  message: null,
  locale: 'nl',
});

export const rentalReservation = rentalReservationSchema.parse({
  id: 55,
  status: 'REQUESTED',
  createdAt: '2025-03-01T12:00:00.000Z',
});

export const agenda = agendaSchema.parse({
  id: 3,
  name: 'Bezoeken Antwerpen',
  slots: [{ id: 11, start: '2025-03-10T09:00:00.000Z', end: '2025-03-10T09:30:00.000Z' }],
});

export const APPOINTMENT_ID = '0123456789abcdef0123456789abcdef';

export const appointmentRequest = appointmentRequestSchema.parse({
  agendaId: 3,
  slotId: 11,
  estateId: 5,
  name: 'An Peeters',
  email: 'an.peeters@example.be',
  phone: null,
  locale: 'nl',
});

export const appointment = appointmentSchema.parse({
  id: APPOINTMENT_ID,
  agendaId: 3,
  estateId: 5,
  start: '2025-03-10T09:00:00.000Z',
  end: '2025-03-10T09:30:00.000Z',
  name: 'An Peeters',
  cancelled: false,
});
