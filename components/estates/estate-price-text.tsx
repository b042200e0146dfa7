import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { estatePrice } from '@/lib/estates/price';
import type { EstateSummary } from '@/lib/site-api/schemas';

/** The localised price line of an estate: an amount, "from", "per month" or "price on request". */
export async function EstatePriceText({ general, locale }: { general: EstateSummary['general']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'EstateCard' });
  const price = estatePrice(general);
  switch (price.kind) {
    case 'onRequest':
      return t('priceOnRequest');
    case 'from':
      return t('priceFrom', { price: price.amount });
    case 'perMonth':
      return t('perMonth', { price: price.amount });
    case 'amount':
      return price.amount;
  }
}
