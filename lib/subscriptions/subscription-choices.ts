// The choices of the subscription forms, as plain props for the client forms: labelled
// statuses and head types, and the names of the municipalities a subscription already follows.
import { followedStatuses } from '@/lib/forms/subscription-form';
import type { Locale, Status } from '@/lib/rules';
import { cityName } from '@/lib/rules/localized';
import type { EstateFilters, SubscriptionCriteria } from '@/lib/site-api/schemas';

export type ChoiceOption = { value: string; label: string };
export type NamedCity = { id: number; name: string; zip?: string };
export type SubscriptionChoices = { statuses: ChoiceOption[]; types: ChoiceOption[] };

export type ChoiceLabels = {
  status: (status: Status) => string;
  headType: (id: number) => string;
  /** A followed municipality that no listing is in any more, so the site no longer names it. */
  unknownCity: (id: number) => string;
};

/**
 * The site's head types in its own order; a type the subscription follows stays offered even when the site
 * has no listing of it now, so that saving the form does not quietly drop it.
 */
export function subscriptionChoices(
  filters: Pick<EstateFilters, 'headTypes'>,
  stored: Pick<SubscriptionCriteria, 'types'> | null,
  labels: ChoiceLabels,
): SubscriptionChoices {
  const typeIds = filters.headTypes.map((type) => type.id);
  for (const id of [...(stored?.types ?? [])].sort((a, b) => a - b)) if (!typeIds.includes(id)) typeIds.push(id);
  return {
    statuses: followedStatuses.map((status) => ({ value: status, label: labels.status(status) })),
    types: typeIds.map((id) => ({ value: String(id), label: labels.headType(id) })),
  };
}

/** The followed municipalities with their names in the visitor's language, in the stored order. */
export function followedCities(
  filters: Pick<EstateFilters, 'locations'>,
  stored: Pick<SubscriptionCriteria, 'cities'>,
  locale: Locale,
  unknownCity: ChoiceLabels['unknownCity'],
): NamedCity[] {
  const known = new Map(filters.locations.map((location) => [location.id, location]));
  return stored.cities.map((id) => {
    const location = known.get(id);
    return location ? { id, name: cityName(location, locale), zip: location.zip } : { id, name: unknownCity(id) };
  });
}
