import { z } from 'zod';
import { geoSchema, isoDateTimeSchema, localeSchema, localizedSchema } from './common';
import { leadOriginSchema } from './lead-origin';

const localizedOption = z.object({ id: z.number().int(), name: localizedSchema });

export const rentalUnitAddressSchema = z.object({
  visible: z.boolean(),
  street: localizedSchema,
  number: z.string().nullable(),
  box: z.string().nullable(),
  city: z.object({ name: z.string(), zip: z.string(), alias: localizedSchema.nullable() }),
});

// GET /sites/{siteId}/rental-units/{id}; listed by POST /sites/{siteId}/rental-units
export const rentalUnitSchema = z.object({
  id: z.number().int(),
  photos: z.array(z.object({ id: z.number().int() })),
  general: z.object({
    description: localizedSchema,
    descriptionShort: localizedSchema,
    location: z.object({ id: z.number().int(), name: z.string() }),
    city: z.object({ id: z.number().int(), name: z.string() }),
    maxOccupation: z.number().int().nullable(),
    subKind: z.object({ id: z.number().int(), name: z.string() }),
    garage: z.boolean().nullable(),
    floor: z.number().int().nullable(),
    building: z.object({ name: z.string().nullable(), rentalName: z.string().nullable() }),
  }),
  places: z.object({ bedrooms: z.number().int().nullable(), bathrooms: z.number().int().nullable() }),
  options: z.array(z.string()),
  address: rentalUnitAddressSchema,
  location: geoSchema.nullable(),
  virtualTour: z.string().nullable(),
  /**
   * The lowest price of a free period ahead and its period type (of the searched type, when the search
   * names one). Optional: an API without it shows no price on cards.
   */
  priceFrom: z.object({ price: z.number().nonnegative(), periodType: z.string() }).nullable().optional(),
});
export type RentalUnit = z.infer<typeof rentalUnitSchema>;

export const rentalUnitSearchBodySchema = z.object({
  filter: z
    .object({
      location: z.array(z.number().int()).optional(),
      subKind: z.array(z.number().int()).optional(),
      maxOccupation: z.number().int().positive().optional(),
      city: z.array(z.number().int()).optional(),
      periodType: z.string().optional(),
      periodStartDate: z.string().optional(),
      periodDate: z.string().optional(),
    })
    .default({}),
  limit: z.number().int().positive().max(100).optional(),
  offset: z.number().int().nonnegative().optional(),
});
export type RentalUnitSearchBody = z.input<typeof rentalUnitSearchBodySchema>;

// POST /sites/{siteId}/rental-units
export const rentalUnitSearchResultSchema = z.object({
  total: z.number().int().nonnegative(),
  results: z.array(rentalUnitSchema),
});
export type RentalUnitSearchResult = z.infer<typeof rentalUnitSearchResultSchema>;

// POST /sites/{siteId}/rental-units/filters
export const rentalUnitFiltersSchema = z.object({
  locations: z.array(localizedOption),
  subKinds: z.array(localizedOption),
  maxOccupations: z.array(z.number().int()),
  cities: z.array(z.object({ id: z.number().int(), name: z.string(), zip: z.string() })),
  periodTypes: z.array(z.object({ code: z.string(), name: localizedSchema })),
  periodStartDates: z.array(z.string()),
  periodDates: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type RentalUnitFilters = z.infer<typeof rentalUnitFiltersSchema>;

// GET /sites/{siteId}/rental-units/{id}/periods
export const rentalPeriodSchema = z.object({
  id: z.number().int(),
  type: z.enum(['WEEK', 'WEEKEND', 'MIDWEEK', 'LONG_WEEKEND']),
  start: z.string(),
  end: z.string(),
  price: z.number().nullable(),
  status: z.enum(['FREE', 'BOOKED', 'UNAVAILABLE']),
});
export const rentalPeriodsSchema = z.array(rentalPeriodSchema);
export type RentalPeriod = z.infer<typeof rentalPeriodSchema>;

// POST /sites/{siteId}/rental-units/reservation (request)
export const rentalReservationRequestSchema = z.object({
  rentalUnitId: z.number().int(),
  periodId: z.number().int(),
  guests: z.number().int().positive(),
  firstname: z.string().min(1).max(100),
  lastname: z.string().min(1).max(100),
  email: z.string().email().max(200),
  phone: z.string().max(40).nullable(),
  message: z.string().max(4000).nullable(),
  locale: localeSchema,
  /** Where the lead came from (docs/site-api.md, "Lead origin"); absent when unknown. */
  origin: leadOriginSchema.optional(),
});
export type RentalReservationRequest = z.infer<typeof rentalReservationRequestSchema>;

// POST /sites/{siteId}/rental-units/reservation (answer, 201)
export const rentalReservationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['REQUESTED', 'CONFIRMED', 'REFUSED']),
  createdAt: isoDateTimeSchema,
});
