import { z } from 'zod';
import { locales } from '@/lib/rules';

export const localeSchema = z.enum(locales);

/** Text the API sends in every language; a language may be missing. */
export const localizedSchema = z.object({
  nl: z.string().nullish(),
  fr: z.string().nullish(),
  en: z.string().nullish(),
  de: z.string().nullish(),
});
export type Localized = z.infer<typeof localizedSchema>;

/** An enumeration value as the API sends it: the id, and the name in the request's ACCEPT-LANGUAGE. */
export const idNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

export const isoDateTimeSchema = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date');

/** An instant with its offset (`Z` or `+01:00`): without one, the hour would depend on the server's zone. */
export const instantSchema = z.iso.datetime({ offset: true });

export const geoSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

/** A name, address or phone on one line: a CR or LF could add a header to the mail it ends up in. */
const noControl = /^[^\u0000-\u001f\u007f]*$/;
export const singleLineText = (max: number) => z.string().trim().max(max).regex(noControl, 'must be one line without control characters');
export const emailAddress = () => z.string().email().max(200).regex(noControl, 'must be one line without control characters');
