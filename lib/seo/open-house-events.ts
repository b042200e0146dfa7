import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { openHouseNote, upcomingOpenHouses } from '@/lib/estates/open-house';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { estatePlaceJsonLd } from './estate-listing';

/**
 * schema.org `Event`s of the listing's coming open houses, held at the listing's place (the street only
 * when the agency shows it). `name` is the translated "Kijkdag: {title}". Empty when none is coming.
 */
export function openHouseEventsJsonLd(
  estate: Pick<EstateSummary, 'general' | 'address' | 'openHouses'>,
  locale: Locale,
  url: string,
  now: Date,
  name: (title: string) => string,
) {
  const title = pickLocalized(estate.general.title, locale);
  return upcomingOpenHouses(estate.openHouses, now).map((entry) => {
    const note = openHouseNote(entry, locale);
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: name(title),
      startDate: entry.start,
      endDate: entry.end,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      isAccessibleForFree: true,
      url,
      inLanguage: locale,
      ...(note ? { description: note.text } : {}),
      location: estatePlaceJsonLd(estate, locale),
    };
  });
}
