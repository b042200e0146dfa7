import { z } from 'zod';
import { geoSchema, localeSchema, localizedSchema } from './common';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

// GET /sites/{siteId}, GET /sites/by-hostname/{hostname}
export const siteSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  accountId: z.number().int().positive(),
  hostnames: z.array(z.string()),
  defaultLocale: localeSchema,
  locales: z.array(localeSchema).min(1),
  /** Asset references `name#hash`, served through GET /sites/{siteId}/assets/{name}. */
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  colors: z.object({ primary: hexColour, secondary: hexColour, text: hexColour }),
  slogan: localizedSchema.nullable(),
  contact: z.object({
    email: z.string().email(),
    phone: z.string(),
    street: z.string(),
    number: z.string(),
    zip: z.string(),
    city: localizedSchema,
    countryId: z.string().length(2),
    vatNumber: z.string().nullable(),
    biv: z.string().nullable(),
    location: geoSchema.nullable(),
  }),
  /** Live agenda of the office, when the agency takes appointments online. */
  agendaId: z.number().int().nullable(),
  assetVersion: z.number().int().nonnegative(),
});
export type Site = z.infer<typeof siteSchema>;
