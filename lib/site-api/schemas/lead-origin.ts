import { z } from 'zod';

/** Short, single-line, printable: a campaign name, a click id, a host. */
const token = (max: number) => z.string().trim().min(1).max(max).regex(/^[^\u0000-\u001f\u007f]*$/);

/**
 * Where a lead came from (optional on every lead request): the visitor's first page view within 30 days,
 * kept in their browser after they accepted cookies (docs/decisions/0058-lead-attribution.md).
 */
export const leadOriginSchema = z
  .object({
    utmSource: token(100).optional(),
    utmMedium: token(100).optional(),
    utmCampaign: token(200).optional(),
    utmTerm: token(200).optional(),
    utmContent: token(200).optional(),
    gclid: token(200).optional(),
    fbclid: token(200).optional(),
    /** The referring site's host only, never its full URL. */
    referrerHost: z.string().max(253).regex(/^[a-z0-9.-]+(:\d{1,5})?$/).optional(),
    /** The path of the first page seen, without its query. */
    landingPath: z.string().max(500).regex(/^\/[^?#\s]*$/),
    /** When that first page was seen (YYYY-MM-DD). */
    landedOn: z.iso.date(),
  })
  .strict();
export type LeadOrigin = z.infer<typeof leadOriginSchema>;
