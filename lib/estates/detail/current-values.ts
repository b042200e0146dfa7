// Field values the site works out from the listing itself instead of showing the API's copy, which the
// back office wrote once and does not rewrite when the price changes.
import type { EstateDetail, FieldValue } from '@/lib/site-api/schemas';
import { pricePerSquareMetre } from '@/lib/estates/price';
import type { CatalogueGroup } from './field-catalogue';

/** The value to show for a field the API sent: its own, or the one computed from the current listing (null: none). */
export function currentFieldValue(estate: EstateDetail, group: CatalogueGroup, key: string, sent: FieldValue | undefined): FieldValue | undefined {
  if (group !== 'financial' || key !== 'price_per_square_meter') return sent;
  const current = pricePerSquareMetre(estate);
  // A combined field keeps its conformity and description around the new value.
  return sent !== null && typeof sent === 'object' ? { ...sent, value: current } : current;
}
