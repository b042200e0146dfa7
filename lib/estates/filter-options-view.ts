import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale, Status } from '@/lib/rules';
import { statusOfTransaction, statuses } from '@/lib/rules';
import { cityName } from '@/lib/rules/localized';
import type { FilterOptionsView } from '@/components/estates/estate-filter-fields';
import type { CityChoice } from '@/components/estates/city-combobox';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import type { EstateFiltersOutcome } from '@/lib/site-api/estates';
import type { EstateFilters } from '@/lib/site-api/schemas';
import { loadEstateFilterOptions } from './estate-list';
import { emptyEstateQuery, type EstateQuery } from './search-query';

/**
 * Filter options with localised labels and counts, as plain props for the filter form. A chosen value
 * stays listed (with 0) even when the other filters leave it no match, so the visitor can untick it.
 */
export async function toOptionsView(options: EstateFiltersOutcome, query: EstateQuery, locale: Locale): Promise<FilterOptionsView> {
  const [label, t] = await Promise.all([getEnumLabel(locale), getTranslations({ locale, namespace: 'Enums' })]);
  // Counts the site API made without the drawn area are not the area's, and a failed read has none: the
  // options then show none (a chosen value stays listed, without a count of 0 it does not have).
  const counted = (count: number) =>
    options.error || (query.area && !options.applied?.geo) || (query.openHouse && !options.applied?.openHouse) ? {} : { count };
  const statusCounts = new Map<Status, number>(query.status.map((status) => [status, 0]));
  for (const transaction of options.transactions) {
    const status = statusOfTransaction(transaction.id);
    if (status) statusCounts.set(status, (statusCounts.get(status) ?? 0) + transaction.count);
  }
  const typeCounts = new Map<number, number>(query.type.map((id) => [id, 0]));
  for (const type of options.headTypes) typeCounts.set(type.id, type.count);
  const epcCounts = new Map<string, number>(query.epc.map((epc) => [epc, 0]));
  for (const epc of options.epcLabels) epcCounts.set(epc.label, epc.count);
  return {
    statuses: statuses
      .filter((status) => statusCounts.has(status))
      .map((status) => ({ value: status, label: t(`status.${status}`), ...counted(statusCounts.get(status) ?? 0) })),
    types: [...typeCounts].map(([id, count]) => ({
      value: String(id),
      label: label('headType', options.headTypes.find((type) => type.id === id) ?? id),
      ...counted(count),
    })),
    epcLabels: [...epcCounts].map(([epc, count]) => ({ value: epc, label: epc, ...counted(count) })),
    prices: options.prices,
  };
}

/** Names of the chosen cities; one with no match under the other filters is looked up among all the site's cities. */
export async function selectedCityChoices(siteId: number, locale: Locale, query: EstateQuery, options: EstateFilters): Promise<CityChoice[]> {
  const known = new Map(options.locations.map((location) => [location.id, location]));
  if (query.city.some((id) => !known.has(id))) {
    const all = await loadEstateFilterOptions(siteId, locale, emptyEstateQuery());
    for (const location of all.locations) if (!known.has(location.id)) known.set(location.id, location);
  }
  return query.city.flatMap((id) => {
    const location = known.get(id);
    return location ? [{ id, name: cityName(location, locale), zip: location.zip }] : [];
  });
}
