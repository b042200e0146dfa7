import type { Locale } from '@/lib/domain/enums';
import { estatePrice } from '@/lib/estates/price';
import { getPriceText } from '@/lib/estates/price-text';
import type { EstateSummary } from '@/lib/site-api/schemas';

/** The localised price line of an estate: an amount, "from", "per month" or "price on request". */
export async function EstatePriceText({ general, locale }: { general: EstateSummary['general']; locale: Locale }) {
  return (await getPriceText(locale))(estatePrice(general));
}
