// Tables of the embedded demo site API. The same schema runs on a real PostgreSQL (design decision 4).
// Search columns of `estates` are real columns with indexes; the full answer documents are jsonb.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  EntityValue,
  StoredEstateDoc,
  StoredEstateSummary,
  StoredMenuItem,
  StoredRentalUnitDoc,
  StoredSiteData,
  Texts,
} from '../types';
import type { SubscriptionCriteria } from '@/lib/site-api/schemas/leads';

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => new Uint8Array(value),
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Seed version and reference date, so a restart knows what it opened. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey(),
    hostnames: text('hostnames').array().notNull(),
    data: jsonb('data').$type<StoredSiteData>().notNull(),
  },
  (t) => [index('sites_hostnames_idx').using('gin', t.hostnames)],
);

/** Logos and favicons, addressed as `name#hash`. */
export const assets = pgTable(
  'assets',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] })],
);

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  zip: text('zip').notNull(),
  region: text('region').notNull(),
  alias: jsonb('alias').$type<Texts | null>(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const estateCollections = pgTable(
  'estate_collections',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: jsonb('name').$type<Texts>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('estate_collections_site_idx').on(t.siteId)],
);

export const agendas = pgTable(
  'agendas',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: jsonb('name').$type<Texts>().notNull(),
    /** Set for the agenda of one estate's visits; null for the office agenda. */
    estateId: integer('estate_id'),
  },
  (t) => [index('agendas_site_idx').on(t.siteId)],
);

export const estates = pgTable(
  'estates',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    parentId: integer('parent_id'),
    project: boolean('project').notNull(),
    headTypeId: integer('head_type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    countryId: text('country_id').notNull(),
    /** Asking price, or the project's "price from": the value search and sort use. */
    price: doublePrecision('price'),
    bedrooms: integer('bedrooms'),
    epcLabel: text('epc_label'),
    publicationDate: timestamptz('publication_date').notNull(),
    floor: integer('floor'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    collections: integer('collections').array().notNull().default(sql`'{}'::integer[]`),
    agendaId: integer('agenda_id').references(() => agendas.id),
    summary: jsonb('summary').$type<StoredEstateSummary>().notNull(),
    doc: jsonb('doc').$type<StoredEstateDoc>().notNull(),
  },
  (t) => [
    index('estates_listing_idx').on(t.siteId, t.parentId, t.publicationDate, t.id),
    index('estates_parent_idx').on(t.parentId),
    index('estates_transaction_idx').on(t.siteId, t.transactionId),
    index('estates_head_type_idx').on(t.siteId, t.headTypeId),
    index('estates_sub_type_idx').on(t.siteId, t.subTypeId),
    index('estates_city_idx').on(t.siteId, t.cityId),
    index('estates_price_idx').on(t.siteId, t.price),
    index('estates_bedrooms_idx').on(t.siteId, t.bedrooms),
    index('estates_epc_idx').on(t.siteId, t.epcLabel),
    index('estates_collections_idx').using('gin', t.collections),
  ],
);

export const navigations = pgTable(
  'navigations',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    type: text('type').notNull(),
    items: jsonb('items').$type<StoredMenuItem[]>().notNull(),
  },
  (t) => [uniqueIndex('navigations_site_type_idx').on(t.siteId, t.type)],
);

export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    sort: integer('sort').notNull(),
    urls: jsonb('urls').$type<Texts>().notNull(),
    titles: jsonb('titles').$type<Texts>().notNull(),
    descriptions: jsonb('descriptions').$type<Texts | null>(),
    bodies: jsonb('bodies').$type<Texts>().notNull(),
    image: text('image'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('pages_site_idx').on(t.siteId)],
);

export const agreements = pgTable(
  'agreements',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    type: text('type').$type<'privacy' | 'terms'>().notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    version: text('version').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('agreements_site_type_locale_idx').on(t.siteId, t.type, t.locale)],
);

/** Per-site overrides of the web's UI text. */
export const translations = pgTable(
  'translations',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.locale, t.key] })],
);

/** Generic entity lists (offices, team) of GET /sites/{siteId}/entities. */
export const entityItems = pgTable(
  'entity_items',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    entity: text('entity').notNull(),
    id: integer('id').notNull(),
    sort: integer('sort').notNull(),
    data: jsonb('data').$type<Record<string, EntityValue>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.entity, t.id] })],
);

export const rentalUnits = pgTable(
  'rental_units',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    locationId: integer('location_id').notNull(),
    subKindId: integer('sub_kind_id').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    maxOccupation: integer('max_occupation'),
    doc: jsonb('doc').$type<StoredRentalUnitDoc>().notNull(),
  },
  (t) => [index('rental_units_site_idx').on(t.siteId)],
);

export const rentalPhotos = pgTable(
  'rental_photos',
  {
    id: integer('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id),
    /** Base name of the pool photo in the media folder, without size suffix and extension. */
    file: text('file').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('rental_photos_unit_idx').on(t.unitId)],
);

export const rentalPeriods = pgTable(
  'rental_periods',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id),
    type: text('type').$type<'WEEK' | 'WEEKEND' | 'MIDWEEK' | 'LONG_WEEKEND'>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    price: doublePrecision('price'),
    status: text('status').$type<'FREE' | 'BOOKED' | 'UNAVAILABLE'>().notNull(),
  },
  (t) => [
    uniqueIndex('rental_periods_unit_type_start_idx').on(t.unitId, t.type, t.startDate),
    index('rental_periods_start_idx').on(t.startDate),
  ],
);

/**
 * Reservations of rental periods. Besides the transactional check in the handler, migration
 * 0001 adds an exclusion constraint: two confirmed reservations of one unit never overlap.
 */
export const rentalReservations = pgTable(
  'rental_reservations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id),
    periodId: integer('period_id')
      .notNull()
      .references(() => rentalPeriods.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'REQUESTED' | 'CONFIRMED' | 'REFUSED'>().notNull(),
    guests: integer('guests').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    locale: text('locale').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('rental_reservations_unit_idx').on(t.unitId)],
);

export const agendaSlots = pgTable(
  'agenda_slots',
  {
    id: serial('id').primaryKey(),
    agendaId: integer('agenda_id')
      .notNull()
      .references(() => agendas.id),
    start: timestamptz('start').notNull(),
    end: timestamptz('end').notNull(),
  },
  (t) => [uniqueIndex('agenda_slots_agenda_start_idx').on(t.agendaId, t.start)],
);

/** Appointments; the partial unique index lets a slot hold one appointment that is not cancelled. */
export const appointments = pgTable(
  'appointments',
  {
    /** 128-bit random token as 32 hex digits: the cancel link carries it. */
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    agendaId: integer('agenda_id')
      .notNull()
      .references(() => agendas.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => agendaSlots.id),
    estateId: integer('estate_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    uniqueIndex('appointments_active_slot_idx')
      .on(t.slotId)
      .where(sql`${t.cancelled} = false`),
  ],
);

/** Visitor submissions: contact requests and send-to-a-friend. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    type: text('type').$type<'contact' | 'send-to-a-friend'>().notNull(),
    estateId: integer('estate_id'),
    rentalUnitId: integer('rental_unit_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('leads_site_idx').on(t.siteId)],
);

/** E-mails waiting to be sent by a mailer (SMTP when configured). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part, when the mail has one. */
    html: text('html'),
    /** Who answers: the visitor's address on a lead, so the agency's reply goes to the visitor. */
    replyTo: text('reply_to'),
    /** The name the mail comes from (the agency's); the address stays MAIL_FROM's. */
    fromName: text('from_name'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: the back-off after a failed attempt. Null: at once. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** 128-bit random token: the edit and unsubscribe links carry it. */
    token: text('token').notNull(),
    email: text('email').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    locale: text('locale').notNull(),
    criteria: jsonb('criteria').$type<SubscriptionCriteria>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [uniqueIndex('subscriptions_token_idx').on(t.token), index('subscriptions_site_idx').on(t.siteId)],
);
