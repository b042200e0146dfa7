import type { Locale } from '@/lib/rules';
import { estatePrice, type PricedEstate } from '@/lib/estates/price';
import { getPriceText } from '@/lib/estates/price-text';

/** The localised price line of an estate: an amount, "from", "per month" or "price on request". */
export async function EstatePriceText({ estate, locale }: { estate: PricedEstate; locale: Locale }) {
  return (await getPriceText(locale))(estatePrice(estate));
}
