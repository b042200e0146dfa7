import 'server-only';
import { revalidateTag } from 'next/cache';
import { purgeEdge } from '@/lib/http/edge-purge';
import { changeKeys } from '@/lib/http/shared-pages';
import type { z } from 'zod';
import type { SiteApiErrorInfo } from './errors';
import {
  rentalPeriodsSchema,
  rentalReservationRequestSchema,
  rentalReservationSchema,
  rentalUnitFiltersSchema,
  rentalUnitSchema,
  rentalUnitSearchBodySchema,
  rentalUnitSearchResultSchema,
  type RentalPeriod,
  type RentalReservationRequest,
  type RentalUnit,
  type RentalUnitFilters,
  type RentalUnitSearchBody,
  type RentalUnitSearchResult,
} from './schemas';
import { writeExpectingContent, nullIfNotFound, orEmpty, siteApi, type SiteContext } from './client';
import { cacheTags, resourceTag, revalidateSeconds, type CacheResource } from './cache-tags';

export type RentalReservation = z.infer<typeof rentalReservationSchema>;
/** Never a failure: an empty result with `error` set when the call failed (spec, section 8). */
export type RentalUnitSearchOutcome = RentalUnitSearchResult & { error?: SiteApiErrorInfo };
export type RentalUnitFiltersOutcome = RentalUnitFilters & { error?: SiteApiErrorInfo };
export type RentalPeriodsOutcome = { periods: RentalPeriod[]; error?: SiteApiErrorInfo };

export function emptyRentalUnitSearchResult(): RentalUnitSearchResult {
  return { total: 0, results: [] };
}

export function emptyRentalUnitFilters(): RentalUnitFilters {
  return {
    locations: [],
    subKinds: [],
    maxOccupations: [],
    cities: [],
    periodTypes: [],
    periodStartDates: [],
    periodDates: [],
  };
}

function rentalCall(ctx: SiteContext, resource: CacheResource, id?: number) {
  return {
    siteId: ctx.siteId,
    locale: ctx.locale,
    signal: ctx.signal,
    cache: { revalidate: revalidateSeconds.listings, tags: cacheTags(ctx.siteId, resource, id) },
  };
}

/** POST carries no ACCEPT-LANGUAGE by the client's rule, yet the answer's names follow the language. */
function languageHeader(ctx: SiteContext): Record<string, string> {
  return ctx.locale ? { 'ACCEPT-LANGUAGE': ctx.locale } : {};
}

// POST /sites/{siteId}/rental-units
export function searchRentalUnits(ctx: SiteContext, body: RentalUnitSearchBody): Promise<RentalUnitSearchOutcome> {
  return orEmpty(
    siteApi().post(`/sites/${ctx.siteId}/rental-units`, {
      ...rentalCall(ctx, 'rental-units'),
      headers: languageHeader(ctx),
      body,
      bodySchema: rentalUnitSearchBodySchema,
      schema: rentalUnitSearchResultSchema,
    }),
    emptyRentalUnitSearchResult,
  );
}

// POST /sites/{siteId}/rental-units/filters (the search body; answers the options left by it)
export function getRentalUnitFilters(
  ctx: SiteContext,
  body: RentalUnitSearchBody = { filter: {} },
): Promise<RentalUnitFiltersOutcome> {
  return orEmpty(
    siteApi().post(`/sites/${ctx.siteId}/rental-units/filters`, {
      ...rentalCall(ctx, 'rental-unit-filters'),
      headers: languageHeader(ctx),
      body,
      bodySchema: rentalUnitSearchBodySchema,
      schema: rentalUnitFiltersSchema,
    }),
    emptyRentalUnitFilters,
  );
}

// GET /sites/{siteId}/rental-units/{id}
export function getRentalUnit(ctx: SiteContext, id: number): Promise<RentalUnit | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/rental-units/${id}`, { ...rentalCall(ctx, 'rental-unit', id), schema: rentalUnitSchema }),
  );
}

// GET /sites/{siteId}/rental-units/{id}/periods
export function getRentalUnitPeriods(ctx: SiteContext, id: number): Promise<RentalPeriodsOutcome> {
  const path = `/sites/${ctx.siteId}/rental-units/${id}/periods`;
  return orEmpty(
    siteApi()
      .get(path, { ...rentalCall(ctx, 'rental-unit', id), schema: rentalPeriodsSchema })
      .then((periods) => ({ periods: periods ?? [] })),
    () => ({ periods: [] }),
  );
}

// POST /sites/{siteId}/rental-units/reservation
export function createRentalReservation(
  ctx: SiteContext,
  request: RentalReservationRequest,
): Promise<RentalReservation> {
  return writeExpectingContent('POST', `/sites/${ctx.siteId}/rental-units/reservation`, { siteId: ctx.siteId, body: request, bodySchema: rentalReservationRequestSchema, schema: rentalReservationSchema });
}

// GET /sites/{siteId}/rental-units/photo/{photoId}/{size}: the image itself; null when unknown
export function getRentalUnitPhoto(ctx: SiteContext, photoId: number, size: string): Promise<Response | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/rental-units/photo/${photoId}/${encodeURIComponent(size)}`, {
      siteId: ctx.siteId,
      raw: true,
      cache: { revalidate: revalidateSeconds.immutable, tags: cacheTags(ctx.siteId, 'rental-unit', `photo-${photoId}`) },
    }),
  );
}

/**
 * Drops the cached availability a reservation changed: the unit's periods, and the search and filter
 * answers whose free periods it was part of. Without this a visitor reloading the page after booking would
 * see the period free for up to half a minute.
 */
export async function expireRentalAvailability(siteId: number, rentalUnitId: number): Promise<void> {
  const tags = [resourceTag(siteId, 'rental-unit', rentalUnitId), resourceTag(siteId, 'rental-units'), resourceTag(siteId, 'rental-unit-filters')];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await purgeEdge(changeKeys({ siteId, resource: 'rental-unit', id: rentalUnitId }));
}
