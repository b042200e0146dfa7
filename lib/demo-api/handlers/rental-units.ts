// Holiday rental units: search, filter data, detail, periods, photos and reservations.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { locales } from '@/lib/rules';
import type { RentalUnitFilters, RentalUnitSearchResult } from '@/lib/site-api/schemas';
import { rentalReservationRequestSchema, rentalUnitSearchBodySchema } from '@/lib/site-api/schemas';
import { cities, rentalPeriods, rentalPhotos, rentalReservations, rentalUnits } from '../db/schema';
import { ApiError, IMMUTABLE, file, idParam, json, notFound, readBody } from '../http';
import { localizeRentalUnit } from '../localize';
import { periodTypeLabels, rentalLocationLabels, rentalSubKindLabels } from '../seed/labels';
import { photoFileName, type PhotoSize } from '../seed/photos';
import { isoDay } from '../seed/time';
import type { Texts } from '../types';
import { reservationMails } from '../lead-mails';
import { kickMailer } from '../mailer';
import { queueMail } from '../outbox';
import { holidayLink } from '../site-links';
import type { DbLike } from '../db/types';
import type { Handler, SiteContext } from './context';

type SearchFilter = ReturnType<typeof rentalUnitSearchBodySchema.parse>['filter'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A free period from today on, narrowed by type, start date or dates ("start/end", or a day it covers). */
function freePeriodCondition(filter: SearchFilter, today: string): SQL | undefined {
  if (!filter.periodType && !filter.periodStartDate && !filter.periodDate) return undefined;
  const parts: SQL[] = [sql`p.unit_id = ${rentalUnits.id}`, sql`p.status = 'FREE'`, sql`p.start_date >= ${today}::date`];
  if (filter.periodType) parts.push(sql`p.type = ${filter.periodType}`);
  if (filter.periodStartDate) {
    if (!DATE.test(filter.periodStartDate)) throw new ApiError(400, 'INVALID_DATE', 'periodStartDate must be YYYY-MM-DD');
    parts.push(sql`p.start_date = ${filter.periodStartDate}::date`);
  }
  if (filter.periodDate) {
    const [start, end] = filter.periodDate.split(/[/_]/);
    if (!start || !DATE.test(start) || (end !== undefined && !DATE.test(end))) {
      throw new ApiError(400, 'INVALID_DATE', 'periodDate must be YYYY-MM-DD or YYYY-MM-DD/YYYY-MM-DD');
    }
    parts.push(end ? sql`p.start_date = ${start}::date and p.end_date = ${end}::date` : sql`p.start_date <= ${start}::date and p.end_date > ${start}::date`);
  }
  return sql`exists (select 1 from ${rentalPeriods} p where ${sql.join(parts, sql` and `)})`;
}

function unitConditions(siteId: number, filter: SearchFilter, today: string, withPeriods: boolean): SQL | undefined {
  return and(
    eq(rentalUnits.siteId, siteId),
    filter.location?.length ? inArray(rentalUnits.locationId, filter.location) : undefined,
    filter.subKind?.length ? inArray(rentalUnits.subKindId, filter.subKind) : undefined,
    filter.city?.length ? inArray(rentalUnits.cityId, filter.city) : undefined,
    filter.maxOccupation ? gte(rentalUnits.maxOccupation, filter.maxOccupation) : undefined,
    withPeriods ? freePeriodCondition(filter, today) : undefined,
  );
}

/**
 * Per unit, the lowest price of a free period ahead, with its type: of `periodType` when the search names
 * one, else the cheapest of any type.
 */
async function pricesFrom(db: DbLike, unitIds: number[], today: string, periodType?: string): Promise<Map<number, { price: number; periodType: string }>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ unitId: rentalPeriods.unitId, type: rentalPeriods.type, price: rentalPeriods.price })
    .from(rentalPeriods)
    .where(
      and(
        inArray(rentalPeriods.unitId, unitIds),
        eq(rentalPeriods.status, 'FREE'),
        gte(rentalPeriods.startDate, today),
        sql`${rentalPeriods.price} is not null`,
        periodType ? eq(rentalPeriods.type, periodType as never) : undefined,
      ),
    );
  const lowest = new Map<number, { price: number; periodType: string }>();
  for (const row of rows) {
    const price = Number(row.price);
    const known = lowest.get(row.unitId);
    if (!known || price < known.price) lowest.set(row.unitId, { price, periodType: row.type });
  }
  return lowest;
}

// POST /sites/{siteId}/rental-units
export const searchRentalUnits: Handler<SiteContext> = async ({ db, site, locale, request, now }) => {
  const body = await readBody(request, rentalUnitSearchBodySchema, true);
  const where = unitConditions(site.id, body.filter, isoDay(now), true);
  const [rows, totals] = await Promise.all([
    db
      .select({ doc: rentalUnits.doc })
      .from(rentalUnits)
      .where(where)
      .orderBy(asc(rentalUnits.id))
      .limit(body.limit ?? 100)
      .offset(body.offset ?? 0),
    db.select({ n: count() }).from(rentalUnits).where(where),
  ]);
  const prices = await pricesFrom(db, rows.map((r) => r.doc.id), isoDay(now), body.filter.periodType);
  const answer: RentalUnitSearchResult = {
    total: totals[0]?.n ?? 0,
    results: rows.map((r) => ({ ...localizeRentalUnit(r.doc, locale), priceFrom: prices.get(r.doc.id) ?? null })),
  };
  return json(answer);
};

const periodTypeOrder = ['WEEK', 'WEEKEND', 'MIDWEEK', 'LONG_WEEKEND'] as const;

// POST /sites/{siteId}/rental-units/filters: options of the site's units; dates of free periods ahead (of
// `filter.periodType` when given; the period types themselves are always all of them)
export const rentalUnitFilters: Handler<SiteContext> = async ({ db, site, locale, request, now }) => {
  const body = await readBody(request, rentalUnitSearchBodySchema, true);
  const today = isoDay(now);
  const units = await db
    .select({ id: rentalUnits.id, location: rentalUnits.locationId, subKind: rentalUnits.subKindId, max: rentalUnits.maxOccupation, cityId: cities.id, cityName: cities.name, alias: cities.alias, zip: cities.zip })
    .from(rentalUnits)
    .innerJoin(cities, eq(cities.id, rentalUnits.cityId))
    .where(eq(rentalUnits.siteId, site.id));
  const matching = await db.select({ id: rentalUnits.id }).from(rentalUnits).where(unitConditions(site.id, body.filter, today, false));
  const periods = matching.length
    ? await db
        .selectDistinct({ type: rentalPeriods.type, start: rentalPeriods.startDate, end: rentalPeriods.endDate })
        .from(rentalPeriods)
        .where(and(inArray(rentalPeriods.unitId, matching.map((m) => m.id)), eq(rentalPeriods.status, 'FREE'), gte(rentalPeriods.startDate, today)))
        .orderBy(asc(rentalPeriods.startDate), asc(rentalPeriods.endDate))
    : [];
  const ofType = body.filter.periodType ? periods.filter((p) => p.type === body.filter.periodType) : periods;
  const option = (table: Record<number, Texts>, id: number) => ({ id, name: table[id] ?? Object.fromEntries(locales.map((l) => [l, String(id)])) });
  const distinct = <T>(values: T[]) => [...new Set(values)];
  const cityOptions = new Map(units.map((u) => [u.cityId, { id: u.cityId, name: u.alias?.[locale] ?? u.cityName, zip: u.zip }]));
  const answer: RentalUnitFilters = {
    locations: distinct(units.map((u) => u.location)).sort((a, b) => a - b).map((id) => option(rentalLocationLabels, id)),
    subKinds: distinct(units.map((u) => u.subKind)).sort((a, b) => a - b).map((id) => option(rentalSubKindLabels, id)),
    maxOccupations: distinct(units.map((u) => u.max).filter((m): m is number => m !== null)).sort((a, b) => a - b),
    cities: [...cityOptions.values()].sort((a, b) => a.name.localeCompare(b.name, locale)),
    periodTypes: periodTypeOrder.filter((t) => periods.some((p) => p.type === t)).map((code) => ({ code, name: periodTypeLabels[code] })),
    // Arrival days and stays of the chosen period type only: a week's visitor is never offered a weekend.
    periodStartDates: distinct(ofType.map((p) => p.start)),
    periodDates: distinct(ofType.map((p) => `${p.start}/${p.end}`)).map((pair) => {
      const [start = '', end = ''] = pair.split('/');
      return { start, end };
    }),
  };
  return json(answer);
};

async function loadUnit(ctx: SiteContext, id: number) {
  const rows = await ctx.db
    .select({ id: rentalUnits.id, doc: rentalUnits.doc, maxOccupation: rentalUnits.maxOccupation })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.siteId, ctx.site.id), eq(rentalUnits.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

// GET /sites/{siteId}/rental-units/{id}
export const getRentalUnit: Handler<SiteContext> = async (ctx) => {
  const unit = await loadUnit(ctx, idParam(ctx.params.id, 'Rental unit'));
  if (!unit) throw notFound('Rental unit');
  const prices = await pricesFrom(ctx.db, [unit.id], isoDay(ctx.now));
  return json({ ...localizeRentalUnit(unit.doc, ctx.locale), priceFrom: prices.get(unit.id) ?? null });
};

// GET /sites/{siteId}/rental-units/{id}/periods: periods that have not ended yet
export const getRentalPeriods: Handler<SiteContext> = async (ctx) => {
  const unit = await loadUnit(ctx, idParam(ctx.params.id, 'Rental unit'));
  if (!unit) throw notFound('Rental unit');
  const rows = await ctx.db
    .select()
    .from(rentalPeriods)
    .where(and(eq(rentalPeriods.unitId, unit.id), gt(rentalPeriods.endDate, isoDay(ctx.now))))
    .orderBy(asc(rentalPeriods.startDate), sql`array_position(ARRAY['WEEK','LONG_WEEKEND','WEEKEND','MIDWEEK'], ${rentalPeriods.type})`, asc(rentalPeriods.id));
  return json(rows.map((p) => ({ id: p.id, type: p.type, start: p.startDate, end: p.endDate, price: p.price, status: p.status })));
};

const sizeNames: Record<string, PhotoSize> = {
  large: 'large',
  original: 'large',
  file: 'large',
  '1200x800': 'large',
  thumbnail: 'thumbnail',
  thumb: 'thumbnail',
  small: 'thumbnail',
  '600x400': 'thumbnail',
};

// GET /sites/{siteId}/rental-units/photo/{photoId}/{size}
export const getRentalPhoto: Handler<SiteContext> = async ({ db, site, params, mediaDir }) => {
  const photoId = idParam(params.photoId, 'Photo');
  const size = sizeNames[(params.size ?? '').toLowerCase()];
  if (!size) throw notFound('Photo size');
  const rows = await db
    .select({ file: rentalPhotos.file })
    .from(rentalPhotos)
    .innerJoin(rentalUnits, eq(rentalUnits.id, rentalPhotos.unitId))
    .where(and(eq(rentalPhotos.id, photoId), eq(rentalUnits.siteId, site.id)))
    .limit(1);
  const photo = rows[0];
  if (!photo) throw notFound('Photo');
  try {
    return file(await readFile(path.join(/*turbopackIgnore: true*/ mediaDir, photoFileName(photo.file, size))), 'image/jpeg', IMMUTABLE);
  } catch {
    throw notFound('Photo');
  }
};

const PG_EXCLUSION_VIOLATION = '23P01';
const pgCode = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null);

const unavailable = () => new ApiError(409, 'PERIOD_UNAVAILABLE', 'This period is no longer available');

// POST /sites/{siteId}/rental-units/reservation: in one transaction, a free period becomes booked
export const createRentalReservation: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, rentalReservationRequestSchema);
  const today = isoDay(ctx.now);
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const unit = (await tx.select({ id: rentalUnits.id, max: rentalUnits.maxOccupation, doc: rentalUnits.doc }).from(rentalUnits).where(and(eq(rentalUnits.siteId, ctx.site.id), eq(rentalUnits.id, body.rentalUnitId))).limit(1))[0];
      if (!unit) throw notFound('Rental unit');
      if (unit.max !== null && body.guests > unit.max) {
        throw new ApiError(422, 'VALIDATION_FAILED', `This unit sleeps at most ${unit.max} guests`, { fields: { guests: `At most ${unit.max} guests` } });
      }
      const period = (await tx.select().from(rentalPeriods).where(and(eq(rentalPeriods.id, body.periodId), eq(rentalPeriods.unitId, unit.id))).for('update').limit(1))[0];
      if (!period) throw notFound('Period');
      if (period.startDate < today) throw new ApiError(422, 'PERIOD_IN_PAST', 'This period has already started', { fields: { periodId: 'Period in the past' } });
      if (period.status !== 'FREE') throw unavailable();
      const overlapping = await tx
        .select({ id: rentalReservations.id })
        .from(rentalReservations)
        .where(and(eq(rentalReservations.unitId, unit.id), ne(rentalReservations.status, 'REFUSED'), lt(rentalReservations.startDate, period.endDate), gt(rentalReservations.endDate, period.startDate)))
        .limit(1);
      if (overlapping[0]) throw unavailable();
      // A request: the period is held for it until the agency answers (there is no back office in the demo).
      const [reservation] = await tx
        .insert(rentalReservations)
        .values({
          siteId: ctx.site.id,
          unitId: unit.id,
          periodId: period.id,
          startDate: period.startDate,
          endDate: period.endDate,
          status: 'REQUESTED',
          guests: body.guests,
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          phone: body.phone,
          message: body.message,
          locale: body.locale,
          createdAt: ctx.now,
          origin: body.origin ?? null,
        })
        .returning({ id: rentalReservations.id, status: rentalReservations.status, createdAt: rentalReservations.createdAt });
      await tx.update(rentalPeriods).set({ status: 'BOOKED' }).where(eq(rentalPeriods.id, period.id));
      // A request: the guest learns it is received (not yet confirmed), the agency gets all it needs to answer.
      const title = unit.doc.general.descriptionShort[body.locale] ?? unit.doc.general.descriptionShort[ctx.site.data.defaultLocale] ?? null;
      const mails = reservationMails({
        site: ctx.site.data,
        visitor: body,
        guests: body.guests,
        locale: body.locale,
        period: { start: period.startDate, end: period.endDate },
        about: { title, link: holidayLink(ctx, body.locale, unit.id) },
        origin: body.origin,
      });
      for (const mail of mails) await queueMail(tx, ctx.site.id, mail, ctx.now);
      await tx
        .update(rentalPeriods)
        .set({ status: 'UNAVAILABLE' })
        .where(and(eq(rentalPeriods.unitId, unit.id), ne(rentalPeriods.id, period.id), eq(rentalPeriods.status, 'FREE'), lt(rentalPeriods.startDate, period.endDate), gt(rentalPeriods.endDate, period.startDate)));
      return reservation;
    });
    if (!created) throw new Error('reservation insert returned nothing');
    kickMailer();
    return json({ id: created.id, status: created.status, createdAt: created.createdAt.toISOString() }, 201);
  } catch (error) {
    // The exclusion constraint is the last guard if two bookings of overlapping periods race.
    if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw unavailable();
    throw error;
  }
};
