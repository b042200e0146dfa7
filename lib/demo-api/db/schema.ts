// Tables of the embedded demo site API. The same schema runs on a real PostgreSQL (design decision 4).
// Search columns of `estates` are real columns with indexes; the full answer documents are jsonb.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
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
import type { LeadOrigin } from '@/lib/site-api/schemas/lead-origin';
import type { SubscriptionCriteria } from '@/lib/site-api/schemas/leads';
import { epcLabels, headTypes, locales, transactions } from '@/lib/rules';

/** `column in (…)` for a check constraint: the allowed values come from the code's own lists. */
function oneOf(column: unknown, values: ReadonlyArray<string | number>): SQL {
  const list = values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

const numberKeys = (record: Record<number, unknown>) => Object.keys(record).map(Number);

/** Euros with cents, exact: numeric, read and written as a JavaScript number. */
const euros = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const periodTypes = ['WEEK', 'WEEKEND', 'MIDWEEK', 'LONG_WEEKEND'] as const;
export const periodStatuses = ['FREE', 'BOOKED', 'UNAVAILABLE'] as const;
export const reservationStatuses = ['REQUESTED', 'CONFIRMED', 'REFUSED'] as const;
export const leadTypes = ['contact', 'send-to-a-friend', 'valuation'] as const;
export const agreementTypes = ['privacy', 'terms'] as const;
export const mailKinds = [
  'contact',
  'contact-confirmation',
  'send-to-a-friend',
  'subscription',
  'appointment',
  'appointment-agency',
  'appointment-cancelled',
  'appointment-cancelled-agency',
  'reservation',
  'reservation-request',
  'alert',
  'valuation',
  'valuation-confirmation',
] as const;
export type MailKind = (typeof mailKinds)[number];

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
      .references(() => sites.id, { onDelete: 'cascade' }),
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
      .references(() => sites.id, { onDelete: 'cascade' }),
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
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Texts>().notNull(),
    /**
     * Set for the agenda of one estate's visits; null for the office agenda. A deferrable foreign key to
     * estates (on delete cascade) sits in migration 0004: estates and agendas point at each other.
     */
    estateId: integer('estate_id'),
  },
  (t) => [index('agendas_site_idx').on(t.siteId), index('agendas_estate_idx').on(t.estateId)],
);

export const estates = pgTable(
  'estates',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The project of a unit: a deferrable foreign key (on delete cascade) in migration 0004. */
    parentId: integer('parent_id'),
    project: boolean('project').notNull(),
    headTypeId: integer('head_type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    countryId: text('country_id').notNull(),
    /** Asking price, or the project's "price from": the value search and sort use. */
    price: euros('price'),
    bedrooms: integer('bedrooms'),
    epcLabel: text('epc_label'),
    publicationDate: timestamptz('publication_date').notNull(),
    floor: integer('floor'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    collections: integer('collections').array().notNull().default(sql`'{}'::integer[]`),
    agendaId: integer('agenda_id').references(() => agendas.id, { onDelete: 'set null' }),
    summary: jsonb('summary').$type<StoredEstateSummary>().notNull(),
    doc: jsonb('doc').$type<StoredEstateDoc>().notNull(),
  },
  (t) => [
    index('estates_listing_idx').on(t.siteId, t.parentId, t.publicationDate, t.id),
    // The lists' index: every column a list filters, sorts, groups or counts on, so that the search, its
    // counts and the filter options read this index alone (index-only scans, docs/bench-api.md) and never
    // the wide rows with their jsonb documents. Partial: a list shows no project's units. It replaces the
    // (site_id, price) index, which led the planner to walk every rent's low price for the lowest sale price.
    index('estates_search_idx')
      .on(t.siteId, t.transactionId, t.headTypeId, t.price, t.id, t.publicationDate, t.cityId, t.subTypeId, t.bedrooms, t.epcLabel, t.project, t.countryId)
      .where(sql`${t.parentId} is null`),
    index('estates_parent_idx').on(t.parentId),
    index('estates_transaction_idx').on(t.siteId, t.transactionId),
    index('estates_head_type_idx').on(t.siteId, t.headTypeId),
    index('estates_sub_type_idx').on(t.siteId, t.subTypeId),
    index('estates_city_idx').on(t.siteId, t.cityId),
    index('estates_bedrooms_idx').on(t.siteId, t.bedrooms),
    index('estates_epc_idx').on(t.siteId, t.epcLabel),
    index('estates_collections_idx').using('gin', t.collections),
    check('estates_transaction_check', oneOf(t.transactionId, numberKeys(transactions))),
    check('estates_head_type_check', oneOf(t.headTypeId, numberKeys(headTypes))),
    check('estates_epc_label_check', oneOf(t.epcLabel, epcLabels)),
    check('estates_price_check', sql`${t.price} >= 0`),
  ],
);

export const navigations = pgTable(
  'navigations',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    items: jsonb('items').$type<StoredMenuItem[]>().notNull(),
  },
  (t) => [uniqueIndex('navigations_site_type_idx').on(t.siteId, t.type), check('navigations_type_check', oneOf(t.type, ['header', 'footer']))],
);

export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
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
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof agreementTypes)[number]>().notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    version: text('version').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('agreements_site_type_locale_idx').on(t.siteId, t.type, t.locale),
    check('agreements_type_check', oneOf(t.type, agreementTypes)),
    check('agreements_locale_check', oneOf(t.locale, locales)),
  ],
);

/** Per-site overrides of the web's UI text. */
export const translations = pgTable(
  'translations',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.locale, t.key] }), check('translations_locale_check', oneOf(t.locale, locales))],
);

/** Generic entity lists (offices, team) of GET /sites/{siteId}/entities. */
export const entityItems = pgTable(
  'entity_items',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
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
      .references(() => sites.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
    subKindId: integer('sub_kind_id').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
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
      .references(() => rentalUnits.id, { onDelete: 'cascade' }),
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
      .references(() => rentalUnits.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof periodTypes)[number]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    price: euros('price'),
    status: text('status').$type<(typeof periodStatuses)[number]>().notNull(),
  },
  (t) => [
    uniqueIndex('rental_periods_unit_type_start_idx').on(t.unitId, t.type, t.startDate),
    index('rental_periods_start_idx').on(t.startDate),
    check('rental_periods_type_check', oneOf(t.type, periodTypes)),
    check('rental_periods_status_check', oneOf(t.status, periodStatuses)),
    check('rental_periods_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('rental_periods_price_check', sql`${t.price} >= 0`),
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
      .references(() => sites.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => rentalPeriods.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<(typeof reservationStatuses)[number]>().notNull(),
    guests: integer('guests').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    locale: text('locale').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Where the stay request came from (docs/site-api.md, "Lead origin"); null when the website sent none. */
    origin: jsonb('origin').$type<LeadOrigin>(),
  },
  (t) => [
    index('rental_reservations_unit_idx').on(t.unitId),
    index('rental_reservations_period_idx').on(t.periodId),
    check('rental_reservations_status_check', oneOf(t.status, reservationStatuses)),
    check('rental_reservations_locale_check', oneOf(t.locale, locales)),
    check('rental_reservations_guests_check', sql`${t.guests} > 0`),
  ],
);

export const agendaSlots = pgTable(
  'agenda_slots',
  {
    id: serial('id').primaryKey(),
    agendaId: integer('agenda_id')
      .notNull()
      .references(() => agendas.id, { onDelete: 'cascade' }),
    start: timestamptz('start').notNull(),
    end: timestamptz('end').notNull(),
  },
  (t) => [uniqueIndex('agenda_slots_agenda_start_idx').on(t.agendaId, t.start), check('agenda_slots_times_check', sql`${t.end} > ${t.start}`)],
);

/** Appointments; the partial unique index lets a slot hold one appointment that is not cancelled. */
export const appointments = pgTable(
  'appointments',
  {
    /**
     * SHA-256 (hex) of the appointment's 128-bit random token, which only the cancel link carries: a dump
     * of the database holds no working link (lib/demo-api/tokens.ts).
     */
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    agendaId: integer('agenda_id')
      .notNull()
      .references(() => agendas.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => agendaSlots.id, { onDelete: 'cascade' }),
    estateId: integer('estate_id').references(() => estates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    /** Where the booking came from (docs/site-api.md, "Lead origin"); null when the website sent none. */
    origin: jsonb('origin').$type<LeadOrigin>(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    uniqueIndex('appointments_active_slot_idx')
      .on(t.slotId)
      .where(sql`${t.cancelled} = false`),
    check('appointments_locale_check', oneOf(t.locale, locales)),
  ],
);

/** Visitor submissions: contact requests and send-to-a-friend. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof leadTypes)[number]>().notNull(),
    estateId: integer('estate_id').references(() => estates.id, { onDelete: 'set null' }),
    rentalUnitId: integer('rental_unit_id').references(() => rentalUnits.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('leads_site_idx').on(t.siteId), check('leads_type_check', oneOf(t.type, leadTypes))],
);

/** E-mails waiting to be sent by a mailer (SMTP when configured). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailKind>().notNull(),
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
  (t) => [index('outbox_unsent_idx').on(t.sentAt), check('outbox_kind_check', oneOf(t.kind, mailKinds))],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    locale: text('locale').notNull(),
    criteria: jsonb('criteria').$type<SubscriptionCriteria>().notNull(),
    /**
     * A price watch: the listings a visitor kept as favourites and asked to hear about when their
     * price drops. Null: a "keep me informed" search, which `criteria` describes.
     */
    estateIds: integer('estate_ids').array(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    /** Where the subscriber first came from (docs/site-api.md, "Lead origin"); null when the website sent none. */
    origin: jsonb('origin').$type<LeadOrigin>(),
  },
  (t) => [index('subscriptions_site_idx').on(t.siteId), check('subscriptions_locale_check', oneOf(t.locale, locales))],
);

/**
 * The edit and unsubscribe links' tokens (128 bits, random) as SHA-256 hex: every mail that carries a link
 * gets a new token of its own (a dump of the database holds no working link), and each keeps working.
 */
export const subscriptionTokens = pgTable(
  'subscription_tokens',
  {
    hash: text('hash').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('subscription_tokens_subscription_idx').on(t.subscriptionId)],
);
