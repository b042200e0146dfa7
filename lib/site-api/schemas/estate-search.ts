// The estate search: its body (POST /sites/{siteId}/estates and /estate-filters), its answers, and the
// filter options the same body asks for.
import { z } from 'zod';
import { areaOfGeoFilter, checkArea, MAX_POLYGON_POINTS, type GeoFilterShape } from '@/lib/rules/area';
import { geoSchema, idNameSchema, instantSchema, localizedSchema } from './common';
import { estateSummarySchema } from './estates';

export const sortTypes = ['price', 'city', 'date', 'type'] as const;
export const sortOrders = ['ASC', 'DESC'] as const;
export const groupings = ['type', 'status', 'subType', 'city'] as const;

/** Search fields the query parts may name (document 000, section 3). */
export const searchFields = [
  'country',
  'city',
  'price',
  'type',
  'status',
  'transaction',
  'subType',
  'bedrooms',
  'epc',
  'collection',
  'parentId',
] as const;

const termValue = z.union([z.string(), z.number()]);

/**
 * Our extension, optional: only estates whose location lies in this circle (radius in metres)
 * or polygon (corners in order, not crossing itself). Refused here as the demo API refuses it
 * (lib/rules/area.ts), so the API never receives an area the website would not draw.
 */
const geoFilterShape = z.union([
  z.strictObject({ circle: z.strictObject({ latitude: z.number(), longitude: z.number(), radius: z.number() }) }),
  z.strictObject({ polygon: z.array(geoSchema).min(3).max(MAX_POLYGON_POINTS + 1) }),
]);
export type GeoFilter = z.infer<typeof geoFilterShape> & GeoFilterShape;
export const geoFilterSchema = geoFilterShape.superRefine((geo, ctx) => {
  const checked = checkArea(areaOfGeoFilter(geo));
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: `area: ${checked.problem}` });
});

/** Our extension: the filters of the body the API applied beyond the contract's own (an API that does not say so did not). */
const appliedSchema = z.object({ geo: z.boolean().optional(), openHouse: z.boolean().optional() }).optional();

// POST /sites/{siteId}/estates and POST /sites/{siteId}/estate-filters (same body)
export const estateSearchBodySchema = z.object({
  filter: z.object({
    query: z
      .object({
        terms: z.partialRecord(z.enum(searchFields), z.array(termValue)).optional(),
        range: z
          .partialRecord(z.enum(searchFields), z.object({ gte: z.number().optional(), lte: z.number().optional() }))
          .optional(),
        match: z.partialRecord(z.enum(searchFields), termValue).optional(),
      })
      .default({}),
    /** Estate-collection ids; an estate matches when one of its collections (or one of its children's) is listed. */
    collections: z.array(z.number().int()).optional(),
    geo: geoFilterSchema.optional(),
    /** Our extension, optional: only estates with an open house not yet over that starts before this instant. */
    openHouseBefore: instantSchema.optional(),
  }),
  sort: z.object({ type: z.enum(sortTypes), order: z.enum(sortOrders) }).nullable().optional(),
  grouping: z.enum(groupings).nullable().optional(),
  /** Null: no limit (the map's list view type 1). */
  limit: z.number().int().positive().max(1000).nullable().optional(),
  offset: z.number().int().nonnegative().optional(),
});
export type EstateSearchBody = z.input<typeof estateSearchBodySchema>;

/**
 * How many matches one group holds under the body's `grouping`, across all pages. `key` is the grouped
 * field's id (head type, transaction, subtype or city id); null is the group of estates without a key
 * (a project under `subType`).
 */
export const estateGroupCountSchema = z.object({ key: z.number().int().nullable(), count: z.number().int().nonnegative() });
export type EstateGroupCount = z.infer<typeof estateGroupCountSchema>;

export const estateSearchResultSchema = z.object({
  total: z.object({ value: z.number().int().nonnegative() }),
  results: z.array(estateSummarySchema),
  /** Our extension, optional: a site API without it still works (the list then counts what it loaded). */
  groups: z.array(estateGroupCountSchema).optional(),
  applied: appliedSchema,
});
export type EstateSearchResult = z.infer<typeof estateSearchResultSchema>;

const optionWithCount = idNameSchema.extend({ count: z.number().int().nonnegative() });

export const estateFiltersSchema = z.object({
  headTypes: z.array(optionWithCount),
  locations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      zip: z.string(),
      alias: localizedSchema.nullable(),
      count: z.number().int().nonnegative(),
    }),
  ),
  prices: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  transactions: z.array(optionWithCount),
  epcLabels: z.array(z.object({ label: z.string(), count: z.number().int().nonnegative() })),
  applied: appliedSchema,
});
export type EstateFilters = z.infer<typeof estateFiltersSchema>;
