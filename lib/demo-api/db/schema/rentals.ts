/** Holiday rental units, their photos, periods and reservation requests. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredRentalUnitDoc } from '@/lib/demo-api/types';
import type { LeadOrigin } from '@/lib/site-api/schemas/lead-origin';
import { locales } from '@/lib/rules';
import { periodTypes, periodStatuses, reservationStatuses, oneOf, euros, timestamptz } from './common';
import { sites, cities } from './site';

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
