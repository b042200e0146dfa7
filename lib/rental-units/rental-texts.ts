import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { getPathname } from '@/lib/i18n/pathname';
import type { RentalUnit } from '@/lib/site-api/schemas';
import { toRentalCardModel, type RentalCardModel, type RentalCardTexts } from './card-model';
import type { RentalUnitTexts } from './unit-view';

async function getRentalCardTexts(locale: Locale): Promise<RentalCardTexts> {
  const t = await getTranslations({ locale, namespace: 'RentalCard' });
  return {
    occupancy: (count) => t('occupancy', { count }),
    bedrooms: (count) => t('bedrooms', { count }),
    photoOf: (title) => t('photoOf', { title }),
    fallbackTitle: (kind, city) => t('fallbackTitle', { kind, city }),
    priceFrom: (price, periodType) => t('priceFrom', { price, period: periodType }),
  };
}

/** Maps API rental units to card models in one language, with labels and paths resolved on the server. */
export async function getRentalCardMapper(locale: Locale, accountId: number): Promise<(unit: RentalUnit) => RentalCardModel> {
  const texts = await getRentalCardTexts(locale);
  return (unit) => toRentalCardModel(unit, locale, accountId, texts, (href) => getPathname({ href, locale }));
}

/** The texts of a rental unit's display model in one language. */
export async function getRentalUnitTexts(locale: Locale): Promise<RentalUnitTexts> {
  const [card, t, fields] = await Promise.all([
    getRentalCardTexts(locale),
    getTranslations({ locale, namespace: 'HolidayDetail' }),
    getTranslations({ locale, namespace: 'RentalFields' }),
  ]);
  return {
    ...card,
    label: (key) => fields(key),
    yes: t('yes'),
    no: t('no'),
    box: (box) => t('box', { box }),
  };
}

/** An amenity's name; one the messages don't know shows its code between underscores (the spec's rule). */
export async function getRentalOptionLabel(locale: Locale): Promise<(code: string) => string> {
  const t = await getTranslations({ locale, namespace: 'RentalOptions' });
  return (code) => (t.has(code as never) ? t(code as never) : `_${code}_`);
}
