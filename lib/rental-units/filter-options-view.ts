import type { RentalFilterOptionsView } from '@/components/rental-units/rental-search-shell';
import { formatDayWithWeekday } from '@/lib/rules/dates';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import type { RentalUnitFilters } from '@/lib/site-api/schemas';
import type { RentalQuery } from './search-query';

/**
 * The filter data as form options in the visitor's language. A chosen value the answer no longer lists
 * (a period just booked) stays listed, so the form shows what the URL asks and the visitor can undo it.
 */
export function rentalOptionsView(
  filters: RentalUnitFilters,
  query: RentalQuery,
  locale: Locale,
  stayLabel: (stay: { start: string; end: string }) => string,
): RentalFilterOptionsView {
  const withChosen = <T extends { value: string }>(options: T[], chosen: number[], label: (id: number) => T) => {
    const listed = new Set(options.map((option) => option.value));
    return [...options, ...chosen.filter((id) => !listed.has(String(id))).map(label)];
  };
  const arrivals = [...new Set(filters.periodStartDates)].sort();
  // Only the stays from the chosen arrival day: another day is a new page, with its own.
  const stays = filters.periodDates.filter((stay) => stay.start === query.arrival);
  if (query.stay && !stays.some((s) => s.start === query.stay?.start && s.end === query.stay.end)) stays.push(query.stay);
  return {
    locations: withChosen(
      filters.locations.map((l) => ({ value: String(l.id), label: pickLocalized(l.name, locale) })),
      query.location,
      (id) => ({ value: String(id), label: String(id) }),
    ),
    kinds: withChosen(
      filters.subKinds.map((k) => ({ value: String(k.id), label: pickLocalized(k.name, locale) })),
      query.kind,
      (id) => ({ value: String(id), label: String(id) }),
    ),
    cities: withChosen(
      filters.cities.map((c) => ({ value: String(c.id), label: c.name })),
      query.city,
      (id) => ({ value: String(id), label: String(id) }),
    ),
    maxGuests: Math.max(0, ...filters.maxOccupations, query.guests ?? 0),
    periodTypes: filters.periodTypes.map((type) => ({ value: type.code, label: pickLocalized(type.name, locale) })),
    arrivalDays: arrivals.map((day) => ({ value: day, label: formatDayWithWeekday(day, locale) })),
    stays: stays.map((stay) => ({ ...stay, label: stayLabel(stay) })),
  };
}
