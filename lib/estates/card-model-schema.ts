import * as z from 'zod/mini';
import { statuses } from '@/lib/domain/enums';

/**
 * A card model as our own ajax routes answer it, checked at the browser's boundary (zod/mini keeps the
 * check small in client bundles). The type lives in card-model.ts; this mirrors it.
 */
export const cardModelSchema = z.object({
  id: z.int(),
  // A path on this site: `//host/…` would lead elsewhere.
  href: z.string().check(z.regex(/^\/(?!\/)/)),
  title: z.string(),
  location: z.string(),
  priceText: z.string(),
  // Defaults: an answer cached before badges existed still reads.
  previousPrice: z._default(z.nullable(z.object({ label: z.string(), text: z.string() })), null),
  badges: z._default(z.array(z.object({ kind: z.enum(['new', 'priceLowered']), label: z.string() })), []),
  status: z.nullable(z.enum(statuses)),
  statusLabel: z.string(),
  facts: z.array(z.string()),
  photo: z.nullable(z.object({ src: z.string(), alt: z.string() })),
  project: z.optional(z.literal(true)),
  group: z.optional(z.object({ key: z.string(), label: z.string() })),
});
