import { array, literal, nullable, object, oneOf, optional, string, withDefault, int } from '@/lib/browser/shape';
import { statuses } from '@/lib/rules';

/** The card's badges beside its status; the card model's type names them from here (kept small for the browser). */
export const cardBadgeKinds = ['new', 'priceLowered', 'openHouse'] as const;
export type CardBadgeKind = (typeof cardBadgeKinds)[number];

/**
 * A card model as our own ajax routes answer it, checked at the browser's boundary (lib/browser/shape.ts
 * keeps the check small in client bundles). The type lives in card-model.ts; this mirrors it.
 */
export const checkCardModel = object({
  id: int(),
  // A path on this site: `//host/…` would lead elsewhere.
  href: string(/^\/(?!\/)/),
  title: string(),
  location: string(),
  priceText: string(),
  // Defaults: an answer cached before badges existed still reads.
  previousPrice: withDefault(nullable(object({ label: string(), text: string() })), null),
  badges: withDefault(array(object({ kind: oneOf(cardBadgeKinds), label: string() })), []),
  status: nullable(oneOf(statuses)),
  statusLabel: string(),
  facts: array(string()),
  photo: nullable(object({ src: string(), alt: string() })),
  project: optional(literal(true)),
  group: optional(object({ key: string(), label: string() })),
});
