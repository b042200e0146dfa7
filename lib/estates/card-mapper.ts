import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { getPathname } from '@/lib/i18n/pathname';
import type { EstateSummary } from '@/lib/site-api/schemas';
import type { EstateQuery } from './search-query';
import { groupOf } from './grouping';
import { getPriceText } from './price-text';
import { toEstateCardModel, type CardTexts, type EstateCardModel } from './card-model';
import type { AreaKind } from './listed-area';

const areaMessage = { living: 'livingArea', land: 'landArea', usable: 'usableArea' } as const satisfies Record<AreaKind, string>;

/**
 * Maps API estates to card models in one language, with labels and paths resolved on the server; with a
 * grouping, each card also carries its group.
 */
export async function getCardMapper(
  locale: Locale,
  options: { grouping?: EstateQuery['group'] } = {},
): Promise<(estate: EstateSummary) => EstateCardModel> {
  const [t, tList, label, priceText] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateCard' }),
    getTranslations({ locale, namespace: 'EstateList' }),
    getEnumLabel(locale),
    getPriceText(locale),
  ]);
  const texts: CardTexts = {
    price: priceText,
    bedrooms: (count) => t('bedrooms', { count }),
    area: (kind, surface) => t(areaMessage[kind], { surface }),
    project: t('project'),
    photoOf: (title) => t('photoOf', { title }),
    badgeNew: t('badgeNew'),
    badgePriceLowered: t('badgePriceLowered'),
    badgeOpenHouse: (day) => t('badgeOpenHouse', { day }),
    previousPrice: t('previousPrice'),
  };
  const { grouping } = options;
  return (estate) => {
    const card = toEstateCardModel(estate, locale, label, texts, (href) => getPathname({ href, locale }));
    return grouping ? { ...card, group: groupOf(estate, grouping, label, locale, tList('projectsGroup')) } : card;
  };
}
