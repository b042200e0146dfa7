/** Estates, their collections, agendas and the visits booked in them. */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredEstateDoc, StoredEstateSummary, Texts } from '@/lib/demo-api/types';
import type { LeadOrigin } from '@/lib/site-api/schemas/lead-origin';
import { epcLabels, headTypes, locales, transactions } from '@/lib/rules';
import { oneOf, numberKeys, euros, timestamptz } from './common';
import { sites, cities } from './site';

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
