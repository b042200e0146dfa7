import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { loadEstateFilterOptions } from '@/lib/estates/estate-list';
import { emptyEstateQuery } from '@/lib/estates/search-query';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import type { SubscriptionCriteria } from '@/lib/site-api/schemas';
import { followedCities, subscriptionChoices, type NamedCity, type SubscriptionChoices } from './subscription-choices';

/**
 * The choices of a subscription form, from the same cached filter answer as the unfiltered estate list.
 * When that call fails, the form still offers the statuses, prices and bedrooms.
 */
export async function loadSubscriptionChoices(
  siteId: number,
  locale: Locale,
  stored: SubscriptionCriteria | null = null,
): Promise<SubscriptionChoices & { cities: NamedCity[] }> {
  const [filters, label, tEnums, t] = await Promise.all([
    loadEstateFilterOptions(siteId, locale, emptyEstateQuery()),
    getEnumLabel(locale),
    getTranslations({ locale, namespace: 'Enums' }),
    getTranslations({ locale, namespace: 'SubscriptionForm' }),
  ]);
  const labels = {
    status: (status: SubscriptionCriteria['statuses'][number]) => tEnums(`status.${status}`),
    headType: (id: number) => label('headType', filters.headTypes.find((type) => type.id === id) ?? id),
    unknownCity: (id: number) => t('unknownCity', { id }),
  };
  return {
    ...subscriptionChoices(filters, stored, labels),
    cities: stored ? followedCities(filters, stored, locale, labels.unknownCity) : [],
  };
}
