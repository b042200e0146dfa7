/** A site and what it shows beside its listings: pages, menus, agreements, texts, entity lists, towns. */
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EntityValue, StoredMenuItem, StoredSiteData, Texts } from '@/lib/demo-api/types';
import { locales } from '@/lib/rules';
import { agreementTypes, oneOf, bytea, timestamptz } from './common';

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
