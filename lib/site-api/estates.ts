import 'server-only';
import type { z } from 'zod';
import type { SiteApiErrorInfo } from './errors';
import {
  contactInfoSchema,
  estateCollectionSchema,
  estateDetailSchema,
  estateFiltersSchema,
  estateGroupSchema,
  estateSearchBodySchema,
  estateSearchResultSchema,
  type EstateCollection,
  type EstateDetail,
  type EstateFilters,
  type EstateGroup,
  type EstateSearchBody,
  type EstateSearchResult,
} from './schemas';
import { nullIfNotFound, orEmpty, siteApi, type SiteContext } from './client';
import { cacheTags, revalidateSeconds, type CacheResource } from './cache-tags';

export type EstateContactInfo = z.infer<typeof contactInfoSchema>;
/** Never a failure: an empty result with `error` set when the call failed (spec, section 8). */
export type EstateSearchOutcome = EstateSearchResult & { error?: SiteApiErrorInfo };
export type EstateFiltersOutcome = EstateFilters & { error?: SiteApiErrorInfo };

export function emptyEstateSearchResult(): EstateSearchResult {
  return { total: { value: 0 }, results: [] };
}

export function emptyEstateFilters(): EstateFilters {
  return { headTypes: [], locations: [], prices: { min: null, max: null }, transactions: [], epcLabels: [] };
}

/** The options every estate call shares: the zabun-client marker and a 30 s listing lifetime. */
function estateCall(ctx: SiteContext, resource: CacheResource, id?: number) {
  return {
    siteId: ctx.siteId,
    locale: ctx.locale,
    signal: ctx.signal,
    zabunClient: true,
    cache: { revalidate: revalidateSeconds.listings, tags: cacheTags(ctx.siteId, resource, id) },
  };
}

/** POST carries no ACCEPT-LANGUAGE by the client's rule, yet the answer's names follow the language. */
function languageHeader(ctx: SiteContext): Record<string, string> {
  return ctx.locale ? { 'ACCEPT-LANGUAGE': ctx.locale } : {};
}

// POST /sites/{siteId}/estates
export function searchEstates(ctx: SiteContext, body: EstateSearchBody): Promise<EstateSearchOutcome> {
  return orEmpty(
    siteApi().post(`/sites/${ctx.siteId}/estates`, {
      ...estateCall(ctx, 'estates'),
      headers: languageHeader(ctx),
      body,
      bodySchema: estateSearchBodySchema,
      schema: estateSearchResultSchema,
    }),
    emptyEstateSearchResult,
  );
}

// POST /sites/{siteId}/estate-filters (the search body; answers the options left by it)
export function getEstateFilters(ctx: SiteContext, body: EstateSearchBody): Promise<EstateFiltersOutcome> {
  return orEmpty(
    siteApi().post(`/sites/${ctx.siteId}/estate-filters`, {
      ...estateCall(ctx, 'estate-filters'),
      headers: languageHeader(ctx),
      body,
      bodySchema: estateSearchBodySchema,
      schema: estateFiltersSchema,
    }),
    emptyEstateFilters,
  );
}

// GET /sites/{siteId}/estates/v2/{id}
export function getEstate(ctx: SiteContext, id: number): Promise<EstateDetail | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/estates/v2/${id}`, { ...estateCall(ctx, 'estate', id), schema: estateDetailSchema }),
  );
}

// GET /sites/{siteId}/estates/group/{id}: a project with its child units
export function getEstateGroup(ctx: SiteContext, id: number): Promise<EstateGroup | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/estates/group/${id}`, { ...estateCall(ctx, 'estate', id), schema: estateGroupSchema }),
  );
}

// GET /sites/{siteId}/estates/{id}/contact-info
export function getEstateContactInfo(ctx: SiteContext, id: number): Promise<EstateContactInfo | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/estates/${id}/contact-info`, {
      ...estateCall(ctx, 'estate', id),
      schema: contactInfoSchema,
    }),
  );
}

// GET /sites/{siteId}/estate-collections/{id}
export function getEstateCollection(ctx: SiteContext, id: number): Promise<EstateCollection | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/estate-collections/${id}`, {
      ...estateCall(ctx, 'estate-collection', id),
      schema: estateCollectionSchema,
    }),
  );
}
