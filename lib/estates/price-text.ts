import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import type { PriceDisplay } from './price';

/** The localised words around a price: an amount, "from …", "… per month" or "price on request" (with or without the VAT regime). */
export async function getPriceText(locale: Locale): Promise<(price: PriceDisplay) => string> {
  const t = await getTranslations({ locale, namespace: 'EstateCard' });
  return (price) => {
    switch (price.kind) {
      case 'onRequest':
        return t('priceOnRequest');
      case 'concluded':
        return t('priceConcluded', { status: price.status });
      case 'vatRegime':
        return t('priceOnRequestVat');
      case 'from':
        return t('priceFrom', { price: price.amount });
      case 'perMonth':
        return price.charges ? t('perMonthWithCharges', { price: price.amount, charges: price.charges }) : t('perMonth', { price: price.amount });
      case 'amount':
        return price.amount;
    }
  };
}
