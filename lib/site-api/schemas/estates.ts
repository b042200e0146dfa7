import { z } from 'zod';
import { geoSchema, idNameSchema, instantSchema, isoDateTimeSchema, localizedSchema } from './common';
import { regions, statuses } from '@/lib/rules';
import { warnOnce } from '@/lib/log/warn-once';
import { sitePhotoPath } from '@/lib/media/remote-photo';
import { knownKeys, lenientArray, lenientEnum } from './lenient';

export const priceSchema = z.object({
  value: z.number().nullable(),
  totalPrice: z.number().nullable(),
  priceFrom: z.number().nullable(),
  constructionValue: z.number().nullable(),
});

export const citySchema = z.object({
  id: z.number().int(),
  /** Official name in the municipality's own language. */
  name: z.string(),
  zip: z.string().regex(/^\d{4}$/),
  /** Name per language where it differs (Luik / Liège / Lüttich). */
  alias: localizedSchema.nullable(),
  countryId: z.string().length(2),
});
export type City = z.infer<typeof citySchema>;

export const addressSchema = z.object({
  /** When false, street, number and box must not be shown (nor used in the slug). */
  visible: z.boolean(),
  street_address: z.string().nullable(),
  street: localizedSchema,
  number: z.string().nullable(),
  box: z.string().nullable(),
  city: citySchema,
  country: z.object({ id: z.string().length(2) }),
  region: lenientEnum(regions, 'region'),
  location: geoSchema.nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** A photo URL: a real API's absolute URLs are shown through this site's photo route (lib/media/remote-photo.ts). */
const photoUrlSchema = z.string().transform(sitePhotoPath);

export const pictureSchema = z.object({ file: photoUrlSchema, thumbnail: photoUrlSchema, index: z.number().int() });
export type Picture = z.infer<typeof pictureSchema>;

const generalSummarySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  project: z.boolean(),
  title: localizedSchema,
  headType: idNameSchema,
  subType: idNameSchema,
  transaction: idNameSchema,
  price: priceSchema,
  bedroomCount: z.number().int().nullable(),
  publicationDate: isoDateTimeSchema,
  floor: z.number().int().nullable(),
});

/** A field of the listing field catalogue: a plain value, or a combined one with conformity and/or description. */
export const fieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.object({
    value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
    conform: z.union([z.boolean(), z.string(), z.null()]).optional(),
    description: z.string().nullable().optional(),
  }),
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

/** A field value of a shape the catalogue has no place for (a list, say) is left empty, and logged once. */
const lenientFieldValueSchema = fieldValueSchema.catch((ctx) => {
  warnOnce(`field value:${typeof ctx.value}`, { topic: 'site-api-value', field: 'value', shape: Array.isArray(ctx.value) ? 'array' : typeof ctx.value }, `A listing field value of an unknown shape (${Array.isArray(ctx.value) ? 'array' : typeof ctx.value}) was left out`);
  return null;
});

export const fieldGroups = [
  'certification',
  'comfort',
  'construction',
  'financial',
  'flood_information',
  'general',
  'layout',
  'media',
  'notary',
  'notary_cost',
  'other',
  'planning',
  'project',
] as const;

/** The listing fields by group (document 001, section 3); an unknown group is left out (./lenient.ts). */
export const listingFieldsSchema = knownKeys(fieldGroups, z.record(z.string(), lenientFieldValueSchema), 'field group');

/** One change of an estate's price or status, as the agency's back office recorded it (our extension). */
export const historyEntrySchema = z.object({
  date: isoDateTimeSchema,
  price: z.number().nonnegative().nullable(),
  status: z.enum(statuses),
  /** The transaction id of the change, when the back office sends it: "under option" (4, 10) is a status of its own there. */
  transactionId: z.number().int().positive().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One open-house day ("kijkdag", our extension): a visit without appointment between two instants. */
export const openHouseSchema = z
  .object({ start: instantSchema, end: instantSchema, note: localizedSchema.nullish() })
  .refine((entry) => Date.parse(entry.end) > Date.parse(entry.start), { message: 'end is not after start', path: ['end'] });
export type OpenHouse = z.infer<typeof openHouseSchema>;

/**
 * The estate's open-house days: an entry the site cannot read (end before start, no offset) is left out;
 * a value that is no list at all reads as none. Neither fails the estate.
 */
const openHousesSchema = lenientArray(openHouseSchema, 'open house')
  .catch((ctx) => {
    if (ctx.value !== null) warnOnce('open houses', { topic: 'site-api-value', field: 'openHouses', shape: typeof ctx.value }, 'Open houses that are not a list were left out');
    return [];
  })
  .optional();

/** One estate as the search call lists it. */
export const estateSummarySchema = z.object({
  general: generalSummarySchema,
  address: addressSchema,
  pictures: z.array(pictureSchema),
  surfaces: z.object({ livable: z.number().nullable(), land: z.number().nullable() }),
  /** Estate-collection ids this estate belongs to (the collection filter matches them). */
  collections: z.array(z.number().int()),
  epcLabel: z.string().nullable(),
  /**
   * Listing fields, when the search sends them (optional): a card reads `financial.vat_regime` to hide the
   * price, as the detail page does.
   */
  fields: listingFieldsSchema.optional(),
  /**
   * Price and status history, oldest first (optional, our extension): publishing, a price change and a
   * status change each add an entry. An entry the site does not understand is left out.
   */
  history: lenientArray(historyEntrySchema, 'history entry').optional(),
  /** Open-house days (optional, our extension), past ones included: the website shows the coming ones. */
  openHouses: openHousesSchema,
});
export type EstateSummary = z.infer<typeof estateSummarySchema>;

export const layoutRoomSchema = z.object({
  floor: z.number().int().nullable(),
  value: idNameSchema,
  count: z.number().int().nonnegative(),
  surface: z.number().nullable(),
  comment: z.string().nullable(),
  sort: z.number().int(),
});

export const energySchema = z.object({
  label: z.string().nullable(),
  /** EPC certificate number. */
  epc: z.string().nullable(),
  /** Total primary energy use, kWh per year. */
  epcTotal: z.number().nullable(),
  /** Specific primary energy use, kWh/m² per year (the EPC bar divides it by 700). */
  epcValue: z.number().nullable(),
  co2: z.number().nullable(),
  certificateConformity: z.string().nullable(),
  certificateConformityConform: z.boolean().nullable(),
  certificateElectricity: lenientEnum(['OBTAINED', 'NOT_OBTAINED', 'UNKNOWN'], 'electricity certificate'),
  certificateElectricityConform: lenientEnum(['VALID', 'INVALID'], 'electricity conformity'),
  floodingScoreBuilding: z.string().nullable(),
  floodingScoreParcel: z.string().nullable(),
  stickerColor: z.string().nullable(),
  stickerTextColor: z.string().nullable(),
});

export const salesRepSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  picture: photoUrlSchema.nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().email().nullable(),
  description: localizedSchema.nullable(),
});

export const extraFieldSchema = z.object({
  extra_field_autoid: z.number().int(),
  type: z.string(),
  value: z.string().nullable(),
  value_lang_string: localizedSchema.nullable(),
});

// GET /sites/{siteId}/estates/v2/{id}
export const estateDetailSchema = estateSummarySchema.extend({
  general: generalSummarySchema.extend({
    description: localizedSchema,
    shortDescription: localizedSchema.nullable(),
    floorId: z.number().int().nullable(),
  }),
  fields: listingFieldsSchema,
  layout: z.array(layoutRoomSchema),
  facilities: z.array(idNameSchema),
  buildTechnicals: z.array(z.object({ criteria: idNameSchema, value: z.string(), comment: z.string().nullable() })),
  files: z.array(z.object({ type: z.string(), link: z.string(), comment: z.string().nullable() })),
  environments: z.array(z.string()),
  videos: z.array(z.object({ link: z.string(), type: z.string() })),
  virtualVisits: z.array(z.object({ type: z.object({ id: z.number().int() }), link: z.string() })),
  energy: energySchema,
  extraFields: z.array(extraFieldSchema),
  salesRep: salesRepSchema.nullable(),
  rentalOptions: z.object({ description: localizedSchema }).nullable(),
  /** Live agenda for visits of this estate, when bookable online. */
  agendaId: z.number().int().nullable(),
});
export type EstateDetail = z.infer<typeof estateDetailSchema>;

// GET /sites/{siteId}/estates/group/{id}: a project with its child units
export const estateGroupSchema = z.object({
  project: estateDetailSchema,
  children: z.array(estateSummarySchema),
});
export type EstateGroup = z.infer<typeof estateGroupSchema>;

// GET /sites/{siteId}/estates/{id}/contact-info
export const contactInfoSchema = z.object({
  salesRep: salesRepSchema.nullable(),
  office: z.object({ name: z.string(), phone: z.string(), email: z.string().email() }),
});

// GET /sites/{siteId}/estate-collections/{id}
export const estateCollectionSchema = z.object({
  id: z.number().int(),
  name: localizedSchema,
  ids: z.array(z.number().int()),
});
export type EstateCollection = z.infer<typeof estateCollectionSchema>;
